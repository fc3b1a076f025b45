// POST /api/avisos — "Avisame cuando llegue un perro así" (issue 17), the same service as the /avisos page.
import { ALERT_MSG, dogAlertSchema, FORM_BODY_LIMIT } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseFilledHoneypot } from '../forms/pipeline';

const ErrorBody = z.object({ error: z.string(), errors: z.record(z.string(), z.string()).optional() });

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
          400: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
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
