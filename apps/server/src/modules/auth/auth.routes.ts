import {
  AppError,
  AUTH_MSG,
  emailConfirmSchema,
  errorBodySchema,
  loginSchema,
  publicUserSchema,
  recoverySchema,
  registerSchema,
} from '@campito/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPublicUser } from '../users/users.service';
import { requireUser } from './guards';
import { assertValid } from './validation';

const UserBody = z.object({ user: publicUserSchema });
const MessageBody = z.object({ message: z.string() });
const tags = ['cuentas'];

const sendCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length) reply.header('set-cookie', cookies);
};

/** Registration, sign-in and sign-out, recovery mail, and Google sign-in (docs/product.md §7, §10). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.post(
    '/auth/register',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Crea una cuenta con email y contraseña (no inicia sesión)',
        body: registerSchema,
        response: {
          201: UserBody.extend({ message: z.string() }),
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const user = await auth.register(request.body, request.ip);
      return reply.status(201).send({ message: AUTH_MSG.registered, user });
    },
  );

  app.post(
    '/auth/login',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Inicia sesión: cookie de sesión httpOnly y el perfil público',
        body: loginSchema,
        response: { 200: UserBody, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const result = await auth.login(request.body, { ip: request.ip, cookieHeader: request.headers.cookie });
      sendCookies(reply, result.setCookies);
      return { user: result.user };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Cierra la sesión', response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      sendCookies(reply, (await auth.logout(request.headers.cookie)).setCookies);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'El perfil público de la sesión actual (null sin sesión)',
        response: { 200: z.object({ user: publicUserSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { user: request.user ? toPublicUser(request.user) : null };
    },
  );

  for (const url of ['/password', '/password/']) {
    app.post(
      url,
      {
        attachValidation: true,
        schema: {
          tags,
          summary: 'Envía el correo para recuperar la cuenta',
          hide: url.endsWith('/'),
          body: recoverySchema,
          response: { 200: MessageBody, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => {
        assertValid(request);
        await auth.requestPasswordReset(request.body.email, request.ip, request.user);
        return { message: AUTH_MSG.recoverySent };
      },
    );
  }

  // ----- Email verification (issue 14) -----

  app.post(
    '/auth/verification',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Reenvía el correo para confirmar el email de la cuenta (con sesión)',
        response: { 200: MessageBody, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const sent = await auth.resendVerification(request.user!.id, request.ip);
      return { message: sent === 'sent' ? AUTH_MSG.verifySent : AUTH_MSG.verifyAlready };
    },
  );

  app.post(
    '/auth/verification/:token',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Confirma el email con el enlace del correo (una vez, 48 horas). Sin sesión de esa cuenta, `pass` es la contraseña que la cuenta tiene desde ahora: se cierran sus otras sesiones y se abre una nueva.',
        params: z.object({ token: z.string().max(200, AUTH_MSG.verifyFailed) }),
        body: emailConfirmSchema.nullish(),
        response: { 200: MessageBody, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const { outcome, setCookies } = await auth.verifyEmail(request.params.token, request.ip, {
        user: request.user,
        pass: request.body?.pass,
      });
      if (outcome === 'invalid') throw new AppError(400, AUTH_MSG.verifyFailed);
      sendCookies(reply, setCookies);
      return { message: outcome === 'verified' ? AUTH_MSG.verified : AUTH_MSG.verifyAlready };
    },
  );

  // ----- Google (OpenID Connect) -----

  app.get(
    '/auth/google',
    {
      schema: {
        tags,
        summary: 'Empieza el ingreso con Google (redirección al proveedor)',
        // `volver`: a path of this site to come back to once signed in (anything else is ignored).
        querystring: z.object({ volver: z.string().max(2048).optional() }),
      },
    },
    async (request, reply) => {
      let started: Awaited<ReturnType<typeof auth.google.start>>;
      try {
        started = await auth.google.start(request.query.volver);
      } catch (err) {
        request.log.warn({ err }, 'OpenID Connect discovery failed');
        return reply.redirect('/?google=error');
      }
      if (!started) throw new AppError(404, 'El ingreso con Google no está disponible.');
      sendCookies(reply, started.setCookies);
      return reply.header('cache-control', 'no-store').redirect(started.url);
    },
  );

  app.get(
    '/auth/google/callback',
    { schema: { tags, summary: 'Vuelta del proveedor: inicia sesión o lleva a confirmar el registro' } },
    async (request, reply) => {
      const current = new URL(request.url, app.deps.config.publicUrl);
      const result = await auth.google.callback(current, request.headers.cookie);
      if (result.reason) request.log.warn({ reason: result.reason }, 'Google sign-in failed');
      sendCookies(reply, result.setCookies);
      return reply
        .header('cache-control', 'no-store')
        .redirect(result.returnTo ?? `/?google=${result.outcome}`);
    },
  );

  app.get(
    '/auth/google/pending',
    {
      schema: {
        tags,
        summary: 'La identidad de Google que espera confirmación (para el aviso del inicio)',
        response: { 200: z.object({ email: z.string(), name: z.string().nullable() }), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const pending = auth.google.pending(request.headers.cookie);
      if (!pending) throw new AppError(404, AUTH_MSG.googleFailed);
      return pending;
    },
  );

  app.post(
    '/auth/google/confirm',
    {
      schema: {
        tags,
        summary: 'Confirma el registro con la cuenta de Google e inicia sesión',
        response: { 201: UserBody, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await auth.google.confirm(request.headers.cookie);
      sendCookies(reply, result.setCookies);
      if (result.outcome === 'registered') throw new AppError(409, AUTH_MSG.emailTaken);
      if (!result.user) throw new AppError(400, AUTH_MSG.googleFailed);
      return reply.status(201).send({ user: result.user });
    },
  );
};
