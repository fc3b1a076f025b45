import {
  DRAFT_BODY_LIMIT,
  DRAFT_FORMS,
  DRAFT_MSG,
  draftBodySchema,
  draftDataSchema,
  errorBodySchema,
} from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { assertValid } from '../auth/validation';
import { draftForm } from './drafts.service';

const FormParams = z.object({ form: z.string().max(40, DRAFT_MSG.unknownForm) });
const DraftBody = z.object({
  draft: z.object({ data: draftDataSchema, updatedAt: z.string() }).nullable(),
});
const tags = ['borradores'];
const PRIVATE = 'private, no-store';
const FORMS = DRAFT_FORMS.map((form) => `"${form}"`).join(' o ');

/**
 * A signed-in person's drafts of the adoption and volunteer forms (issue 17): read, save, clear. Only
 * one's own (401 without a session); the body is at most DRAFT_BODY_LIMIT and a flat record of the form's
 * fields (core's draftBodySchema), checked again by the service.
 */
export const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { drafts } = app.services;

  app.get(
    '/drafts/:form',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: `Mi borrador de un formulario (${FORMS}); null si no hay`,
        params: FormParams,
        response: { 200: DraftBody, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const form = draftForm(request.params.form);
      reply.header('cache-control', PRIVATE);
      return { draft: await drafts.get(request.user!.id, form) };
    },
  );

  app.put(
    '/drafts/:form',
    {
      preHandler: requireUser,
      attachValidation: true,
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: {
        tags,
        summary: `Guarda mi borrador de un formulario (${FORMS}): { data: { campo: respuesta } }`,
        params: FormParams,
        body: draftBodySchema,
        response: {
          200: DraftBody,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const form = draftForm(request.params.form);
      assertValid(request);
      reply.header('cache-control', PRIVATE);
      return { draft: await drafts.save(request.user!.id, form, request.body.data) };
    },
  );

  app.delete(
    '/drafts/:form',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: `Borra mi borrador de un formulario (${FORMS})`,
        params: FormParams,
        response: { 200: DraftBody, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const form = draftForm(request.params.form);
      await drafts.clear(request.user!.id, form);
      reply.header('cache-control', PRIVATE);
      return { draft: null };
    },
  );
};
