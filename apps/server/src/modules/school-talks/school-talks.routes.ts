import { schoolRequestSchema, VISITS_MSG } from '@campito/core';
import type { FastifyPluginAsync } from 'fastify';
import { registerFormRoute } from '../forms/form-route';

/** POST /api/escuelas — a school's request for a talk (open to anonymous visitors; staff review it). */
export const schoolTalksRoutes: FastifyPluginAsync = async (app) => {
  registerFormRoute(app, {
    url: '/escuelas',
    schema: schoolRequestSchema,
    summary: 'Pedir una charla de El Campito para una escuela',
    message: VISITS_MSG.schoolSent,
    service: app.services.schoolTalks,
  });
};
