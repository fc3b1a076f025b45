// /api/admin/applications: the review of adoption requests, volunteer applications and schools' requests
// for a talk (stages, notes, the mail each decision sends). Registered inside the admin routes, behind
// their staff-only guard.
import {
  APPLICATION_KINDS,
  AppError,
  type ApplicationStage,
  mailTemplateSchema,
  parseWith,
  STAGE_MSG,
  STAGES,
  shelterDateTime,
  stageChangeSchema,
} from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICATION_NOT_FOUND } from './stage-change';

const Params = z.object({
  kind: z.enum(APPLICATION_KINDS, { error: 'Ese tipo de solicitud no existe.' }),
  id: z.string().uuid({ error: APPLICATION_NOT_FOUND }),
});
const AdoptionParams = Params.pick({ id: true });

/** A body validated with the same schema as the admin's form: 400 with each field's message. */
function valid<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = parseWith(schema, body ?? {});
  if (!parsed.ok)
    throw new AppError(400, Object.values(parsed.errors)[0] ?? STAGE_MSG.nothing, parsed.errors);
  return parsed.data;
}

export const applicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const service = app.services.applications;

  app.get(
    '/applications/:kind/:id',
    {
      schema: {
        tags,
        summary: 'El estado de una solicitud y su historia (con las notas internas)',
        params: Params,
      },
    },
    async (request) => service.review(request.params.kind, request.params.id),
  );

  app.get(
    '/applications/:kind/:id/preview',
    {
      schema: {
        tags,
        summary: 'El correo que mandaría pasar la solicitud a un estado (null: ese estado no manda correo)',
        params: Params,
        querystring: z.object({
          stage: z.string().max(40),
          /** A school's talk being scheduled: its day and time as the form has it ("2026-12-03T10:00"). */
          talkAt: z.string().max(19).optional(),
        }),
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const stage = request.query.stage as ApplicationStage;
      if (!STAGES[kind].includes(stage)) throw new AppError(400, STAGE_MSG.stage, { stage: STAGE_MSG.stage });
      // An unfinished day and time is no error here: the preview keeps {fecha} until there is one.
      const talkAt = request.query.talkAt ? (shelterDateTime(request.query.talkAt) ?? undefined) : undefined;
      return { mail: await service.preview(kind, id, stage, talkAt) };
    },
  );

  app.post(
    '/applications/:kind/:id/stage',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado y/o agregar una nota; puede avisar por correo',
        params: Params,
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await service.change(kind, id, valid(stageChangeSchema(kind), request.body), request.user!);
      return service.review(kind, id);
    },
  );

  app.get(
    '/applications/adoption/:id/adopted-notice',
    {
      schema: {
        tags,
        summary: 'El correo «ya fue adoptado» para una solicitud abierta',
        params: AdoptionParams,
      },
    },
    async (request) => ({ mail: await service.previewDogAdopted(request.params.id) }),
  );

  app.post(
    '/applications/adoption/:id/adopted-notice',
    {
      schema: {
        tags,
        summary: 'Avisar que el perro ya fue adoptado: cierra la solicitud y manda el correo',
        params: AdoptionParams,
      },
    },
    async (request) => {
      const { subject, body } = valid(mailTemplateSchema.partial(), request.body);
      await service.notifyDogAdopted(request.params.id, { subject, body }, request.user!);
      return service.review('adoption', request.params.id);
    },
  );
};
