// POST /api/avisos — "Avisame cuando llegue un perro así" (issue 17), the same service as the /avisos page.
import { ALERT_MSG, dogAlertSchema, errorBodySchema, FORM_BODY_LIMIT } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseFilledHoneypot } from '../forms/pipeline';

export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/avisos',
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags: ['formularios'],
        summary: 'Suscribir un email a los perros nuevos de una búsqueda (llega un correo para confirmar)',
        body: dogAlertSchema,
        response: {
          201: z.object({ id: z.uuid(), message: z.string() }),
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
      // The honeypot before the schema, like the other public forms (the service checks it again).
      preValidation: async (request) => refuseFilledHoneypot(request.body),
    },
    async (request, reply) => {
      const { id } = await app.services.alerts.subscribe(request.body, { ip: request.ip });
      return reply.status(201).send({ id, message: ALERT_MSG.subscribed });
    },
  );
};
