import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { InsightsCollector } from './insights/collector.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { ContentVersion } from './page-cache/content-version.ts';
import type { PageCache } from './page-cache/page-cache.ts';
import type { FileStore } from './storage/file-store.ts';
import type { Spool } from './uploads/spool.ts';

/** What every request handler may use; built once in main.ts (the composition root). */
export type AppServices = {
  config: Config;
  db: Db;
  logger: Logger;
  files: FileStore;
  /** Where uploads are streamed while they arrive, before they are checked and stored. */
  spool: Spool;
  /** The outbox's sender, if a mail server is configured. */
  mail: MailQueue;
  /** Decision 028: the PDF renderer of this process. */
  renderer: RenderQueue;
  /** The public content's version: raised by content writes, read by the render cache. */
  contentVersion: ContentVersion;
  /** Rendered public pages and anonymous API reads (decision 014). */
  pageCache: PageCache;
  /** Decision 029: counts page views and events (a no-op with INSIGHTS=off). */
  insights: InsightsCollector;
  /** Decision 030: what GET /metrics reports. */
  metrics: Metrics;
};

export type MailQueue = {
  /** False without SMTP_URL: messages stay queued and the dashboard says so. */
  isConfigured: boolean;
  /** Call after queuing a message (once its transaction has committed) to send it now. */
  wake: () => void;
};

export type RenderQueue = {
  /** Call after queuing a PDF render to start it now rather than at the renderer's next poll. */
  wake: () => void;
};
