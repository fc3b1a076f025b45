import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import type { Database } from '@campito/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceDeps } from './context';
import type { Config } from './env';
import { createMediaStorage, type MediaStorage } from './media/storage';
import { uploadTmpDir } from './media/uploads';
import { startAfterAdoptionRounds } from './modules/after-adoption/followup-rounds';
import { startAlertMails } from './modules/alerts/alerts.worker';
import { watchTableChanges } from './modules/cache/table-changes';
import { watchTables } from './modules/cache/versioned-cache';
import { startCertificateNotices } from './modules/certificates/certificates.worker';
import { startFosterReminders } from './modules/fosters/foster-reminders';
import { type Housekeeper, startHousekeeping } from './modules/housekeeping/housekeeping';
import { AccessLog, serverLogger } from './modules/logging/access-log';
import { createMailTransport } from './modules/mail/transport';
import { type MailWorker, startMailWorker } from './modules/mail/worker';
import { metricsPlugin } from './modules/metrics/metrics';
import { startNeedReminders } from './modules/needs/needs.worker';
import { mercadoPagoRootRoutes } from './modules/payments/payments.routes';
import { startPledgeReminders } from './modules/payments/subscriptions/pledges.worker';
import { apiPlugin } from './modules/routes';
import { isSiteBundle, securityHeadersPlugin } from './modules/security/headers';
import { capConnectionsPerAddress, limitTextBodyTime, TIMEOUTS } from './modules/security/limits';
import { originCheckPlugin } from './modules/security/origin';
import { shareImagesRoutes } from './modules/share-images/share-images.routes';
import { startVisitsWorker } from './modules/visits/visits.worker';
import { adminGatePlugin } from './plugins/admin-gate';
import { answerCachePlugin } from './plugins/answer-cache';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { mediaPlugin } from './plugins/media';
import { openApiPlugin } from './plugins/openapi';
import { sessionPlugin } from './plugins/session';
import { type WebOptions, webPlugin } from './plugins/web';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServiceDeps;
    services: Services;
    routeTable: { method: string; url: string }[];
  }
}

export interface AppOptions {
  config: Config;
  /** Opened (and migrated) by the caller; closed by the app on close. */
  database: Database;
  /** Closed by the app on close; from the configuration (createMediaStorage) when absent. */
  storage?: MediaStorage;
  /** The server-rendered site; API-only when absent (API tests). */
  web?: WebOptions;
  logger?: FastifyServerOptions['logger'];
  /** Where the configured logger writes (stdout when unset); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Background work (the mail outbox worker, housekeeping); off in API tests, which drive it themselves. */
  workers?: boolean;
  /** The client timeouts (modules/security/limits.ts); tests shorten them. */
  timeouts?: typeof TIMEOUTS;
}

