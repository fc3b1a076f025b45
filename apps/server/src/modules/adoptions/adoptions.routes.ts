import { adoptionSchema, FORM_SUCCESS } from '@campito/core';
import type { FastifyPluginAsync } from 'fastify';
import { registerFormRoute } from '../forms/form-route';

/** POST /api/adoptions — the adoption questionnaire (open to anonymous visitors, docs/product.md §6). */
export const adoptionsRoutes: FastifyPluginAsync = async (app) => {
  registerFormRoute(app, {
    url: '/adoptions',
    schema: adoptionSchema,
    summary: 'Enviar el cuestionario de adopción',
    message: FORM_SUCCESS,
    service: app.services.adoptions,
  });
};
