// «Mis adopciones» (issue 37, item 4): an adopter's downloads, for a signed-in person whose verified email
// sent the request. Someone else's adoption answers 404, the same as one that does not exist.
import { AppError } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfAttachment } from '../../media/pdf-document';
import { requireUser } from '../auth/guards';

const NOT_YOURS = 'No encontramos esa adopción entre las tuyas.';
const Own = { params: z.object({ id: z.uuid() }) };

export const myAdoptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { myAdoptions, contracts } = app.services;
  const tags = ['adopción'];

  app.get(
    '/mis-adopciones/:id/contrato.pdf',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'El contrato aceptado de una adopción propia', ...Own },
    },
    async (request, reply) => {
      const own = await myAdoptions.own(request.user!.id, request.params.id);
      if (!own) throw new AppError(404, NOT_YOURS);
      const pdf = await contracts.requestPdf(own.id);
      return reply
        .headers(pdfAttachment(`contrato-adopcion-${encodeURIComponent(pdf.dogName)}.pdf`))
        .send(pdf.body);
    },
  );

  app.get(
    '/mis-adopciones/:id/ficha.pdf',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'La ficha del perro de una adopción propia: datos y salud compartida',
        ...Own,
      },
    },
    async (request, reply) => {
      const file = await myAdoptions.dogFile(request.user!.id, request.params.id);
      if (!file) throw new AppError(404, NOT_YOURS);
      return reply.headers(pdfAttachment(`ficha-${encodeURIComponent(file.dogName)}.pdf`)).send(file.body);
    },
  );
};
