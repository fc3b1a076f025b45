// HTTP for the yearly donation certificate (issue 36): issue one (a donor for their verified email, staff
// for any donor's) and download its PDF. The public check of a code is the page /certificados/{code}.
import { AppError, certificateRequestSchema, EMAIL_FORMAT, errorBodySchema, MSG } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfAttachment } from '../../media/pdf-document';
import { NEED_LOGIN, requireUser } from '../auth/guards';

const tags = ['aportes'];

export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = app.services.certificates;

  const viewer = async (userId: string) => {
    const found = await certificates.viewerOf(userId);
    if (!found) throw new AppError(401, NEED_LOGIN);
    return found;
  };

  app.post(
    '/certificados',
    {
      // Before the body's validation: without a session the answer is 401 whatever was sent.
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Emite el certificado de donaciones de un año: el del email confirmado de quien lo pide, o el de cualquier donante si lo pide el equipo (email)',
        body: certificateRequestSchema.extend({
          email: z.string().trim().max(254, EMAIL_FORMAT).regex(z.regexes.email, EMAIL_FORMAT).optional(),
        }),
        response: {
          201: z.object({ code: z.string(), pdfUrl: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { code } = await certificates.issue(await viewer(request.user!.id), request.body);
      return reply.status(201).send({ code, pdfUrl: `/api/certificados/${code}/pdf` });
    },
  );

  app.get(
    '/certificados/:code/pdf',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'El PDF de un certificado de donaciones, para su donante o el equipo',
        params: z.object({ code: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const found = await certificates.pdf(request.params.code, await viewer(request.user!.id));
      if (!found) throw new AppError(404, MSG.apiNotFound);
      return reply.headers(pdfAttachment(`certificado-donaciones-${found.year}.pdf`)).send(found.bytes);
    },
  );
};
