// HTTP for «Ser hogar de tránsito» (issue 38, item 1): the public form, and — inside the admin's staff-only
// routes — the audited read of an application's address (item 7).
import { FORM_SUCCESS, fosterApplicationSchema } from '@campito/core';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerFormRoute } from '../forms/form-route';
import { FOSTER_RESOURCE } from './foster-applications.service';

/** POST /api/fosters — the application (open to anonymous visitors, like /api/volunteers). */
export const fosterApplicationsRoutes: FastifyPluginAsync = async (app) => {
  registerFormRoute(app, {
    url: '/fosters',
    schema: fosterApplicationSchema,
    summary: 'Enviar la solicitud para ser hogar de tránsito',
    message: FORM_SUCCESS,
    service: app.services.fosterApplications,
  });
};

/** Registered inside the admin routes, behind their staff-only guard. */
export const fosterApplicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${FOSTER_RESOURCE}/:id/address`,
    {
      schema: {
        tags: ['admin'],
        summary: 'El domicilio de un hogar de tránsito (cada consulta queda en el registro)',
        params: z.object({ id: z.uuid({ error: 'No encontramos esa solicitud.' }) }),
      },
    },
    async (request) => app.services.fosterApplications.address(request.params.id, request.user!),
  );
};
