import {
  DOG_IMAGES_FIELD,
  DOG_MSG,
  dogListQuerySchema,
  dogSubmittedSchema,
  errorBodySchema,
  MAX_DOG_IMAGES,
  publicDogSchema,
} from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_MEGAPIXELS } from '../../media/images';
import { type MultipartForm, readMultipart, registerUploads, UploadError } from '../../media/uploads';
import { DOG_READ_TABLES } from './dogs.sql';
import { toPublicDog } from './public-dog';

/** GET /api/dogs, GET /api/dogs/{id} and POST /api/dogs (the public add-dog form). */
export const dogsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  const publicUrl = app.deps.config.publicUrl;

  app.get(
    '/dogs',
    {
      // Anonymous answers are cached until a dog or an adoption request (a status) changes (ADR 003),
      // X-Total-Count included.
      config: { cache: DOG_READ_TABLES },
      schema: {
        tags: ['perros'],
        summary:
          'Perros en adopción (activos), filtrados, ordenados y paginados; el total va en X-Total-Count',
        description:
          'Filtros: gender, age ("especial": con cuidados especiales), size, mobility ("no-camina": todo perro que no camina; "carrito": los que usan carrito), goodWithDogs, goodWithCats, apartment, specialNeeds, inFoster (en un hogar de tránsito; true o false), name (parte del nombre, sin importar tildes ni mayúsculas). Orden: sort=recientes (por defecto) o antiguos, por fecha de publicación.',
        querystring: dogListQuerySchema,
        response: { 200: z.array(publicDogSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { page, limit, sort, ...filters } = request.query;
      const { rows, total } = await app.services.dogs.list(filters, { page, limit }, sort);
      reply.header('x-total-count', String(total));
      return rows.map((row) => toPublicDog(row, publicUrl));
    },
  );

  app.get(
    '/dogs/:id',
    {
      config: { cache: DOG_READ_TABLES },
      schema: {
        tags: ['perros'],
        summary: 'Un perro activo',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: publicDogSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await app.services.dogs.findActiveById(request.params.id);
      if (!row) return reply.status(404).send({ error: DOG_MSG.notFound });
      return toPublicDog(row, publicUrl);
    },
  );

  app.post(
    '/dogs',
    {
      schema: {
        tags: ['perros'],
        summary: 'Cargar un perro (formulario público, multipart/form-data)',
        description: `Campos: name, gender, age, size, race (obligatorios), features, references (opcionales) y de 1 a ${MAX_DOG_IMAGES} archivos en "${DOG_IMAGES_FIELD}" (JPEG, PNG o WebP, hasta 10 MB y ${MAX_UPLOAD_MEGAPIXELS} megapíxeles cada uno). Lo que envía alguien que no es admin queda pendiente de revisión.`,
        consumes: ['multipart/form-data'],
        response: {
          201: dogSubmittedSchema,
          400: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await app.services.dogs.consumeSubmissionRate(request.ip);
      let form: MultipartForm;
      let fileError: string | undefined;
      try {
        form = await readMultipart(request, { field: DOG_IMAGES_FIELD, maxFiles: MAX_DOG_IMAGES });
      } catch (error) {
        // Too many or too big: the text fields are still checked, so every message comes back at once.
        if (!(error instanceof UploadError)) throw error;
        form = { fields: error.fields, files: [] };
        fileError = error.message;
      }
      const { dog, isPending } = await app.services.dogs.submit({ ...form, user: request.user, fileError });
      return reply.status(201).send({
        _id: dog.id,
        isPending,
        message: isPending ? DOG_MSG.submittedPending : DOG_MSG.submittedLive,
      });
    },
  );
};
