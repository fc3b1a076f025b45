// HTTP for monthly giving (issue 18): start a MercadoPago or PayPal monthly plan, and let its signed-in
// donor cancel it. The providers' notifications arrive at the existing webhooks (payments.routes.ts).
// The rules live in subscriptions/, shared with /colaborar and the profile.
import { errorBodySchema, mercadoPagoMonthlySchema, payPalMonthlySchema } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { providerErrorResponses, requireProvider } from './provider-routes';

const tags = ['pagos'];

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const monthly = app.services.payments.subscriptions;

  app.post(
    '/mercadopago',
    {
      preValidation: requireProvider('mercadopago'),
      schema: {
        tags,
        summary:
          'Inicia un aporte mensual con MercadoPago (suscripción /preapproval) y devuelve dónde autorizarlo',
        body: mercadoPagoMonthlySchema,
        response: { 201: z.object({ id: z.string(), init_point: z.string() }), ...providerErrorResponses },
      },
    },
    async (request, reply) => {
      const started = await monthly.startMercadoPago(request.body, {
        ip: request.ip,
        userId: request.user?.id,
      });
      return reply.status(201).send({ id: started.subscriptionId, init_point: started.initPoint });
    },
  );

  app.post(
    '/paypal',
    {
      preValidation: requireProvider('paypal'),
      schema: {
        tags,
        summary:
          'Inicia un aporte mensual con PayPal (plan mensual y suscripción) y devuelve dónde aprobarlo',
        body: payPalMonthlySchema,
        response: { 201: z.object({ id: z.string(), approve_url: z.string() }), ...providerErrorResponses },
      },
    },
    async (request, reply) => {
      const started = await monthly.startPayPal(request.body, { ip: request.ip, userId: request.user?.id });
      return reply.status(201).send({ id: started.subscriptionId, approve_url: started.approveUrl });
    },
  );

  app.post(
    '/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'El donante cancela su aporte mensual (su email confirmado es el del aporte); avisa al medio de pago',
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: z.object({ status: z.literal('cancelled'), already: z.boolean() }),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => monthly.cancelByDonor(request.params.id, request.user!.id),
  );
};
