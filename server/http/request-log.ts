import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

/** One JSON log line per request: method, path, status and duration in milliseconds. */
export function logRequest(
  logger: Logger,
  request: { method: string; path: string; status: number; started: number },
): void {
  const { method, path, status, started } = request;
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  logger[status >= 500 ? 'error' : 'info']({ method, path, status, durationMs }, 'request');
}

/** The log line of every request the app answers (cache hits before it log their own). */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  logRequest(c.var.services.logger, {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    started,
  });
});
