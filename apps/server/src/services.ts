import type { ServiceDeps } from './context';
import { createAdoptionsService } from './modules/adoptions/adoptions.service';
import { createApplicationsService } from './modules/applications/applications.service';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionService } from './modules/auth/session.service';
import { createContactService } from './modules/contact/contact.service';
import { createContentService } from './modules/content/content.service';
import { createDogsService } from './modules/dogs/dogs.service';
import { createFormPipeline } from './modules/forms/pipeline';
import { createPaymentsService } from './modules/payments/payments.service';
import { createRateLimitService } from './modules/security/rate-limit.service';
import { createSiteService } from './modules/site/site.service';
import { createSponsorshipService } from './modules/sponsorship/sponsorship.service';
import { createUsersService } from './modules/users/users.service';
import { createVolunteersService } from './modules/volunteers/volunteers.service';

/** Every domain service, built once per process and shared by the REST API and the pages. */
export function createServices(deps: ServiceDeps) {
  // Services other services use are built first and passed in, never built again inside them.
  const sessions = createSessionService(deps);
  const rateLimit = createRateLimitService(deps);
  const dogs = createDogsService(deps, { rateLimit });
  const pipeline = createFormPipeline(deps, { rateLimit });
  const applications = createApplicationsService(deps);
  return {
    dogs,
    sessions,
    rateLimit,
    site: createSiteService(deps),
    payments: createPaymentsService(deps, { dogs, rateLimit }),
    sponsorship: createSponsorshipService(deps),
    adoptions: createAdoptionsService(deps, { dogs, pipeline }),
    applications,
    volunteers: createVolunteersService(deps, { pipeline }),
    contact: createContactService(deps, { pipeline }),
    content: createContentService(deps),
    auth: createAuthService(deps, { sessions, rateLimit }),
    users: createUsersService(deps, { rateLimit, applications }),
  };
}

export type Services = ReturnType<typeof createServices>;
