import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { pino } from 'pino';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { type RequestScope, requestScope } from '../request-scope.ts';
import { activeTracing } from '../telemetry/tracer.ts';
import type { AppEnv } from './app-env.ts';
import { clientAddress } from './client-address.ts';
import { requestIdOf } from './request-id.ts';
import { routePatternOf } from './route-pattern.ts';

// One JSON line per request: its id, method, path, route pattern, status, duration in
// milliseconds, bytes sent, the caller's address and the signed-in user, in the shape of every
// other pino line ({"level":30,"time":"…","method":…,"msg":"request"}). It is written for
// every request, cache hits included, so it is built here and the lines go to the logger's
// destination in blocks. Through pino's general path, one write a line, it cost about a fifth of
// a cached hit's throughput in the bench: the destination measures the bytes of all it holds on
// each write (decision 014).

// pino's numbers for its levels.
const LEVEL = { info: 30, error: 50 } as const;

type LineSink = { write(text: string): unknown; flushSync?: () => void };

// Lines waiting to be written, by destination: written together when they fill a block or when
// the oldest has waited FLUSH_MS, and at exit, where the destination (asynchronous, server/logger.ts)
// is told to write out what it holds before the process ends.
const FLUSH_BYTES = 16 * 1024;
const FLUSH_MS = 50;
const pending = new Map<LineSink, string>();
let flushTimer: NodeJS.Timeout | undefined;

function flushPending() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  for (const [sink, text] of pending) sink.write(text);
  pending.clear();
}

process.once('exit', () => {
  const sinks = [...pending.keys()];
  flushPending();
  for (const sink of sinks) {
    try {
      sink.flushSync?.();
    } catch {
      // A destination that is closed or not open yet: nothing more can be written.
    }
  }
});

function queueLine(sink: LineSink, line: string) {
  const text = (pending.get(sink) ?? '') + line;
  pending.set(sink, text);
  if (text.length >= FLUSH_BYTES) flushPending();
  else flushTimer ??= setTimeout(flushPending, FLUSH_MS).unref();
}

// Date#toISOString formats through printf; at thousands of requests a second most lines share a
// millisecond, so the string is kept for the millisecond it names.
let isoMillisecond = 0;
let isoTime = '';
function timeOfNow(): string {
  const now = Date.now();
  if (now !== isoMillisecond) {
    isoMillisecond = now;
    isoTime = new Date(now).toISOString();
  }
  return isoTime;
}

// Printable ASCII but the quote and the backslash: written as it is. Anything else (rare in a
// request path) goes through JSON.stringify.
const PLAIN_JSON_TEXT = /^[ -!#-[\]-~]*$/;
const jsonString = (text: string) => (PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text));

export type RequestFacts = {
  requestId: string;
  method: string;
  path: string;
  /** The route pattern that answered (`/api/jobs/:id`, `/careers/:slug`); empty when none did. */
  route: string;
  status: number;
  durationMs: number;
  /** Bytes sent for the response, headers included (nginx's $bytes_sent). */
  bytes: number;
  /** The caller's address, after TRUST_PROXY (http/client-address.ts). */
  address: string;
  /** The signed-in member of staff, when the request carried a session. */
  userId?: string | undefined;
  /** With tracing on, the request's trace id. */
  traceId?: string | undefined;
};

/** The log line of one request (with its newline), as pino would write it. */
export function requestLine(level: number, time: string, request: RequestFacts): string {
  const { requestId, method, path, route, status, durationMs, bytes, address, userId, traceId } = request;
  const user = userId ? `,"userId":${jsonString(userId)}` : '';
  const trace = traceId ? `,"traceId":${jsonString(traceId)}` : '';
  return `{"level":${level},"time":"${time}","requestId":${jsonString(requestId)},"method":${jsonString(method)},"path":${jsonString(path)},"route":${jsonString(route)},"status":${status},"durationMs":${durationMs},"bytes":${bytes},"address":${jsonString(address)}${user}${trace},"msg":"request"}\n`;
}

export type FinishedRequest = Omit<RequestFacts, 'durationMs'> & { started: number };

/** Writes the request's log line and counts it in the metrics (decision 030). */
export function logRequest(
  services: { logger: Logger; metrics: Pick<Metrics, 'observeRequest'> },
  request: FinishedRequest,
): void {
  const { started, ...facts } = request;
  const seconds = (performance.now() - started) / 1000;
  services.metrics.observeRequest(facts.method, facts.route, facts.status, seconds);
  const level = facts.status >= 500 ? 'error' : 'info';
  const { logger } = services;
  if (!logger.isLevelEnabled(level)) return;
  const durationMs = Math.round(seconds * 10_000) / 10;
  const line = requestLine(LEVEL[level], timeOfNow(), { ...facts, durationMs });
  queueLine((logger as unknown as Record<symbol, LineSink>)[pino.symbols.streamSym] as LineSink, line);
}

/**
 * The request id, the scope every log line made while serving the request carries, and the
 * request's own log line, for every request the app answers (cache hits before it log their
 * own). The line is written when the response has been sent (or the caller has gone), with the
 * bytes sent and the time to the last byte.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const requestId = requestIdOf(c.req.header('x-request-id'));
  // With tracing on, the request's span is active here (telemetry/trace-requests.ts runs first).
  const traceId = activeTracing()?.api.trace.getActiveSpan()?.spanContext().traceId;
  const scope: RequestScope = traceId ? { requestId, traceId } : { requestId };
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  // The socket, held here: the response lets go of it once it has finished.
  const socket = outgoing?.socket;
  const bytesBefore = socket?.bytesWritten ?? 0;
  c.set('requestId', requestId);
  await requestScope.run(scope, next);
  setResponseHeader(c, 'X-Request-ID', requestId);

  const finish = (bytes: number) =>
    logRequest(c.var.services, {
      requestId,
      method: c.req.method,
      path: c.req.path,
      route: routePatternOf(c),
      status: c.res.status,
      started,
      bytes,
      address: clientAddress(c),
      userId: scope.userId,
      traceId: scope.traceId,
    });
  if (!outgoing) {
    // Served without a Node response (Hono's own app.request): the body's declared length.
    finish(Number(c.res.headers.get('content-length') ?? 0));
    return;
  }
  const sent = () => finish((socket?.bytesWritten ?? bytesBefore) - bytesBefore);
  // A caller that hung up before the app answered has closed the response already.
  if (outgoing.closed || outgoing.destroyed) sent();
  else outgoing.once('close', sent);
});

/** Sets a header on the finished response, copying it first if its headers are immutable. */
function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
}
