import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { cacheKeyOf, stampOf } from '../page-cache/cache-key.ts';
import { answerFrom, type CachedResponse, toCachedResponse } from '../page-cache/cached-response.ts';
import type { AppEnv } from './app-env.ts';
import { routePatternOf } from './route-pattern.ts';
import { isHttpsRequest, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

// The render cache in front of server rendering and the public API reads (decision 014).
// A response is kept when its handler marked it public (c.var.isPublic: the server-rendered
// public pages and anonymous API reads), it answered 200 to a GET, and it does not forbid
// storing. It is served again while the content version and the UK date it was made at still
// hold. Hits of the embedded default are mostly answered before this point, by the server's
// fast path (cache-fast-path.ts); this middleware fills the cache and answers the rest.

/** The request target (path and query) exactly as it arrived, as the fast path sees it too. */
export function requestTarget(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { url?: string } } | undefined)?.incoming;
  if (incoming?.url) return incoming.url;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  const key = cacheKeyOf(c.req.method, requestTarget(c), c.req.header('authorization'));
  if (key === undefined) return next();
  const { pageCache: cache, contentVersion, logger } = c.var.services;
  let stamp: string;
  try {
    const version = contentVersion.current();
    stamp = stampOf(typeof version === 'string' ? version : await version);
  } catch (error) {
    // Without the version nothing kept can be trusted: answer as if there were no cache.
    logger.warn(
      { err: error, path: c.req.path },
      'render cache skipped: the content version could not be read',
    );
    return next();
  }

  const kept = cache.get(key, stamp);
  if (kept) return send(c, kept);
  if (c.req.method === 'HEAD') return next();

  let isMaker = false;
  const made = await cache
    .fill(key, stamp, async () => {
      isMaker = true;
      await next();
      if (!isKeepable(c)) return undefined;
      return toCachedResponse(c.res, c.var.secureHeadersNonce, routePatternOf(c));
    })
    .catch((error: unknown) => {
      if (isMaker) throw error;
      return undefined;
    });
  if (made) {
    if (!isMaker) return send(c, made);
    // The maker's rendered response has been read into the entry; it is replaced outright (an
    // assignment over it would carry its nonce policy across).
    c.res = undefined;
    c.res = send(c, made);
    return;
  }
  // Not one to keep: the maker's own response stands; a request that waited renders its own.
  if (!isMaker) await next();
});

function isKeepable(c: Context<AppEnv>): boolean {
  if (!c.get('isPublic') || c.res.status !== 200 || !c.res.body) return false;
  if (c.res.headers.has('set-cookie') || c.res.headers.has('content-encoding')) return false;
  const cacheControl = c.res.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(cacheControl);
}

function send(c: Context<AppEnv>, kept: CachedResponse): Response {
  c.set('route', kept.route);
  const answer = answerFrom(kept, {
    method: c.req.method,
    acceptEncoding: c.req.header('accept-encoding'),
    ifNoneMatch: c.req.header('if-none-match'),
  });
  const headers = new Headers(answer.headers);
  if (isHttpsRequest(c)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return new Response(answer.body, { status: answer.status, headers });
}
