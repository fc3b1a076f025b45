import type { ServiceDeps } from './context';
import { createSessionService } from './modules/auth/session.service';
import { createDogsService } from './modules/dogs/dogs.service';
import { createRateLimitService } from './modules/security/rate-limit.service';
import { createSiteService } from './modules/site/site.service';

/** Every domain service, built once per process and shared by the REST API and the pages. */
export function createServices(deps: ServiceDeps) {
  return {
    dogs: createDogsService(deps),
    sessions: createSessionService(deps),
    rateLimit: createRateLimitService(deps),
    site: createSiteService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
