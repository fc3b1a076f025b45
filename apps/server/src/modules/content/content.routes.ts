import { errorBodySchema, postListQuery, pressListQuery, publicPost, publicPressNote } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Public read-only lists: press notes and school/project posts (docs/product.md §7). */
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
        response: { 200: z.array(publicPressNote), 400: errorBodySchema },
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
        response: { 200: z.array(publicPost), 400: errorBodySchema },
      },
    },
    async (request) => app.services.content.listPosts(request.query),
  );
};
