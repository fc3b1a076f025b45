import type { ServiceDeps } from './context';
import { createSiteService } from './modules/site/site.service';

/** Every domain service, built once per process and shared by the REST API and the pages. */
export function createServices(deps: ServiceDeps) {
  return {
    site: createSiteService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
