import { type FieldErrors, isAppError, MSG } from '@campito/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * API errors: every answer to bad input is a 4xx with a Spanish message; anything unexpected is a
 * logged 500 whose body never carries a stack trace or SQL.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? MSG.badRequest;
      }
      return reply.status(400).send({ error: MSG.badRequest, errors });
    }
    if (isAppError(error)) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ error: error.message, ...(error.errors && { errors: error.errors }) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type…): keep the status, say it in Spanish.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ error: clientErrorMessage(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: MSG.serverError });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ error: MSG.apiNotFound });
  });
}

function clientErrorMessage(status: number): string {
  switch (status) {
    case 413:
      return MSG.tooBig;
    case 415:
      return 'El formato del envío no es válido.';
    case 429:
      return MSG.tooManyRequests;
    default:
      return MSG.badRequest;
  }
}

/** As app.ts registers it: named, so the plugins after it can declare they need it (issue 33). */
export const errorsPlugin = fp(async (app) => registerErrorHandling(app), { name: 'errors' });
