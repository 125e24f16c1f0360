import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { cacheKeyOf, stampOf } from '../page-cache/cache-key.ts';
import { answerFrom } from '../page-cache/cached-response.ts';
import type { AppServices } from '../services.ts';
import { clientAddressOf } from './client-address.ts';
import { requestIdOf } from './request-id.ts';
import { logRequest } from './request-log.ts';
import { isHttps, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

// A cached page or public read answered straight from the Node request, before the web
// framework builds anything for it (decision 014): a hit is a map lookup and one write, so the
// site keeps up with a shared job advert. Only where the content version is known without
// asking (the embedded SQLite default, one process); otherwise, and for every miss, the request
// goes on to the app, whose page-cache middleware does the same with the database's version.
// The request is logged and counted like any other, and given its id (decision 030).

export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

export function createCacheFastPath(services: AppServices): FastPath {
  const { pageCache, contentVersion, config, insights } = services;
  return (request, response) => {
    const started = performance.now();
    const bytesBefore = request.socket.bytesWritten;
    const target = request.url ?? '/';
    const key = cacheKeyOf(request.method ?? '', target, request.headers.authorization);
    if (key === undefined || !pageCache.has(key)) return false;
    const version = contentVersion.current();
    if (typeof version !== 'string') return false;
    const kept = pageCache.get(key, stampOf(version));
    if (!kept) return false;

    const answer = answerFrom(kept, {
      method: request.method ?? 'GET',
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
    });
    const isSecure = isHttps(
      (request.socket as TLSSocket).encrypted === true,
      headerValue(request.headers['x-forwarded-proto']),
      config.isBehindProxy,
    );
    const requestId = requestIdOf(request.headers['x-request-id']);
    const headers = [...answer.headerList, 'x-request-id', requestId];
    if (isSecure) headers.push('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    response.writeHead(answer.status, headers);
    response.end(answer.body ?? undefined);
    const address = clientAddressOf(request, config.isBehindProxy);
    // Decision 029: a kept page counts as a view like a rendered one (after the answer is sent).
    insights.countPageView({
      method: request.method ?? 'GET',
      target,
      status: answer.status,
      header: (name) => headerValue(request.headers[name]),
      address,
    });
    const queryAt = target.indexOf('?');
    // The body is written (or queued) by now: the socket's count has it.
    logRequest(services, {
      requestId,
      method: request.method ?? 'GET',
      path: queryAt === -1 ? target : target.slice(0, queryAt),
      route: kept.route,
      status: answer.status,
      started,
      bytes: request.socket.bytesWritten - bytesBefore,
      address,
    });
    return true;
  };
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