/** Builds the whole HTTP application without listening, so tests can drive it with inject(). */
export async function buildApp(options: AppOptions) {
  const { config, database, timeouts = TIMEOUTS } = options;
  // While closing, answers that finish tell keep-alive clients to hang up, so close() need not wait
  // for their idle sockets to time out.
  let closing = false;
  const open = new Set<Socket>();
  const app = Fastify({
    // Fastify's own HTTP server, made here to track the connections that never sent a byte.
    serverFactory: (handler, opts) => {
      const server = createServer(opts.http ?? {}, handler);
      // Connections that have not sent a byte yet (a browser's speculative preconnects): Node counts them
      // neither idle nor busy, so a closing server would wait for their 30 s socket timeout. Kept until they
      // close; read with `bytesRead` when closing (a 'data' listener would take reading away from the parser).
      server.on('connection', (socket) => {
        open.add(socket);
        socket.once('close', () => open.delete(socket));
      });
      server.keepAliveTimeout = timeouts.keepAliveMs;
      server.requestTimeout = timeouts.requestMs;
      server.setTimeout(timeouts.idleSocketMs);
      return server;
    },
    // Reset and verification tokens, and the sign-in provider's code, never reach the logs (redact.ts).
    ...(options.logger !== undefined
      ? { logger: options.logger }
      : { loggerInstance: serverLogger(config.logLevel, options.logStream) }),
    // One line per request instead of Fastify's two.
    logController: new AccessLog(),
    genReqId: () => randomUUID(),
    // A hop count, an address list, or true (see TRUST_PROXY).
    trustProxy: (config.trustProxy ?? false) as boolean | string,
    bodyLimit: 1024 * 1024,
    // Slow or idle clients cannot hold sockets (SECURITY.md): see modules/security/limits.ts.
    connectionTimeout: timeouts.idleSocketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkMs },
    // While closing: new requests get 503, idle keep-alive sockets are closed, in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  // Behind a trusted proxy every connection comes from the proxy, which caps them itself.
  if (!config.trustProxy && config.maxConnectionsPerIp > 0) {
    capConnectionsPerAddress(app.server, config.maxConnectionsPerIp);
  }
  limitTextBodyTime(app, timeouts.textBodyMs);
  // Every route as registered, so suites (the authorization matrix) can prove none escapes them.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const storage = options.storage ?? (await createMediaStorage(config));
  // One change feed for every cache in memory (answers, staff totals, sessions).
  const changes = await watchTableChanges(database, app.log);
  const tables = watchTables(changes);
  const deps: ServiceDeps = {
    database,
    db: database.db,
    storage,
    config,
    mail: { wake() {} },
    changes,
    tableCache: tables.cache,
    log: app.log,
  };
  app.decorate('deps', deps);
  app.decorate('services', createServices(deps));
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isSiteBundle(request.url)) reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    tables.stop();
    await changes.stop();
    await database.close();
    await storage.close?.();
  });

  if (options.workers) {
    let worker: MailWorker | undefined;
    let housekeeper: Housekeeper | undefined;
    let alerts: { stop(): void } | undefined;
    let visits: { stop(): Promise<void> } | undefined;
    let pledges: { stop(): Promise<void> } | undefined;
    let certificates: { stop(): Promise<void> } | undefined;
    let needs: { stop(): Promise<void> } | undefined;
    let followups: { stop(): Promise<void> } | undefined;
    let fosters: { stop(): Promise<void> } | undefined;
    app.addHook('onListen', async () => {
      alerts = startAlertMails(app.services.alerts, changes, app.log);
      visits = startVisitsWorker(database, app.services.visits, app.log);
      pledges = startPledgeReminders(database, app.services.pledges, app.services.increases, app.log);
      certificates = startCertificateNotices(database, app.services.certificates, app.log);
      needs = startNeedReminders(database, app.services.needs, app.log);
      followups = startAfterAdoptionRounds(database, app.services, app.log);
      fosters = startFosterReminders(database, app.services.fosterReminders, app.log);
      worker = startMailWorker(database.db, createMailTransport(config), app.log);
      deps.mail.wake = worker.wake;
      housekeeper = startHousekeeping(
        {
          database,
          storage,
          tmpDir: uploadTmpDir(config.dataDir),
          outboxRetentionDays: config.housekeeping.outboxRetentionDays,
          visitsKeepDays: config.housekeeping.visitsKeepDays,
          intervalHours: config.housekeeping.intervalHours,
        },
        app.log,
      );
    });
    app.addHook('preClose', async () => {
      alerts?.stop();
      await Promise.all([
        worker?.stop(),
        housekeeper?.stop(),
        visits?.stop(),
        pledges?.stop(),
        certificates?.stop(),
        needs?.stop(),
        followups?.stop(),
        fosters?.stop(),
      ]);
    });
  }

  // Each plugin names the plugins it needs (fastify-plugin): registered out of order, the app fails to start.
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(sessionPlugin);
  await app.register(originCheckPlugin);
  await app.register(answerCachePlugin);
  await app.register(metricsPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(apiPlugin, { prefix: '/api' });
  await app.register(mediaPlugin, { storage });
  // Each dog's share card (og:image), made from its media.
  await app.register(shareImagesRoutes);
  await app.register(mercadoPagoRootRoutes);
  await app.register(adminGatePlugin);
  if (options.web) await app.register(webPlugin, options.web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
