// HTTP for the foster's page (issue 38, item 3): their dogs with what staff share, posting an update with
// photos (multipart) and asking for supplies. Signed in, role «transito» (the services answer 403 otherwise);
// a dog that is not one of the foster's current dogs is a Spanish 404.
import { FOSTER_UPDATE_PHOTOS } from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipart, registerUploads } from '../../media/uploads';
import { requireUser } from '../auth/guards';
import { UPDATE_PHOTOS_FIELD } from './portal.service';

export const fosterPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fosterPortal, supplies } = app.services;
  const tags = ['tránsito'];
  await registerUploads(app);

  app.get(
    '/mi-transito',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Tus perros en tránsito (actuales y anteriores), lo que el equipo comparte, tus novedades y pedidos',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return fosterPortal.overview(request.user!);
    },
  );

  app.post(
    '/mi-transito/novedades',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: `Contar cómo está uno de tus perros (multipart: "dogId", "text" y hasta ${FOSTER_UPDATE_PHOTOS} fotos en "${UPDATE_PHOTOS_FIELD}")`,
      },
    },
    async (request, reply) => {
      fosterPortal.requireFoster(request.user!);
      const posted = request.isMultipart()
        ? await (async () => {
            const { fields, files } = await readMultipart(request, {
              field: UPDATE_PHOTOS_FIELD,
              maxFiles: FOSTER_UPDATE_PHOTOS,
            });
            return fosterPortal.postUpdate(request.user!, fields, files);
          })()
        : await fosterPortal.postUpdate(request.user!, request.body, []);
      return reply.status(201).send(posted);
    },
  );

  app.get(
    '/mi-transito/pedidos',
    { preHandler: requireUser, schema: { tags, summary: 'Tus pedidos de insumos, con su estado' } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return supplies.mine(request.user!);
    },
  );

  app.post(
    '/mi-transito/pedidos',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Pedir alimento, medicamentos, una visita al veterinario, una transportadora u otra cosa',
      },
    },
    async (request, reply) => reply.status(201).send(await supplies.request(request.user!, request.body)),
  );
};
