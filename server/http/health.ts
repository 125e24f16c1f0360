import { Hono } from 'hono';
import { isDatabaseReachable } from '../db/connection.ts';
import type { AppEnv } from './app-env.ts';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const isDbUp = await isDatabaseReachable(c.var.services.db);
  c.header('Cache-Control', 'no-store');
  return c.json(
    { success: isDbUp, data: { status: isDbUp ? 'ok' : 'degraded', database: isDbUp ? 'up' : 'down' } },
    isDbUp ? 200 : 503,
  );
});
