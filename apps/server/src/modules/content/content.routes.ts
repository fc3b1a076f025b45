import {
  API_MAX_LIMIT,
  CONTENT_PAGE_SIZE,
  errorBodySchema,
  postListQuery,
  pressListQuery,
  publicPost,
  publicPressNote,
} from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PAGING = `\`page\` (desde 1) y \`limit\` (${CONTENT_PAGE_SIZE} si no se indica, hasta ${API_MAX_LIMIT}).`;

/** Public read-only lists: press notes and school/project posts (docs/product.md §7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/press',
    {
      // Anonymous answers are cached until a press note changes (ADR 003).
      config: { cache: ['press_notes'] },
      schema: {
        tags: ['contenido'],
        summary: 'Notas de prensa, de la más nueva a la más vieja, paginadas; el total va en X-Total-Count',
        description: `Filtro opcional \`type\`: ${pressListQuery.shape.type.unwrap().options.join(', ')}. ${PAGING}`,
        querystring: pressListQuery,
        response: { 200: z.array(publicPressNote), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.services.content.listPress(request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  app.get(
    '/escolar',
    {
      config: { cache: ['posts'] },
      schema: {
        tags: ['contenido'],
        summary:
          'Publicaciones de proyectos (escolar, talleres, charlas, capacitaciones), paginadas; el total va en X-Total-Count',
        description: `Filtro opcional \`category\`: ${postListQuery.shape.category.unwrap().options.join(', ')}. ${PAGING}`,
        querystring: postListQuery,
        response: { 200: z.array(publicPost), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.services.content.listPosts(request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );
};
