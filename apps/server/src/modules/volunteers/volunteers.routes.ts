import { FORM_SUCCESS, volunteerSchema } from '@campito/core';
import type { FastifyPluginAsync } from 'fastify';
import { registerFormRoute } from '../forms/form-route';

/** POST /api/volunteers — the volunteer application (open to anonymous visitors, docs/product.md §6). */
export const volunteersRoutes: FastifyPluginAsync = async (app) => {
  registerFormRoute(app, {
    url: '/volunteers',
    schema: volunteerSchema,
    summary: 'Enviar la postulación de voluntariado',
    message: FORM_SUCCESS,
    service: app.services.volunteers,
  });
};
