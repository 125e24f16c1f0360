import { Hono } from 'hono';
import { isDatabaseReachable } from '../db/connection.ts';
import type { AppEnv } from './app-env.ts';

// GET /api/health, for load balancers and whoever runs the site: which database and which file
// store this instance uses, and whether each answers. 200 when both do, 503 otherwise (the
// balancer then sends visitors to an instance that can serve them). Kinds only: no addresses,
// paths or bucket names for a stranger.

// A store that does not answer in this long counts as down; the check must not hang the probe.
const CHECK_TIMEOUT_MS = 3_000;

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, files, config } = c.var.services;
  const [isDbUp, isFilesUp] = await Promise.all([
    isDatabaseReachable(db),
    withTimeout(files.check(), CHECK_TIMEOUT_MS).then(
      () => true,
      (error: unknown) => {
        c.var.services.logger.warn({ err: error }, 'file store check failed');
        return false;
      },
    ),
  ]);
  const isUp = isDbUp && isFilesUp;
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      success: isUp,
      data: {
        status: isUp ? 'ok' : 'degraded',
        database: isDbUp ? 'up' : 'down',
        databaseKind: config.database.kind,
        files: isFilesUp ? 'up' : 'down',
        filesKind: files.describe.kind,
      },
    },
    isUp ? 200 : 503,
  );
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
