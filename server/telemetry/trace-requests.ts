import type { Context as TraceContext } from '@opentelemetry/api';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { routePatternOf } from '../http/route-pattern.ts';
import { activeTracing, markFailed, type Tracing } from './tracer.ts';

// Decision 030 (traces): a SERVER span for every request the app answers, first in the app so that
// everything the request does (its queries, its S3 and SMTP calls) runs inside it and becomes its
// child. Named and described by the HTTP conventions: `GET /api/jobs/:id`, never the raw path.
// https://opentelemetry.io/docs/specs/semconv/http/http-spans/#http-server
// Pages answered by the cache fast path (http/cache-fast-path.ts) never reach the app and have no
// span (a kept page costs no query); the request log still has a line for each.

export const traceRequests = createMiddleware<AppEnv>(async (c, next) => {
  const tracing = activeTracing();
  if (!tracing) return next();
  const { api } = tracing;
  const method = c.req.method;
  const span = tracing.tracer.startSpan(
    method,
    {
      kind: api.SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'url.path': c.req.path },
    },
    callerContext(tracing, c.req.header('traceparent'), c.req.header('tracestate')),
  );
  try {
    await api.context.with(api.trace.setSpan(api.context.active(), span), next);
  } catch (error) {
    markFailed(tracing, span, error);
    throw error;
  } finally {
    // The pattern of the route that answered: a page's or a kept answer's as the app recorded it
    // (http/ssr.ts, http/page-cache.ts), else the last handler the request reached.
    const route = routePatternOf(c);
    if (route) {
      span.setAttribute('http.route', route);
      span.updateName(`${method} ${route}`);
    }
    const status = c.res.status;
    span.setAttribute('http.response.status_code', status);
    // A 4xx is the caller's doing, not a fault of the server: only 5xx marks the span.
    if (status >= 500) {
      if (c.error) markFailed(tracing, span, c.error);
      else {
        span.setAttribute('error.type', String(status));
        span.setStatus({ code: api.SpanStatusCode.ERROR });
      }
    }
    span.end();
  }
});

/** The caller's trace, continued when its traceparent is valid; a new trace otherwise. */
function callerContext(
  tracing: Tracing,
  traceparent: string | undefined,
  tracestate: string | undefined,
): TraceContext {
  const { api } = tracing;
  const active = api.context.active();
  const parent = parseTraceparent(traceparent);
  if (!parent) return active;
  return api.trace.setSpanContext(active, {
    ...parent,
    isRemote: true,
    ...(tracestate ? { traceState: api.createTraceState(tracestate) } : {}),
  });
}

// W3C Trace Context §3.2: version-traceid-parentid-flags in lower-case hex. Version ff is invalid;
// version 00 has exactly these four fields, a later version may add more after a dash; an id of
// all zeros is invalid. https://www.w3.org/TR/trace-context/#traceparent-header
const TRACEPARENT =
  /^(?<version>[0-9a-f]{2})-(?<traceId>[0-9a-f]{32})-(?<spanId>[0-9a-f]{16})-(?<flags>[0-9a-f]{2})(?<rest>-.*)?$/;
const ALL_ZEROS = /^0+$/;

export function parseTraceparent(
  header: string | undefined,
): { traceId: string; spanId: string; traceFlags: number } | undefined {
  const fields = header?.trim().match(TRACEPARENT)?.groups;
  if (!fields?.version || !fields.traceId || !fields.spanId || !fields.flags) return undefined;
  if (fields.version === 'ff' || (fields.version === '00' && fields.rest !== undefined)) return undefined;
  if (ALL_ZEROS.test(fields.traceId) || ALL_ZEROS.test(fields.spanId)) return undefined;
  return { traceId: fields.traceId, spanId: fields.spanId, traceFlags: Number.parseInt(fields.flags, 16) };
}
