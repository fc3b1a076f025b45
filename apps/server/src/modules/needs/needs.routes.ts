// HTTP for «Necesitamos» (issue 36): the list people see, and «Llevo» through the form pipeline. The page
// /necesitamos calls the same service.
import { NEED_MSG, needPledgeSchema } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerFormRoute } from '../forms/form-route';

const Need = z.object({
  id: z.string(),
  name: z.string(),
  detail: z.string().nullable(),
  wanted: z.number(),
  urgency: z.string(),
  urgencyLabel: z.string(),
  arrived: z.number(),
  coming: z.number(),
});
const Point = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  hours: z.string(),
  mapUrl: z.string(),
});

export const needsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/necesitamos',
    {
      schema: {
        tags: ['necesitamos'],
        summary: 'Lo que el refugio necesita este mes (cuánto, cuánto llegó, qué urgencia) y dónde dejarlo',
        response: { 200: z.object({ needs: z.array(Need), points: z.array(Point) }) },
      },
    },
    async () => app.services.needs.page(),
  );

  // POST /api/necesitamos/llevo — «Llevo 2»: what, how many, where, when, and how to reach the person.
  registerFormRoute(app, {
    url: '/necesitamos/llevo',
    schema: needPledgeSchema,
    summary: 'Avisar que vas a llevar algo de la lista «Necesitamos»',
    message: NEED_MSG.thanks,
    service: app.services.needs,
  });
};
