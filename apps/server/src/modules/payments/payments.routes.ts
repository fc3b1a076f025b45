// HTTP for donations and sponsorships (docs/product.md §7): start a MercadoPago or PayPal checkout, come back from
// PayPal, and the providers' webhooks. The rules live in payments.service.ts, shared with /colaborar.
import {
  errorBodySchema,
  mercadoPagoDonationSchema,
  payPalDonationSchema,
  TRANSFER_MSG,
  transferNoticeSchema,
} from '@campito/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerFormRoute } from '../forms/form-route';
import { providerErrorResponses, requireProvider } from './provider-routes';
import { subscriptionsRoutes } from './subscriptions.routes';

const Received = z.object({ received: z.boolean() });

const mercadoPagoRoute = {
  preValidation: requireProvider('mercadopago'),
  schema: {
    tags: ['pagos'],
    summary: 'Inicia un pago con MercadoPago (Checkout Pro) y devuelve la dirección a la que ir',
    body: mercadoPagoDonationSchema,
    response: { 200: z.object({ init_point: z.string() }), ...providerErrorResponses },
  },
};

async function startMercadoPago(request: FastifyRequest) {
  const { initPoint } = await request.server.services.payments.startMercadoPago(request.body, {
    ip: request.ip,
  });
  return { init_point: initPoint };
}

/** POST /mercadopago at the site root, where the old site's clients post (docs/product.md §7; a separate plugin: it is not under /api). */
export const mercadoPagoRootRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/mercadopago', mercadoPagoRoute, startMercadoPago);
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/transferencias — "avisanos tu transferencia": a pending contribution staff confirm (issue 18).
  registerFormRoute(app, {
    url: '/transferencias',
    schema: transferNoticeSchema,
    summary: 'Avisar una transferencia bancaria al refugio',
    message: TRANSFER_MSG.received,
    service: app.services.transfers,
  });

  app.post('/mercadopago', mercadoPagoRoute, startMercadoPago);

  app.post(
    '/paypal/create-order',
    {
      preValidation: requireProvider('paypal'),
      schema: {
        tags: ['pagos'],
        summary: 'Crea una orden de PayPal; el pagador sigue su enlace de aprobación',
        body: payPalDonationSchema,
        response: {
          201: z.object({
            id: z.string(),
            status: z.string(),
            links: z.array(z.object({ href: z.string(), rel: z.string(), method: z.string().optional() })),
          }),
          ...providerErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { order } = await app.services.payments.startPayPal(request.body, { ip: request.ip });
      return reply.status(201).send({ id: order.id, status: order.status, links: order.links });
    },
  );

  app.get(
    '/paypal/capture-order',
    {
      schema: {
        tags: ['pagos'],
        summary: 'Vuelta desde PayPal: captura la orden aprobada y lleva a /pay',
        querystring: z.looseObject({
          token: z.string().max(100).optional(),
          PayerID: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const outcome = await app.services.payments.capturePayPal(request.query.token);
      return reply.redirect(outcome === 'paid' ? '/pay' : `/colaborar?pago=${outcome}`, 303);
    },
  );

  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(subscriptionsRoutes, { prefix: '/subscriptions' });
};

async function webhookRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();

  typed.post(
    '/mercadopago',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['pagos'],
        summary: 'Notificación de MercadoPago (firma x-signature verificada)',
        response: { 200: Received, 401: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request: FastifyRequest) => {
      await app.services.payments.mercadoPagoWebhook({
        query: request.query as Record<string, unknown>,
        headers: request.headers,
        body: request.body,
      });
      return { received: true };
    },
  );

  // PayPal verifies the signature over the exact bytes it sent: keep the body as text here.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/paypal',
      {
        bodyLimit: 256 * 1024,
        schema: {
          tags: ['pagos'],
          summary: 'Notificación de PayPal (verificada con verify-webhook-signature)',
          response: { 200: Received, 400: errorBodySchema, 401: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        await app.services.payments.payPalWebhook({ headers: request.headers, rawBody });
        return reply.send({ received: true });
      },
    );
  });
}
