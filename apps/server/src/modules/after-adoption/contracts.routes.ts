// HTTP for the adoption contract (issue 37): the adopter's signed link (read, accept, the PDF) and, inside
// the admin's staff-only routes, sending it, its state, the staff's PDF and the delivery.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfAttachment } from '../../media/pdf-document';

const Link = {
  params: z.object({ id: z.uuid() }),
  querystring: z.object({ t: z.string().max(200).optional() }),
};
const PdfHeaders = (dogName: string) => pdfAttachment(`contrato-adopcion-${encodeURIComponent(dogName)}.pdf`);

export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = app.services.contracts;
  const tags = ['adopción'];

  app.get(
    '/adopcion/:id',
    { schema: { tags, summary: 'El contrato de adopción, por su enlace firmado', ...Link } },
    async (request) => contracts.page(request.params.id, request.query.t),
  );

  app.post(
    '/adopcion/:id',
    {
      schema: {
        tags,
        summary: 'Aceptar el contrato de adopción: nombre completo, DNI, domicilio y la versión leída',
        ...Link,
      },
    },
    async (request) =>
      contracts.accept(request.params.id, request.query.t, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.get(
    '/adopcion/:id/contrato.pdf',
    { schema: { tags, summary: 'El contrato aceptado, en PDF', ...Link } },
    async (request, reply) => {
      const pdf = await contracts.adopterPdf(request.params.id, request.query.t);
      if (!pdf) return reply.status(404).send({ error: 'No encontramos ese contrato aceptado.' });
      return reply.headers(PdfHeaders(pdf.dogName)).send(pdf.body);
    },
  );
};

const Request = { params: z.object({ id: z.uuid() }) };

/** Registered inside the admin routes, behind their staff-only guard. */
export const contractsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = app.services.contracts;
  const tags = ['admin'];

  app.get(
    '/adoptions/:id/contract',
    { schema: { tags, summary: 'El contrato de una adopción y la entrega', ...Request } },
    async (request) => contracts.state(request.params.id),
  );
  app.post(
    '/adoptions/:id/contract',
    { schema: { tags, summary: 'Mandar el contrato de una adopción aprobada', ...Request } },
    async (request) => {
      await contracts.send(request.params.id, request.body, request.user!);
      return contracts.state(request.params.id);
    },
  );
  app.get(
    '/adoptions/:id/contract.pdf',
    { schema: { tags, summary: 'El contrato aceptado, en PDF', ...Request } },
    async (request, reply) => {
      const pdf = await contracts.requestPdf(request.params.id, request.user!);
      return reply.headers(PdfHeaders(pdf.dogName)).send(pdf.body);
    },
  );
  app.get(
    '/adoptions/:id/contract/personal',
    {
      schema: {
        tags,
        summary: 'El DNI y el domicilio con que se aceptó el contrato (cada consulta queda en el registro)',
        ...Request,
      },
    },
    async (request) => contracts.personal(request.params.id, request.user!),
  );
  app.post(
    '/adoptions/:id/delivery',
    { schema: { tags, summary: 'Marcar el día de la entrega (con el contrato aceptado)', ...Request } },
    async (request) => contracts.deliver(request.params.id, request.body, request.user!),
  );
};
