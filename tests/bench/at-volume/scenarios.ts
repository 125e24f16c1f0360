import path from 'node:path';
import { startSiteProcess } from '../../support/site-process.ts';
import type { BenchDatabase } from './database.ts';
import { activityWalk, type Endpoint, endpoints, PROBED_PAGE } from './endpoints.ts';
import type { Facts } from './fill.ts';
import { waitForLogLine } from './log-watch.ts';
import { percentile, timeRepeated, timeRequest } from './measure.ts';
import { type StallReport, startStallProbe } from './stall-probe.ts';
import type { Volumes } from './volumes.ts';

// The two server runs on a filled database. First the measurements, with the clean-up held off
// (HOUSEKEEPING_FIRST_RUN_SECONDS at a day), so they see all the data: each endpoint's first
// request after the start (cold) and then up to `requests` more, the cached page's worst wait
// idle and while an administrator pages through the activity log, and the memory. Then a
// restart that lets the first clean-up pass run on the data past its retention, with the cached
// page polled until the pass logs its end.

export type EndpointResult = {
  endpoint: Endpoint;
  coldMs: number;
  medianMs: number;
  p95Ms: number;
  bytes: number;
  status: number;
  requests: number;
};

export type ServerResults = {
  endpoints: EndpointResult[];
  idle: StallReport;
  slowQuery: StallReport & { pages: number; worstPageMs: number };
  cleanup: StallReport & { passMs: number | undefined; timedOut: boolean };
  memory: { idleMiB: number; rssMiB: number; peakMiB: number; cleanupPeakMiB: number };
};

export type RunOptions = { requests: number; budgetMs: number; cleanupTimeoutMs: number };

const COMMON_ENV = { RATE_LIMIT: 'off', SAMPLE_CONTENT: 'off', LOG_LEVEL: 'info' };

async function signIn(url: string, admin: Facts['admin']): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body: unknown = await response.json();
  const token = (body as { token?: unknown }).token;
  if (!response.ok || typeof token !== 'string') throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

async function measureEndpoint(
  url: string,
  endpoint: Endpoint,
  headers: Record<string, string>,
  options: RunOptions,
): Promise<EndpointResult> {
  const cold = await timeRequest(`${url}${endpoint.path}`, headers);
  const samples = await timeRepeated(`${url}${endpoint.path}`, headers, options.requests, options.budgetMs);
  const times = samples.map((sample) => sample.ms);
  return {
    endpoint,
    coldMs: cold.ms,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    bytes: cold.bytes,
    status: cold.status,
    requests: samples.length,
  };
}

async function probeWhile(url: string, work: () => Promise<void>): Promise<StallReport> {
  const probe = startStallProbe(`${url}${PROBED_PAGE}`);
  await work();
  return probe.stop();
}

export async function runServers(
  database: BenchDatabase,
  volumes: Volumes,
  facts: Facts,
  options: RunOptions,
  log: (line: string) => void,
): Promise<ServerResults> {
  const site = await startSiteProcess({
    dataDir: database.dataDir,
    keepLogs: false,
    env: { ...COMMON_ENV, ...database.serverEnv, HOUSEKEEPING_FIRST_RUN_SECONDS: '86400' },
  });
  let results: Omit<ServerResults, 'cleanup' | 'memory'> & {
    memory: Omit<ServerResults['memory'], 'cleanupPeakMiB'>;
  };
  try {
    const idleMiB = (await site.memory()).rssMiB;
    // Loads the page modules, so the first measured page's cold time is its own.
    await timeRequest(`${site.url}/about`);
    const auth = { Authorization: `Bearer ${await signIn(site.url, facts.admin)}` };
    // The sign-in's scrypt takes 128 MiB for a moment (server/auth/password.ts), whatever the
    // data: the peak that speaks of the data is the one after it.
    await site.resetPeak();
    const measured: EndpointResult[] = [];
    for (const endpoint of endpoints(facts, volumes)) {
      const headers = endpoint.kind === 'staff' ? auth : {};
      const result = await measureEndpoint(site.url, endpoint, headers, options);
      log(`  ${endpoint.name}: p95 ${result.p95Ms.toFixed(0)} ms, cold ${result.coldMs.toFixed(0)} ms`);
      measured.push(result);
    }
    const idle = await probeWhile(site.url, () => new Promise((resolve) => setTimeout(resolve, 2000)));
    let worstPageMs = 0;
    let pages = 0;
    const slowQuery = await probeWhile(site.url, async () => {
      const started = performance.now();
      for (const pagePath of activityWalk(volumes, 40)) {
        const { ms } = await timeRequest(`${site.url}${pagePath}`, auth);
        worstPageMs = Math.max(worstPageMs, ms);
        pages += 1;
        if (performance.now() - started > 20_000) break;
      }
    });
    const { rssMiB, peakMiB } = await site.memory();
    results = {
      endpoints: measured,
      idle,
      slowQuery: { ...slowQuery, pages, worstPageMs },
      memory: { idleMiB, rssMiB, peakMiB },
    };
  } finally {
    await site.stop();
  }

  log('  restarting for the clean-up pass');
  const cleaner = await startSiteProcess({
    dataDir: database.dataDir,
    keepLogs: false,
    env: { ...COMMON_ENV, ...database.serverEnv, HOUSEKEEPING_FIRST_RUN_SECONDS: '3' },
  });
  try {
    await timeRequest(`${cleaner.url}${PROBED_PAGE}`);
    let passMs: number | undefined;
    const cleanup = await probeWhile(cleaner.url, async () => {
      const line = await waitForLogLine(
        path.join(database.dataDir, 'server.log'),
        'housekeeping pass finished',
        options.cleanupTimeoutMs,
      );
      passMs = typeof line?.durationMs === 'number' ? line.durationMs : undefined;
    });
    const { peakMiB } = await cleaner.memory();
    // A pass still under way would hold a SIGTERM until it ends: the bench's bound comes first.
    if (passMs === undefined) await cleaner.kill('SIGKILL');
    return {
      ...results,
      cleanup: { ...cleanup, passMs, timedOut: passMs === undefined },
      memory: { ...results.memory, cleanupPeakMiB: peakMiB },
    };
  } finally {
    await cleaner.stop();
  }
}
