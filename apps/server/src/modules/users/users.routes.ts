import {
  API_MAX_LIMIT,
  AppError,
  AUTH_MSG,
  errorBodySchema,
  parseWith,
  passwordResetSchema,
  profileUpdateSchema,
  publicUserSchema,
} from '@campito/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart, registerUploads } from '../../media/uploads';
import { requireSelfOrStaff, requireStaff } from '../auth/guards';
import { assertValid } from '../auth/validation';
import { USER_NOT_FOUND } from './users.service';

const UserListItem = publicUserSchema.extend({
  isDelete: z.boolean(),
  google: z.boolean(),
  createdAt: z.string(),
});
const LIMIT_MSG = `El límite debe ser un número entero entre 1 y ${API_MAX_LIMIT}.`;
const OFFSET_MSG = 'El desplazamiento debe ser un número entero desde 0.';
const Page = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MSG })
    .int(LIMIT_MSG)
    .min(1, LIMIT_MSG)
    .max(API_MAX_LIMIT, LIMIT_MSG)
    .default(API_MAX_LIMIT),
  offset: z.coerce.number({ error: OFFSET_MSG }).int(OFFSET_MSG).min(0, OFFSET_MSG).default(0),
});
const IdParams = z.object({ id: z.string().max(100, USER_NOT_FOUND) });
const tags = ['usuarios'];

/**
 * Users (docs/product.md §7 under §10.4): the list is for staff only; one account is readable and editable
 * by its owner or staff (another staff account only by a superAdmin: the users service decides), and only
 * image, phone and birthday change here (roles belong to the admin).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, auth } = app.services;
  // Profile photos arrive as multipart/form-data (same limits and pipeline as dog photos).
  await registerUploads(app);

  for (const url of ['/users', '/users/']) {
    app.get(
      url,
      {
        preHandler: requireStaff,
        schema: {
          tags,
          summary: 'Lista de usuarios (solo admin); total en X-Total-Count',
          hide: url.endsWith('/'),
          querystring: Page,
          response: { 200: z.array(UserListItem), 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { users: list, total } = await users.list(request.query);
        reply.header('x-total-count', String(total)).header('cache-control', 'private, no-store');
        return list;
      },
    );
  }

  app.put(
    '/users/password/:token',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Cambia la contraseña con el enlace del correo (una vez, 30 minutos)',
        params: z.object({ token: z.string().max(200, AUTH_MSG.passwordChangeFailed) }),
        body: passwordResetSchema,
        response: { 200: z.object({ message: z.string() }), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      assertValid(request);
      await auth.resetPassword(request.params.token, request.body.pass, request.ip);
      return { message: AUTH_MSG.passwordChanged };
    },
  );

  app.get(
    '/users/:id',
    {
      preHandler: requireSelfOrStaff,
      schema: {
        tags,
        summary: 'Un usuario (esa persona o admin): para comparar el perfil guardado',
        params: IdParams,
        response: { 200: publicUserSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await users.getPublic(request.params.id);
      if (!user) throw new AppError(404, USER_NOT_FOUND);
      reply.header('cache-control', 'private, no-store');
      return user;
    },
  );

  app.put(
    '/users/:id',
    {
      preHandler: requireSelfOrStaff,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Cambia imagen, teléfono y fecha de nacimiento (JSON, o multipart con el archivo "image"); la cuenta de otra persona del equipo, sólo un superAdmin',
        params: IdParams,
        body: profileUpdateSchema,
        response: {
          200: z.object({ message: z.string(), user: publicUserSchema }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart(request, { field: 'image', maxFiles: 1 });
        const parsed = parseWith(profileUpdateSchema, fields);
        if (!parsed.ok) throw new AppError(400, Object.values(parsed.errors)[0]!, parsed.errors);
        const user = await users.updateProfile(request.user!, id, parsed.data, files[0]);
        return { message: AUTH_MSG.saved, user };
      }
      assertValid(request);
      const user = await users.updateProfile(request.user!, id, request.body);
      return { message: AUTH_MSG.saved, user };
    },
  );
};
