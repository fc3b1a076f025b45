import type { Database, Db } from '@campito/db';
import type { Config } from './env';
import type { MediaStorage } from './media/storage';
import type { SessionUser } from './modules/auth/session.service';
import type { TableChanges } from './modules/cache/table-changes';
import type { VersionedCache } from './modules/cache/versioned-cache';

/** What every service receives: the database, media storage and configuration. */
export interface ServiceDeps {
  database: Database;
  db: Db;
  storage: MediaStorage;
  config: Config;
  /** Wakes the mail worker after mails were queued (a no-op until the worker runs). */
  mail: { wake(): void };
  /** The database's change feed, for services that keep answers in memory (modules/cache/table-changes.ts). */
  changes: TableChanges;
  /** Answers computed from whole tables (totals, statistics), kept until those tables change. */
  tableCache: VersionedCache;
  /** The app's logger, for services that report what people do not see (a provider that failed). */
  log: ServiceLog;
}

/** The part of pino's logger services use. */
interface ServiceLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Configuration that pages may read (no secrets). */
interface PublicConfig {
  publicUrl: string;
}

/**
 * The React Router load context: loaders and actions call the same services as the REST API,
 * in-process (docs/architecture.md#principles). Built per request by plugins/web.ts.
 */
// A type alias (not an interface) so it satisfies AppLoadContext's index signature.
export type RequestContext = {
  services: import('./services').Services;
  config: PublicConfig;
  requestId: string;
  /** The signed-in user resolved from the session cookie on the server, or null. */
  user: SessionUser | null;
  /** Client address (honours TRUST_PROXY), for rate limits. */
  ip: string;
  /** This render's secret marking the inline scripts and styles the page may run (plugins/web.ts). */
  cspNonce: string;
  /**
   * Says this answer was made while a dependency failed (a loader swallowed the error and shows a notice),
   * so the answer cache must not keep it (plugins/answer-cache.ts). `settle()` calls it.
   */
  degraded?: () => void;
  /**
   * Hands the host the HTML page the entry rendered, in memory (entry.server.tsx): the entry then answers
   * with an empty Response, and the host does not read back through web streams and a text decoder the
   * bytes it is given (docs/decisions/009-render-performance.md, "The host does each thing once"). Unset
   * outside the host.
   */
  renderedPage?: (html: Buffer) => void;
};
