import {
  dogCardSchema,
  errorBodySchema,
  FAVORITE_MSG,
  favoriteDogIdSchema,
  favoritesMergeSchema,
  MAX_FAVORITES,
} from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { assertValid } from '../auth/validation';

const FavoriteIds = z.object({ dogIds: z.array(z.string()) });
const DogParams = z.object({ dogId: z.string().max(100, FAVORITE_MSG.dogNotFound) });
/** `?ids=a,b,c`: the browser's list, comma-separated (at most MAX_FAVORITES ids of 36 characters). */
const CardsQuery = z.object({
  ids: z
    .string({ error: FAVORITE_MSG.list })
    .max(MAX_FAVORITES * 37, FAVORITE_MSG.tooMany)
    .default(''),
});
const tags = ['favoritos'];
const PRIVATE = 'private, no-store';

/**
 * Favourite dogs (issue 17). The signed-in person's own list (401 without a session; nobody reads or
 * writes another's), and the public cards of dogs by id for a visitor whose list lives in the browser.
 * State-changing calls pass the Origin check like every other (modules/security/origin.ts).
 */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites } = app.services;

  app.get(
    '/favorites',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mis favoritos: los ids de los perros, del más nuevo al más viejo',
        response: { 200: FavoriteIds, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { dogIds: await favorites.ids(request.user!.id) };
    },
  );

  app.put(
    '/favorites',
    {
      preHandler: requireUser,
      attachValidation: true,
      schema: {
        tags,
        summary: `Suma a la cuenta los favoritos guardados en el navegador (hasta ${MAX_FAVORITES})`,
        body: favoritesMergeSchema,
        response: { 200: FavoriteIds, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertValid(request);
      reply.header('cache-control', PRIVATE);
      return { dogIds: await favorites.merge(request.user!.id, request.body.dogIds) };
    },
  );

  app.put(
    '/favorites/:dogId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Suma un perro a Mis favoritos',
        params: DogParams,
        response: {
          200: FavoriteIds,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const dogId = favoriteDogIdSchema.safeParse(request.params.dogId);
      if (!dogId.success) return reply.status(404).send({ error: FAVORITE_MSG.dogNotFound });
      reply.header('cache-control', PRIVATE);
      return { dogIds: await favorites.add(request.user!.id, dogId.data) };
    },
  );

  app.delete(
    '/favorites/:dogId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Quita un perro de Mis favoritos',
        params: DogParams,
        response: { 200: FavoriteIds, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { dogIds: await favorites.remove(request.user!.id, request.params.dogId) };
    },
  );

  app.get(
    '/favorites/dogs',
    {
      // Not in the shared answer cache: each visitor asks for their own list of ids, so almost every answer
      // is under a key nobody else asks for (issue 39, item 3: 60,000 of them filled the server's memory).
      attachValidation: true,
      schema: {
        tags,
        summary: `Tarjetas públicas de los perros pedidos (?ids=, separados por comas, hasta ${MAX_FAVORITES}): los favoritos de quien no tiene cuenta`,
        querystring: CardsQuery,
        response: { 200: z.array(dogCardSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertValid(request);
      // A personal list, like the signed-in person's own: neither a browser nor a CDN keeps it.
      reply.header('cache-control', PRIVATE);
      const ids = request.query.ids.split(',').filter(Boolean);
      return app.services.favorites.publicCards(ids);
    },
  );
};
