import type { Database, Db } from '@campito/db';
import type { Config } from './env';
import type { MediaStorage } from './media/storage';

/** What every service receives: the database, media storage and configuration. */
export interface ServiceDeps {
  database: Database;
  db: Db;
  storage: MediaStorage;
  config: Config;
}

/** Configuration that pages may read (no secrets). */
export interface PublicConfig {
  publicUrl: string;
}

/**
 * The React Router load context: loaders and actions call the same services as the REST API,
 * in-process (DESIGN §1). Built per request by plugins/web.ts.
 */
// A type alias (not an interface) so it satisfies AppLoadContext's index signature.
export type RequestContext = {
  services: import('./services').Services;
  config: PublicConfig;
  requestId: string;
};

declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}
