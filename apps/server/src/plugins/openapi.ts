import { hasStaffRole } from '@campito/core';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document generated from every route's zod schemas: /api/openapi.json, browsable at /api/docs. */
async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'El Campito API',
        description: 'API pública y de administración del sitio de El Campito.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformSpecification: (spec, request) => forVisitor(spec, request),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (request) =>
    forVisitor(app.swagger() as Record<string, unknown>, request),
  );
}

/** The admin API (`/api/admin/*`) is described to staff only; everyone else sees the public API. */
function forVisitor(
  spec: Readonly<Record<string, unknown>>,
  request: FastifyRequest,
): Record<string, unknown> {
  if (request.user && hasStaffRole(request.user.roles)) return spec;
  const paths = (spec.paths ?? {}) as Record<string, unknown>;
  return {
    ...spec,
    paths: Object.fromEntries(Object.entries(paths).filter(([path]) => !path.startsWith('/api/admin'))),
  };
}

/** As app.ts registers it: before the routes, whose schemas it collects as they are added. */
export const openApiPlugin = fp(registerOpenApi, { name: 'openapi', dependencies: ['session'] });
