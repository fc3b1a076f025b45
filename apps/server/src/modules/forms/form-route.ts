import { errorBodySchema, FORM_BODY_LIMIT } from '@campito/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Stored, Submitter } from './pipeline';

const Submitted = z.object({ id: z.uuid(), message: z.string() });

interface FormService<T> {
  guard(input: unknown, who: Pick<Submitter, 'ip'>): Promise<void>;
  store(data: T, who: Submitter): Promise<Stored>;
}

/**
 * POST {url}: honeypot and rate limit (preValidation), the shared zod schema (Fastify validation: 400
 * `{ errors: { field: message } }`, unknown fields refused), then the service stores it once per
 * idempotency key. 201 when stored, 200 with the same record when the key had already stored it.
 */
export function registerFormRoute<S extends z.ZodType>(
  app: FastifyInstance,
  options: { url: string; schema: S; summary: string; message: string; service: FormService<z.output<S>> },
) {
  const { url, schema, summary, message, service } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: async (request) => service.guard(request.body, request),
      schema: {
        tags: ['formularios'],
        summary,
        body: schema,
        response: {
          200: Submitted,
          201: Submitted,
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const stored = await service.store(request.body as z.output<S>, { ip: request.ip, user: request.user });
      return reply.status(stored.created ? 201 : 200).send({ id: stored.id, message });
    },
  );
}
