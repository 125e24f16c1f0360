import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

// Decision 030: GET /metrics, the Prometheus text format, for the operator's scraper. Outside
// /api (it is no part of the site's API and carries no session). With METRICS_TOKEN set it
// answers only `Authorization: Bearer <token>`; without, only a caller on this machine that came
// through no proxy: a proxy on the same machine connects from loopback too, but says whom it
// forwards (X-Forwarded-For, Forwarded, X-Real-IP), and that caller is someone else.

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function metricsRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/metrics', async (c) => {
    const { config, metrics } = c.var.services;
    c.header('Cache-Control', 'no-store');
    if (config.metricsToken !== undefined) {
      if (!isTokenGiven(c.req.header('authorization'), config.metricsToken)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return c.text('The metrics need the bearer token set in METRICS_TOKEN.\n', 401);
      }
    } else if (!isLocalCaller(c)) {
      return c.text(
        'The metrics are served only to this machine. Set METRICS_TOKEN to read them from elsewhere.\n',
        403,
      );
    }
    return c.body(await metrics.text(), 200, { 'Content-Type': metrics.registry.contentType });
  });
  return routes;
}

/** Compared as digests, so the time taken says nothing of the token, not even its length. */
function isTokenGiven(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

function isLocalCaller(c: Context<AppEnv>): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  return address === '::1' || /^(?:::ffff:)?127\./.test(address ?? '');
}
