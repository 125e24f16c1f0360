import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './app-env.ts';

/**
 * The route pattern that answered the request (`/api/jobs/:id`, `/careers/:jobId`), for the
 * request log, the metrics, the render cache's entries and the trace's span name (decision 030).
 * A page's or a kept answer's is the one the app recorded (http/ssr.ts, http/page-cache.ts);
 * otherwise Hono's, of the last handler the request reached. Read after the handlers have run.
 */
export function routePatternOf(c: Context<AppEnv>): string {
  return c.get('route') ?? routePath(c);
}
