import { CONTACT_MSG, contactSchema } from '@campito/core';
import type { FastifyPluginAsync } from 'fastify';
import { registerFormRoute } from '../forms/form-route';

/** POST /api/contacto — a message to the staff (open to anonymous visitors, docs/product.md §6). */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  registerFormRoute(app, {
    url: '/contacto',
    schema: contactSchema,
    summary: 'Enviar un mensaje al equipo',
    message: CONTACT_MSG.success,
    service: app.services.contact,
  });
};
