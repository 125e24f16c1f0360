import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

// Request bodies are read in one way only: chunk by chunk, counting the bytes that really
// arrive, never trusting what the headers claim. Whatever the Content-Type says, a body past
// its route's limit is refused (413) without being kept, and one that stops arriving is given up
// (408). The unread rest is drained by drain-request-body.ts before the answer goes out, so the
// caller sees the message instead of a reset connection.

/** A route's limit on the bytes of its body, with the message a person sees when it is passed. */
export type BodyLimit = { maxBytes: number; tooLargeMessage: string };

// REQUEST_BODY_TIMEOUT_SECONDS (default 30): no byte for that long means the sender has gone (a
// phone on a train, or someone holding the connection open on purpose); a slow but moving upload
// is never cut off by it.
const BODY_STALLED = 'The request body stopped arriving. Please try again.';

function tooLarge(limit: BodyLimit): AppError {
  return new AppError('TOO_LARGE', limit.tooLargeMessage);
}

/** The Content-Length the caller declared, or undefined when it sent none (chunked). */
export function declaredLength(c: Context<AppEnv>): number | undefined {
  const header = c.req.header('content-length');
  if (header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

/** One read that gives up after `ms` without data. */
export async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ms: number,
): Promise<ReadableStreamReadResult<Uint8Array> | 'stalled'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), ms);
  });
  try {
    return await Promise.race([reader.read(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The body's chunks as they arrive, at most `limit.maxBytes` in all. Throws 413 as soon as the
 * declared or the counted length passes the limit, 408 when the sender stalls. The stream's lock
 * is released on the way out, so what is left can still be drained.
 */
export async function* limitedBodyChunks(
  c: Context<AppEnv>,
  limit: BodyLimit,
): AsyncGenerator<Uint8Array, void, undefined> {
  const declared = declaredLength(c);
  if (declared !== undefined && declared > limit.maxBytes) throw tooLarge(limit);
  const body = c.req.raw.body;
  if (!body) return;
  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      const result = await readWithin(reader, c.var.services.config.bodyStallTimeoutMs);
      if (result === 'stalled') {
        // The connection cannot carry another request after a half-sent body.
        throw new AppError('REQUEST_TIMEOUT', BODY_STALLED, { headers: { Connection: 'close' } });
      }
      if (result.done) return;
      received += result.value.byteLength;
      if (received > limit.maxBytes) throw tooLarge(limit);
      yield result.value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The whole body as bytes, within `limit`; for the small JSON and form bodies only. */
export async function readLimitedBytes(c: Context<AppEnv>, limit: BodyLimit): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of limitedBodyChunks(c, limit)) {
    chunks.push(chunk);
    length += chunk.byteLength;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
