// HTTP after the adoption (issue 37): the adopter's signed links — a follow-up (read, answer with photos,
// withdraw the consent to publish) and a commitment (read, mark done with the certificate's photo) — and,
// inside the admin's staff-only routes, an adoption's follow-ups and «Mandar ahora».
import { AppError, FOLLOWUP_MAX_PHOTOS } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart, registerUploads } from '../../media/uploads';
import { CERTIFICATE_FIELD } from './commitments.service';
import { PHOTOS_FIELD } from './followups.service';

const Link = {
  params: z.object({ id: z.uuid() }),
  querystring: z.object({ t: z.string().max(200).optional() }),
};

export const followupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { followups, commitments } = app.services;
  const tags = ['adopción'];
  await registerUploads(app);

  app.get(
    '/seguimiento/:id',
    { schema: { tags, summary: 'Un seguimiento de adopción, por su enlace firmado', ...Link } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return followups.page(request.params.id, request.query.t);
    },
  );

  app.post(
    '/seguimiento/:id',
    {
      schema: {
        tags,
        summary: `Responder un seguimiento (multipart: las respuestas y hasta ${FOLLOWUP_MAX_PHOTOS} fotos en "${PHOTOS_FIELD}")`,
        ...Link,
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        return followups.answer(request.params.id, request.query.t, request.body, []);
      }
      const { fields, files } = await readMultipart(request, {
        field: PHOTOS_FIELD,
        maxFiles: FOLLOWUP_MAX_PHOTOS,
      });
      return followups.answer(request.params.id, request.query.t, fields, files);
    },
  );

  app.get(
    '/compromiso/:id',
    { schema: { tags, summary: 'Un compromiso de adopción, por su enlace firmado', ...Link } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return commitments.page(request.params.id, request.query.t);
    },
  );

  app.post(
    '/compromiso/:id',
    {
      schema: {
        tags,
        summary: `Avisar que un compromiso está hecho (multipart: la foto del certificado en "${CERTIFICATE_FIELD}" y una nota)`,
        ...Link,
      },
    },
    async (request) => {
      if (!request.isMultipart())
        return commitments.markDone(request.params.id, request.query.t, request.body, []);
      const { fields, files } = await readMultipart(request, { field: CERTIFICATE_FIELD, maxFiles: 1 });
      return commitments.markDone(request.params.id, request.query.t, fields, files);
    },
  );

  app.post(
    '/seguimiento/:id/retirar',
    { schema: { tags, summary: 'Retirar el permiso para publicar la respuesta y sus fotos', ...Link } },
    async (request) => followups.withdraw(request.params.id, request.query.t),
  );
};

const Request = { params: z.object({ id: z.uuid() }) };

/** Registered inside the admin routes, behind their staff-only guard. */
export const followupsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const followups = app.services.followups;
  const tags = ['admin'];

  app.get(
    '/adoptions/:id/followups',
    { schema: { tags, summary: 'Los seguimientos de una adopción', ...Request } },
    async (request) => followups.ofRequest(request.params.id),
  );
  app.post(
    '/followups/:id/send',
    { schema: { tags, summary: 'Mandar un seguimiento ahora, sin esperar su día', ...Request } },
    async (request) => {
      if (!(await followups.sendNow(request.params.id)))
        throw new AppError(409, 'Ese seguimiento ya se mandó o se canceló.');
      return { sent: true };
    },
  );
};
