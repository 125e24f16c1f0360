import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { declaredLength, readWithin } from './limited-body.ts';

// A request refused before its body was read (401 on an upload with an expired token, 413 on an
// 11 MB CV, 415 on a body of the wrong type) still has the body on its way. Answering and closing
// at once makes most clients report a reset connection instead of the message, because they are
// still writing. So the unread rest is read and thrown away first, up to a bound, and then the
// answer goes out; past the bound the answer says Connection: close. Memory stays flat: nothing
// drained is kept.

// Past this many bytes, or this much time, the sender is not one that deserves the wait.
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 60_000;

/** Reads and discards the rest of a body; false when it had to give up (too much, too slow). */
async function drainBody(
  request: Request,
  options: { declaredLength: number | undefined; stallTimeoutMs: number },
): Promise<boolean> {
  if (options.declaredLength !== undefined && options.declaredLength > DRAIN_MAX_BYTES) return false;
  const body = request.body;
  if (!body) return true;
  if (body.locked) return false;
  const reader = body.getReader();
  const deadline = Date.now() + DRAIN_MAX_MS;
  let drained = 0;
  try {
    for (;;) {
      const wait = Math.min(options.stallTimeoutMs, Math.max(1, deadline - Date.now()));
      const result = await readWithin(reader, wait);
      if (result === 'stalled') return false;
      if (result.done) return true;
      drained += result.value.byteLength;
      if (drained > DRAIN_MAX_BYTES) return false;
    }
  } catch {
    // The sender went away: nothing left to drain.
    return true;
  } finally {
    reader.releaseLock();
  }
}

export const drainRequestBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const method = c.req.method;
  if (c.res.status < 400 || method === 'GET' || method === 'HEAD') return;
  // An answer that already ends the connection (a stalled sender) needs no drain.
  if (c.res.headers.get('Connection')?.toLowerCase() === 'close') return;
  const isDrained = await drainBody(c.req.raw, {
    declaredLength: declaredLength(c),
    stallTimeoutMs: c.var.services.config.bodyStallTimeoutMs,
  });
  if (!isDrained) c.header('Connection', 'close');
});
