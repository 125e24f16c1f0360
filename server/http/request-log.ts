import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

/** One JSON log line per request: method, path, status and duration in milliseconds. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  const status = c.res.status;
  const level = status >= 500 ? 'error' : 'info';
  c.var.services.logger[level]({ method: c.req.method, path: c.req.path, status, durationMs }, 'request');
});
