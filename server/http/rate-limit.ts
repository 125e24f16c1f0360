import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { clientAddress } from './client-address.ts';

// Per-address fixed-window limits on anonymous writes (DESIGN.md). In memory: each instance
// counts its own callers, which is enough to blunt abuse; RATE_LIMIT=off switches them off for
// load tests and test suites.

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

type Window = { count: number; resetAt: number };

export class RateLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #max: number;
  readonly #windowMs: number;

  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  /** Counts one hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size > 10_000) this.#sweep(now);
      window = { count: 0, resetAt: now + this.#windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.#max ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

export function rateLimit(options: { max: number; windowMs: number }) {
  const limiter = new RateLimiter(options.max, options.windowMs);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.services.config.isRateLimited) {
      const retryAfter = limiter.hit(clientAddress(c));
      if (retryAfter > 0) {
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS, {
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
    }
    await next();
  });
}
