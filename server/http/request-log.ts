import { createMiddleware } from 'hono/factory';
import { pino } from 'pino';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

// One JSON line per request: method, path, status and duration in milliseconds, in the shape of
// every other pino line ({"level":30,"time":"…","method":…,"msg":"request"}). It is written for
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

type RequestFacts = { method: string; path: string; status: number; durationMs: number };

/** The log line of one request (with its newline), as pino would write it. */
export function requestLine(level: number, time: string, request: RequestFacts): string {
  const { method, path, status, durationMs } = request;
  return `{"level":${level},"time":"${time}","method":${jsonString(method)},"path":${jsonString(path)},"status":${status},"durationMs":${durationMs},"msg":"request"}\n`;
}

export function logRequest(
  logger: Logger,
  request: { method: string; path: string; status: number; started: number },
): void {
  const { method, path, status, started } = request;
  const level = status >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  const line = requestLine(LEVEL[level], timeOfNow(), { method, path, status, durationMs });
  queueLine((logger as unknown as Record<symbol, LineSink>)[pino.symbols.streamSym] as LineSink, line);
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
