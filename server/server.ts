import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { scheduleSingleSignOnRecheck } from './auth/sso-recheck.ts';
import { type StatementRenderer, startStatementRenderer } from './capability-statements/renderer.ts';
import type { Config } from './config.ts';
import { createDb } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { type SqliteCheckpointer, startSqliteCheckpointer } from './db/sqlite-checkpointer.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { createCacheFastPath } from './http/cache-fast-path.ts';
import { clientBuildDirectory } from './http/static-files.ts';
import { type RunningInsights, startInsights } from './insights/collector.ts';
import { insertInsightEvents } from './insights/event-store.ts';
import { lazySqliteEventWriter } from './insights/sqlite-event-writer.ts';
import { createLogger, type Logger } from './logger.ts';
import { type MailSender, startOutboxSender } from './mail/outbox-sender.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { createContentVersion } from './page-cache/content-version.ts';
import { createPageCache } from './page-cache/page-cache.ts';
import { startPublishingScheduler } from './publishing/scheduler.ts';
import { seed } from './seed.ts';
import type { AppServices } from './services.ts';
import type { FileStore } from './storage/file-store.ts';
import { createLocalFileStore } from './storage/local-file-store.ts';
import { makeDataDirPrivate } from './storage/private-files.ts';
import { startTracing } from './telemetry/start-tracing.ts';
import { createSpool } from './uploads/spool.ts';

export type RunningServer = {
  url: string;
  services: AppServices;
  /** Decision 029: the collector, whose flush() tests call to read what was counted. */
  insights: RunningInsights;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close: () => Promise<void>;
};

export type StartOptions = {
  /** Directory holding React Router's build (client/ and server/); omit to serve only the API. */
  buildDir?: string;
  logger?: Logger;
};

/** The composition root: builds every service once and starts listening. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  // CVs, password hashes and the signing key live here: readable by this user only.
  const stillOpen = makeDataDirPrivate(config.dataDir);
  if (stillOpen.length > 0) {
    logger.warn(
      { folders: stillOpen },
      'these data folders belong to another user and may be readable by others',
    );
  }
  // Decision 030: OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set, nothing loaded
  // otherwise; started before the services, which ask as they are built whether to trace.
  const stopTracing = await startTracing(logger);
  // Decision 030: one registry for this server, read at GET /metrics; the database reports its
  // query times to it.
  const metrics = createMetrics();
  const db = createDb(config.database, { onQuery: metrics.observeQuery });
  const applied = await migrateToLatest(db, config.database);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  await seed(db, config, logger);
  // Decision 023: SQLite's checkpoints leave the event loop for a thread of their own.
  const checkpointer: SqliteCheckpointer | undefined =
    config.database.kind === 'sqlite'
      ? await startSqliteCheckpointer(db, config.database.file, logger)
      : undefined;
  if (!config.isRateLimited) logger.warn('RATE_LIMIT=off: per-address rate limits are disabled');

  const pageCache = createPageCache(config.pageCacheBytes);
  metrics.watch({ db, pageCache });
  const sender = await startMailSender(config, db, logger, metrics);
  let renderer: StatementRenderer | undefined;
  // Decision 029: page views and events, buffered in memory and written in batches; on SQLite by
  // a thread of their own (started by the first batch), so the event loop spends nothing on the
  // inserts.
  const eventWriter =
    config.isInsightsOn && config.database.kind === 'sqlite'
      ? lazySqliteEventWriter(config.database.file, logger, (rows) => insertInsightEvents(db, rows))
      : undefined;
  const insights = startInsights({ config, db, logger }, eventWriter ? { write: eventWriter.write } : {});
  const services: AppServices = {
    config,
    db,
    logger,
    files: await createFileStore(config),
    spool: createSpool(config.dataDir),
    mail: { isConfigured: sender !== undefined, wake: () => sender?.wake() },
    renderer: { wake: () => renderer?.wake() },
    contentVersion: createContentVersion(db, config.database.kind),
    pageCache,
    insights,
    metrics,
  };
  const web = options.buildDir ? await loadWeb(options.buildDir) : undefined;
  const app = createApp(services, web);

  const fastPath = createCacheFastPath(services);
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    // Kept pages are answered before the app sees the request (http/cache-fast-path.ts).
    createServer: ((options: ServerOptions, listener: RequestListener) =>
      createServer(options, (request, response) => {
        if (!fastPath(request, response)) listener(request, response);
      })) as typeof createServer,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  const stopHousekeeping = scheduleHousekeeping(services, { firstAfterMs: config.housekeepingFirstRunMs });
  // Decision 027: single sign-on sessions re-checked with the provider every OIDC_RECHECK_MINUTES.
  const stopSsoRecheck = scheduleSingleSignOnRecheck(services);
  // Decision 024: scheduled publish and unpublish, checked at start and every tick.
  const stopPublishing = startPublishingScheduler(services, config.publishingTickMs);
  // Decision 028: PDFs of capability statements and case studies, made off the request path.
  renderer = startStatementRenderer(services);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets with no request in flight would hold close() open; end them now.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      // A sweep under way finishes (a file and its record go together) before the database closes.
      await stopHousekeeping();
      // After the requests (the last ones counted), before the database: nothing counted is lost.
      await insights.stop();
      await eventWriter?.stop();
      await stopSsoRecheck();
      // A scheduled publish under way finishes (its transaction) before the database closes.
      await stopPublishing();
      // After the requests (which may queue mail), before the database: a send in flight is
      // finished and recorded, so it is neither lost nor sent twice.
      await sender?.stop();
      // A PDF being made is finished and recorded (its file and its row go together).
      await renderer?.stop();
      await checkpointer?.stop();
      await db.destroy();
      // Last: the spans of all the above go out before the process ends.
      await stopTracing();
    })();
    return closing;
  };
  return { url, services, insights, close };
}

// The S3 client and the SMTP library are loaded only when configured: the embedded default
// (local files, no SMTP_URL) does not carry their tens of megabytes (decision 007).

async function createFileStore(config: Config): Promise<FileStore> {
  if (config.files.kind !== 's3') return createLocalFileStore(config.dataDir);
  const { createS3FileStore } = await import('./storage/s3-file-store.ts');
  return createS3FileStore(config.files.settings);
}

async function startMailSender(
  config: Config,
  db: ReturnType<typeof createDb>,
  logger: Logger,
  metrics: Metrics,
): Promise<MailSender | undefined> {
  if (!config.mail.smtp) {
    logger.warn(
      'SMTP_URL is not set: e-mail is queued only, not sent (the dashboard Outbox lists it; enquiries and applications are stored as usual)',
    );
    return undefined;
  }
  const { createSmtpTransport, describeSmtpUrl } = await import('./mail/smtp-transport.ts');
  logger.info({ smtp: describeSmtpUrl(config.mail.smtp.url) }, 'sending e-mail through the SMTP server');
  return startOutboxSender({
    db,
    config,
    logger,
    metrics,
    transport: createSmtpTransport(config.mail.smtp),
  });
}

async function loadWeb(buildDir: string) {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const build: ServerBuild = await import(serverEntry);
  return { build, clientBuildDir: clientBuildDirectory(buildDir) };
}
