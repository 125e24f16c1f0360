import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { OUTBOX_STATUSES } from '../../domain/outbox.ts';
import type { Db } from '../db/connection.ts';
import { outboxDepth } from '../db/email-outbox.ts';
import type { PageCache } from '../page-cache/page-cache.ts';
import { createRequestMetrics } from './request-metrics.ts';

// Decision 030: what an operator graphs and alerts on, in the Prometheus text format at
// GET /metrics (http/routes/metrics.ts). One registry per server (not prom-client's global one),
// so servers started side by side in one process (the tests) count apart. Names follow
// Prometheus' conventions: base units (seconds, bytes), `_total` for counters.
//
// Labels are bounded: a route is the pattern that answered (`/api/jobs/:id`, `/careers/:slug`),
// never the path a stranger typed; a method outside HTTP's usual few is `other`.

const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
// The outbox's waiting and troubled messages; sent and cancelled ones are history, not depth.
const DEPTH_STATUSES = OUTBOX_STATUSES.filter((status) => status !== 'sent' && status !== 'cancelled');

export type Metrics = {
  registry: Registry;
  /** Everything, in the Prometheus text format (`registry.contentType`). */
  text: () => Promise<string>;
  /** One answered request: its method, route pattern, status and time to the response. */
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** One database query, by its first keyword (select, insert…). */
  observeQuery: (operation: string, seconds: number) => void;
  /** Files received whole in a multipart form (before their own checks). */
  countUpload: (bytes: number) => void;
  /** A try to send an e-mail that failed; `isFinal` when it will not be tried again. */
  countEmailFailure: (isFinal: boolean) => void;
  /** A housekeeping pass: how long it took and how many of its tasks failed. */
  observeHousekeeping: (seconds: number, failedTasks: number) => void;
  /**
   * What is read when scraped: the render cache and the outbox. Given once both exist (the
   * database itself reports its query times to this registry, so it is made after it).
   */
  watch: (sources: Sources) => void;
};

type Sources = { db: Db; pageCache: PageCache };

export function createMetrics(): Metrics {
  const registry = new Registry();
  let sources: Sources | undefined;
  // Process memory and CPU, the heap, garbage collection and the event loop's delay.
  collectDefaultMetrics({ register: registry });

  // The request metrics are kept by hand (request-metrics.ts says why) and written after the rest.
  const requestMetrics = createRequestMetrics();
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time, by operation',
    labelNames: ['operation'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes of files received in forms (CVs, pictures)',
    registers: [registry],
  });
  const uploadFiles = new Counter({
    name: 'upload_files_total',
    help: 'Files received in forms',
    registers: [registry],
  });
  const emailFailures = new Counter({
    name: 'email_send_failures_total',
    help: 'Tries to send an e-mail that failed; final="true" when the message is failed for good',
    labelNames: ['final'] as const,
    registers: [registry],
  });
  const housekeepingRuns = new Counter({
    name: 'housekeeping_runs_total',
    help: 'Clean-up passes finished (retention, expired sessions, old e-mails, insights roll-ups)',
    registers: [registry],
  });
  const housekeepingFailures = new Counter({
    name: 'housekeeping_task_failures_total',
    help: 'Clean-up tasks that failed (each is logged with its cause)',
    registers: [registry],
  });
  const housekeepingDuration = new Histogram({
    name: 'housekeeping_duration_seconds',
    help: 'Time a clean-up pass took',
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [registry],
  });

  // Read when scraped: the render cache's own counts, and the outbox from the database (shared
  // by every instance: aggregate these with max, not sum).
  let countedHits = 0;
  let countedFills = 0;
  new Counter({
    name: 'page_cache_hits_total',
    help: 'Answers from the render cache',
    registers: [registry],
    collect() {
      const hits = sources?.pageCache.counts().hits ?? countedHits;
      this.inc(hits - countedHits);
      countedHits = hits;
    },
  });
  new Counter({
    name: 'page_cache_fills_total',
    help: 'Pages and public reads rendered to fill the render cache (its misses)',
    registers: [registry],
    collect() {
      const fills = sources?.pageCache.counts().fills ?? countedFills;
      this.inc(fills - countedFills);
      countedFills = fills;
    },
  });
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Memory held by the render cache, every encoding counted',
    registers: [registry],
    collect() {
      this.set(sources?.pageCache.size().bytes ?? 0);
    },
  });
  new Gauge({
    name: 'page_cache_entries',
    help: 'Responses kept by the render cache',
    registers: [registry],
    collect() {
      this.set(sources?.pageCache.size().entries ?? 0);
    },
  });
  // The outbox is read once per scrape for both gauges below.
  let depth: ReturnType<typeof outboxDepth> | undefined;
  const readDepth = async () => {
    if (!sources) return { counts: {}, oldestQueuedAt: undefined };
    depth ??= outboxDepth(sources.db, DEPTH_STATUSES).finally(() => {
      depth = undefined;
    });
    return depth;
  };
  new Gauge({
    name: 'outbox_messages',
    help: 'E-mails in the outbox waiting, being sent or failed, by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { counts } = await readDepth();
      for (const status of DEPTH_STATUSES) this.set({ status }, counts[status] ?? 0);
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_seconds',
    help: 'Age of the oldest e-mail waiting to be sent (0 when none waits)',
    registers: [registry],
    async collect() {
      const { oldestQueuedAt } = await readDepth();
      this.set(oldestQueuedAt ? Math.max(0, (Date.now() - Date.parse(oldestQueuedAt)) / 1000) : 0);
    },
  });

  return {
    registry,
    observeRequest: requestMetrics.observe,
    async text() {
      return `${await registry.metrics()}\n${requestMetrics.text()}`;
    },
    observeQuery(operation, seconds) {
      queries.observe({ operation }, seconds);
    },
    countUpload(bytes) {
      uploads.inc(bytes);
      uploadFiles.inc();
    },
    countEmailFailure(isFinal) {
      emailFailures.inc({ final: String(isFinal) });
    },
    observeHousekeeping(seconds, failedTasks) {
      housekeepingRuns.inc();
      housekeepingDuration.observe(seconds);
      if (failedTasks > 0) housekeepingFailures.inc(failedTasks);
    },
    watch(given) {
      sources = given;
    },
  };
}
