// /api/visitas — the public side of visits and events (issue 35), the same service as the /visitas pages:
// the calendar and a date, booking a place, the booking's signed link (`?t=`: read, change, cancel, take an
// offered place) and «Avisame si se suspende». Open to anyone; the forms have the other public forms'
// guards (honeypot before the schema, rate limit per address, idempotency key).
import {
  bookingChangeSchema,
  bookingSchema,
  errorBodySchema,
  eventAlertSchema,
  eventSlugSchema,
  FORM_BODY_LIMIT,
  VISITS_MSG,
} from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseFilledHoneypot } from '../forms/pipeline';
import { EVENT_NOT_FOUND } from './calendar';
import { MAX_TOKEN_LENGTH } from './links';

const tags = ['visitas'];
/** What the public answers read: kept for anonymous visitors until one of these changes (ADR 003). */
const CALENDAR_TABLES = ['events', 'event_bookings', 'interfaces'] as const;
const Slug = z.object({ slug: eventSlugSchema });
const Token = z.object({ t: z.string().min(1).max(MAX_TOKEN_LENGTH) });
const AlertLink = z.object({ id: z.uuid({ error: VISITS_MSG.badLink }) });
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
/** The answer's shape is the service's type (calendar.ts, bookings.ts), documented there. */
const answer = z.any();
const ALERT_BAD_LINK = 'Ese enlace no es válido o ya venció.';

export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const visits = app.services.visits;

  app.get(
    '/visitas',
    {
      config: { cache: CALENDAR_TABLES },
      schema: {
        tags,
        summary:
          'Lo que viene: días de visita y eventos desde hoy, con lugares libres; vacío (closed) si las visitas están suspendidas en «Sitio»',
      },
    },
    async () => visits.upcoming(),
  );

  app.get(
    '/visitas/suspension',
    {
      config: { cache: CALENDAR_TABLES },
      schema: {
        tags,
        summary:
          'La fecha suspendida o cancelada más próxima (hasta 7 días), para el aviso de la portada; null si no hay',
      },
    },
    async () => ({ suspension: await visits.nextSuspension() }),
  );

  app.get(
    '/visitas/reserva',
    {
      schema: {
        tags,
        summary: 'Una reserva por su enlace firmado (t): estado, fecha y qué se puede hacer',
        querystring: Token,
        response: { 200: answer, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const booking = await visits.bookingByToken(request.query.t);
      if (!booking) return reply.status(404).send({ error: VISITS_MSG.badLink });
      return booking;
    },
  );

  app.post(
    '/visitas/reserva',
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Cambiar personas y asientos de combi de una reserva (enlace firmado)',
        querystring: Token,
        body: bookingChangeSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => ({
      booking: await visits.changeBooking(request.query.t, request.body),
      message: VISITS_MSG.changed,
    }),
  );

  // What a booking's signed link may do in one click, besides changing it.
  const oneClick = [
    {
      path: '/visitas/reserva/cancelar',
      summary: 'Cancelar una reserva (enlace firmado)',
      act: (token: string) => visits.cancelBooking(token),
      message: VISITS_MSG.cancelled,
    },
    {
      path: '/visitas/reserva/aceptar',
      summary: 'Tomar el lugar que se liberó y se ofreció a esta reserva (enlace firmado)',
      act: (token: string) => visits.takeOffer(token),
      message: VISITS_MSG.offerTaken,
    },
  ];
  for (const { path, summary, act, message } of oneClick) {
    app.post(
      path,
      { schema: { tags, summary, querystring: Token, response: { 200: answer, ...errors } } },
      async (request) => ({ booking: await act(request.query.t), message }),
    );
  }

  app.get(
    '/visitas/avisos/:id/confirmar',
    {
      schema: {
        tags,
        summary: '«Avisame si se suspende»: confirmar con el enlace del correo',
        params: AlertLink,
        querystring: Token,
        response: { 200: answer, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const date = await visits.confirmAlert(request.params.id, request.query.t);
      if (!date) return reply.status(404).send({ error: ALERT_BAD_LINK });
      return { date, message: VISITS_MSG.alertConfirmed };
    },
  );

  app.get(
    '/visitas/avisos/:id/baja',
    {
      schema: {
        tags,
        summary: '«Avisame si se suspende»: la fecha de un aviso, por su enlace de baja',
        params: AlertLink,
        querystring: Token,
        response: { 200: answer, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const date = await visits.checkAlert(request.params.id, request.query.t);
      if (!date) return reply.status(404).send({ error: VISITS_MSG.badLink });
      return { date };
    },
  );

  app.post(
    '/visitas/avisos/:id/baja',
    {
      schema: {
        tags,
        summary: '«Avisame si se suspende»: darse de baja en un clic (también el POST de RFC 8058)',
        params: AlertLink,
        querystring: Token,
        response: { 200: answer, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await visits.unsubscribeAlert(request.params.id, request.query.t)))
        return reply.status(404).send({ error: VISITS_MSG.badLink });
      return { message: VISITS_MSG.alertRemoved };
    },
  );

  app.get(
    '/visitas/:slug',
    {
      config: { cache: CALENDAR_TABLES },
      schema: {
        tags,
        summary: 'Un día de visita o evento por su dirección',
        params: Slug,
        response: { 200: answer, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const item = await visits.bySlug(request.params.slug);
      if (!item) return reply.status(404).send({ error: EVENT_NOT_FOUND });
      return item;
    },
  );

  app.post(
    '/visitas/:slug/reservas',
    {
      bodyLimit: FORM_BODY_LIMIT,
      // The honeypot and the limit per address before the schema, like the other public forms.
      preValidation: async (request) => visits.guardBooking(request.body, request),
      schema: {
        tags: [...tags, 'formularios'],
        summary: 'Reservar lugar en un evento: confirmada si hay lugar, si no en lista de espera',
        params: Slug,
        body: bookingSchema,
        response: {
          200: z.object({ id: z.uuid(), status: z.enum(['confirmada', 'espera']), message: z.string() }),
          201: z.object({ id: z.uuid(), status: z.enum(['confirmada', 'espera']), message: z.string() }),
          ...errors,
          413: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await visits.storeBooking(request.params.slug, request.body, {
        ip: request.ip,
        user: request.user,
      });
      return reply
        .status(outcome.created ? 201 : 200)
        .send({ id: outcome.id, status: outcome.status, message: outcome.message });
    },
  );

  app.post(
    '/visitas/:slug/avisos',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: async (request) => refuseFilledHoneypot(request.body),
      schema: {
        tags: [...tags, 'formularios'],
        summary: '«Avisame si se suspende» para un día de visita (llega un correo para confirmar)',
        params: Slug,
        body: eventAlertSchema,
        response: { 201: z.object({ id: z.uuid(), message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = await visits.subscribeAlert(request.params.slug, request.body, { ip: request.ip });
      return reply.status(201).send({ id, message: VISITS_MSG.alertSubscribed });
    },
  );
};
