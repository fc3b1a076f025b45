import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, type SessionUser } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from the session cookie, or null. */
    user: SessionUser | null;
    sessionToken: string | undefined;
  }
}

/** Resolves the session cookie on every request that carries one (anonymous requests cost nothing). */
async function registerSession(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  // With `done`, not `async`: anonymous requests (every cache hit) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    app.services.sessions.resolve(token).then((user) => {
      request.user = user;
      request.sessionToken = user ? token : undefined;
      done();
    }, done);
  });
}

/** As app.ts registers it: the routes, pages and the answer cache read `request.user` from it. */
export const sessionPlugin = fp(registerSession, { name: 'session', decorators: { fastify: ['services'] } });
