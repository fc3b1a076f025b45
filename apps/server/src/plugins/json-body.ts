import { stripNul } from '@campito/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sjson from 'secure-json-parse';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning keys refused), with NUL characters removed from
 * every string: they are never typed text, and PostgreSQL would refuse them with an error instead of the
 * field's Spanish message. Page forms get the same treatment in formDataToObject.
 */
function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, undefined);
    try {
      done(
        null,
        sjson.parse(text, (_key, value) => (typeof value === 'string' ? stripNul(value) : value), {
          protoAction: 'error',
          constructorAction: 'error',
        }),
      );
    } catch {
      done(Object.assign(new Error('El cuerpo no es JSON válido.'), { statusCode: 400 }), undefined);
    }
  });
}

/** As app.ts registers it (issue 33: plugins declare what they need). */
export const jsonBodyPlugin = fp(async (app) => registerJsonBody(app), { name: 'json-body' });
