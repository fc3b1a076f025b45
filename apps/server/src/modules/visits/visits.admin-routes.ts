// /api/admin/events/… — staff's actions on the calendar beyond the resource's CRUD (admin/events.resource.ts):
// generate the visit days, suspend or cancel with a notice mailed once (preview first), reopen, and on the
// day the list of bookings, who came, and its CSV. Registered inside the admin routes, behind their
// staff-only guard.
import { EVENT_STATUSES, VISITS_MSG } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_NOT_FOUND } from './attendance';
import { EVENT_NOT_FOUND } from './calendar';

const tags = ['admin'];
const EventParams = z.object({ id: z.uuid({ error: EVENT_NOT_FOUND }) });
const BookingParams = EventParams.extend({ bookingId: z.uuid({ error: BOOKING_NOT_FOUND }) });
const NoticeStatus = z.object({
  status: z.enum(EVENT_STATUSES.filter((s) => s !== 'programado') as ['suspendido', 'cancelado'], {
    error: VISITS_MSG.alreadyCancelled,
  }),
});
const ATTENDED_MSG = 'Indicá si vino (true), si no vino (false) o null para borrar la marca.';

export const visitsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const visits = app.services.visits;

  app.post(
    '/events/visit-days',
    {
      schema: {
        tags,
        summary:
          'Generar los días de visita de los próximos meses (primer domingo y sábados siguientes); saltea los que ya están',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await visits.generateVisitDays(request.body ?? {}, request.user!)),
  );

  app.get(
    '/events/:id/notice',
    {
      schema: {
        tags,
        summary:
          'El aviso y el correo propuestos para suspender o cancelar una fecha, y a cuántas personas llegaría',
        params: EventParams,
        querystring: NoticeStatus,
      },
    },
    async (request) => visits.noticePreview(request.params.id, request.query.status),
  );

  app.post(
    '/events/:id/notice',
    {
      schema: {
        tags,
        summary:
          'Suspender por lluvia o cancelar: guarda el aviso y manda el correo una sola vez a reservas, lista de espera y avisos',
        params: EventParams,
      },
    },
    async (request) => visits.sendNotice(request.params.id, request.body ?? {}, request.user!),
  );

  app.post(
    '/events/:id/reopen',
    {
      schema: {
        tags,
        summary: 'Volver a programar una fecha suspendida o cancelada (sin correo)',
        params: EventParams,
      },
    },
    async (request) => {
      const row = await visits.reopen(request.params.id, request.user!);
      return { id: row.id, status: row.status };
    },
  );

  app.get(
    '/events/:id/bookings',
    {
      schema: {
        tags,
        summary: 'Las reservas de una fecha (para el día: nombre, personas, combi, teléfono, estado)',
        params: EventParams,
      },
    },
    async (request) => visits.bookingsOf(request.params.id),
  );

  app.get(
    '/events/:id/bookings.csv',
    {
      schema: {
        tags,
        summary: 'Las reservas de una fecha en CSV (seguro para planillas)',
        params: EventParams,
      },
    },
    async (request, reply) => {
      const { filename, text } = await visits.bookingsCsv(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(text);
    },
  );

  app.put(
    '/events/:id/bookings/:bookingId/attended',
    {
      schema: {
        tags,
        summary: 'Marcar si una reserva vino (true), no vino (false), o borrar la marca (null)',
        params: BookingParams,
        body: z.object({ attended: z.boolean({ error: ATTENDED_MSG }).nullable() }),
      },
    },
    async (request) =>
      visits.markAttended(request.params.id, request.params.bookingId, request.body.attended, request.user!),
  );
};
