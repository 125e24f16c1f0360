import { createMiddleware } from 'hono/factory';
import { countHit } from '../db/rate-limits.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { clientAddress } from './client-address.ts';

// Per-address fixed-window limits on anonymous writes (DESIGN.md), counted in the database
// (db/rate-limits.ts), so a limit holds across every instance sharing it: eight enquiries from
// one address are eight, whichever instances the load balancer sends them to. RATE_LIMIT=off
// switches them off for load tests and test suites.

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

/** `name` keeps each limit's counts apart (one caller may use the contact form and apply). */
export function rateLimit(options: { name: string; max: number; windowMs: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.services.config.isRateLimited) {
      const now = Date.now();
      const { count, resetAt } = await countHit(
        c.var.services.db,
        `${options.name}:${clientAddress(c)}`,
        options.windowMs,
        now,
      );
      if (count > options.max) {
        const retryAfter = Math.max(1, Math.ceil((Date.parse(resetAt) - now) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS, {
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
    }
    await next();
  });
}
