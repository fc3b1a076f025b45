// HTTP for campaigns (issue 36): the open ones and one campaign's page data, as /colaborar and
// /campanas/{slug} show them. Gifts go through the payment routes with `campana` (and its two wishes).

import { CAMPAIGN_MSG, imageRefSchema } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Image = imageRefSchema;
const Card = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: Image.nullable(),
  goal: z.number(),
  raised: z.number(),
  percent: z.number(),
  reached: z.boolean(),
  donors: z.number(),
  endsOn: z.string(),
  open: z.boolean(),
  timeLeft: z.string(),
});
const Page = Card.extend({
  story: z.string(),
  goalUsd: z.number().nullable(),
  usdRate: z.number(),
  dog: z.object({ id: z.string(), name: z.string() }).nullable(),
  outcome: z.string().nullable(),
  thanked: z.array(z.string()),
  updates: z.array(
    z.object({ id: z.string(), text: z.string(), image: Image.nullable(), createdAt: z.date() }),
  ),
});

export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/campanas',
    {
      schema: {
        tags: ['campañas'],
        summary: 'Las campañas que reciben aportes ahora, con su avance',
        response: { 200: z.object({ campaigns: z.array(Card) }) },
      },
    },
    async () => ({ campaigns: await app.services.campaigns.open() }),
  );

  app.get(
    '/campanas/:slug',
    {
      schema: {
        tags: ['campañas'],
        summary:
          'Una campaña: historia, meta, avance, cuántos ayudaron, quienes pidieron ser nombrados y novedades',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: Page, 404: z.object({ error: z.string() }) },
      },
    },
    async (request, reply) => {
      const page = await app.services.campaigns.page(request.params.slug);
      if (!page) return reply.status(404).send({ error: CAMPAIGN_MSG.unknown });
      return page;
    },
  );
};
