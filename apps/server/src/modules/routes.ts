import { MSG } from '@campito/core';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes';
import { adoptionsRoutes } from './adoptions/adoptions.routes';
import { contractsRoutes } from './after-adoption/contracts.routes';
import { followupsRoutes } from './after-adoption/followups.routes';
import { myAdoptionsRoutes } from './after-adoption/my-adoptions.routes';
import { alertsRoutes } from './alerts/alerts.routes';
import { authRoutes } from './auth/auth.routes';
import { campaignsRoutes } from './campaigns/campaigns.routes';
import { certificatesRoutes } from './certificates/certificates.routes';
import { contactRoutes } from './contact/contact.routes';
import { contentRoutes } from './content/content.routes';
import { dogsRoutes } from './dogs/dogs.routes';
import { draftsRoutes } from './drafts/drafts.routes';
import { favoritesRoutes } from './favorites/favorites.routes';
import { fosterApplicationsRoutes } from './fosters/foster-applications.routes';
import { fosterPortalRoutes } from './fosters/portal.routes';
import { healthRoutes } from './health/health.routes';
import { needsRoutes } from './needs/needs.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { schoolTalksRoutes } from './school-talks/school-talks.routes';
import { shiftsRoutes } from './shifts/shifts.routes';
import { usersRoutes } from './users/users.routes';
import { visitsRoutes } from './visits/visits.routes';
import { volunteersRoutes } from './volunteers/volunteers.routes';

/** Every REST module, mounted under /api. */
const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(paymentsRoutes);
  await app.register(certificatesRoutes);
  await app.register(needsRoutes);
  await app.register(campaignsRoutes);
  await app.register(contractsRoutes);
  await app.register(followupsRoutes);
  await app.register(myAdoptionsRoutes);
  await app.register(contentRoutes);
  await app.register(dogsRoutes);
  await app.register(adoptionsRoutes);
  await app.register(volunteersRoutes);
  await app.register(fosterApplicationsRoutes);
  await app.register(contactRoutes);
  await app.register(schoolTalksRoutes);
  await app.register(alertsRoutes);
  await app.register(visitsRoutes);
  await app.register(shiftsRoutes);
  await app.register(fosterPortalRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(favoritesRoutes);
  await app.register(draftsRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
  // Unknown API paths answer JSON, not the site's 404 page.
  app.all('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send({ error: MSG.apiNotFound }),
  );
};

/** As app.ts registers it, under /api: a context of its own, after what every route relies on. */
export const apiPlugin = fp(apiRoutes, {
  name: 'api',
  encapsulate: true,
  dependencies: ['errors', 'json-body', 'session', 'origin-check', 'answer-cache', 'metrics', 'openapi'],
});
