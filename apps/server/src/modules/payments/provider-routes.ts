// What the routes that start a payment share, one-off (payments.routes.ts) or monthly (subscriptions.routes.ts).
import { AppError, errorBodySchema, PAYMENT_MSG } from '@campito/core';
import type { FastifyRequest } from 'fastify';

/** The error answers of a route that starts a payment: bad input, too many tries, the provider failing or away. */
export const providerErrorResponses = {
  400: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
  504: errorBodySchema,
};

/** An unconfigured provider answers 503 with its sentence before anything else (even an invalid body). */
export const requireProvider = (provider: 'mercadopago' | 'paypal') => async (request: FastifyRequest) => {
  if (!request.server.services.payments.availability()[provider])
    throw new AppError(503, PAYMENT_MSG.unavailable);
};
