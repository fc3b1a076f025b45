// HTTP for monthly giving (issue 18): start a MercadoPago or PayPal monthly plan, and let its signed-in
// donor cancel it. The providers' notifications arrive at the existing webhooks (payments.routes.ts).
// The rules live in subscriptions.service.ts, shared with /colaborar and the profile.
import { AppError, mercadoPagoMonthlySchema, PAYMENT_MSG, payPalMonthlySchema } from '@campito/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';

const ErrorBody = z.object({ error: z.string(), errors: z.record(z.string(), z.string()).optional() });
const errorResponses = { 400: ErrorBody, 429: ErrorBody, 502: ErrorBody, 503: ErrorBody, 504: ErrorBody };
const tags = ['pagos'];

/** An unconfigured provider answers 503 with its sentence before anything else (even an invalid body). */
const requireProvider = (provider: 'mercadopago' | 'paypal') => async (request: FastifyRequest) => {
  if (!request.server.services.payments.availability()[provider])
    throw new AppError(503, PAYMENT_MSG.unavailable);
};

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
        response: { 201: z.object({ id: z.string(), init_point: z.string() }), ...errorResponses },
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
        response: { 201: z.object({ id: z.string(), approve_url: z.string() }), ...errorResponses },
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
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => monthly.cancelByDonor(request.params.id, request.user!.id),
  );
};
