// HTTP for volunteer shifts and hours (issue 38): the volunteer's upcoming shifts, signing up, cancelling and
// taking an offered place, «Mis horas» and the certificate of hours. Signed in, role «voluntario» (the
// service answers 403 otherwise); the certificate's PDF is its volunteer's or staff's.
import { AppError, hasStaffRole, MSG } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfAttachment } from '../../media/pdf-document';
import { requireUser } from '../auth/guards';

const Shift = { params: z.object({ id: z.uuid() }) };

export const shiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shifts, hours } = app.services;
  const tags = ['voluntariado'];

  app.get(
    '/turnos',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Los próximos turnos de voluntariado, con tu lugar en cada uno' },
    },
    async (request) => shifts.upcoming(request.user!),
  );
  app.post(
    '/turnos/:id/inscripcion',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Anotarse en un turno (o en su lista de espera)', ...Shift },
    },
    async (request) => shifts.signUp(request.params.id, request.user!),
  );
  app.delete(
    '/turnos/:id/inscripcion',
    { preHandler: requireUser, schema: { tags, summary: 'Cancelar tu lugar en un turno', ...Shift } },
    async (request) => shifts.cancel(request.params.id, request.user!),
  );
  app.post(
    '/turnos/:id/confirmacion',
    { preHandler: requireUser, schema: { tags, summary: 'Tomar el lugar que se liberó para vos', ...Shift } },
    async (request) => shifts.take(request.params.id, request.user!),
  );

  app.get(
    '/mis-horas',
    { preHandler: requireUser, schema: { tags, summary: 'Tus horas de voluntariado por mes' } },
    async (request) => {
      shifts.requireVolunteer(request.user!);
      return hours.byMonth(request.user!.id);
    },
  );
  app.post(
    '/mis-horas/certificado',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'Emite el certificado de tus horas: nombre y, si querés, DNI' },
    },
    async (request) => {
      shifts.requireVolunteer(request.user!);
      return hours.issue(request.user!.id, request.body);
    },
  );
  app.get(
    '/certificados-de-horas/:code/pdf',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'El PDF de un certificado de horas, para su voluntario o el equipo',
        params: z.object({ code: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const pdf = await hours.pdf(request.params.code, { id: user.id, staff: hasStaffRole(user.roles) });
      if (!pdf) throw new AppError(404, MSG.apiNotFound);
      return reply.headers(pdfAttachment(`certificado-horas-${request.params.code}.pdf`)).send(pdf);
    },
  );
};
