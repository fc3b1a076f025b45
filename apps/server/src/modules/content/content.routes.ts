import { postListQuery, pressListQuery, publicPost, publicPressNote } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ErrorBody = z.object({ error: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** Public read-only lists: press notes and school/project posts (SPEC §7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/press',
    {
      // Anonymous answers are cached until a press note changes (ADR 003).
      config: { cache: ['press_notes'] },
      schema: {
        tags: ['contenido'],
        summary: 'Notas de prensa, de la más nueva a la más vieja',
        description: `Filtro opcional \`type\`: ${pressListQuery.shape.type.unwrap().options.join(', ')}.`,
        querystring: pressListQuery,
        response: { 200: z.array(publicPressNote), 400: ErrorBody },
      },
    },
    async (request) => app.services.content.listPress(request.query),
  );

  app.get(
    '/escolar',
    {
      config: { cache: ['posts'] },
      schema: {
        tags: ['contenido'],
        summary: 'Publicaciones de proyectos (escolar, talleres, charlas, capacitaciones)',
        description: `Filtro opcional \`category\`: ${postListQuery.shape.category.unwrap().options.join(', ')}.`,
        querystring: postListQuery,
        response: { 200: z.array(publicPost), 400: ErrorBody },
      },
    },
    async (request) => app.services.content.listPosts(request.query),
  );
};
