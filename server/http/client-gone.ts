// A caller that hangs up before its request is read (a closed tab, a phone that lost signal, a
// client's own timeout) is no fault of ours: the request is logged as nginx logs it, status 499
// "client closed request", at info level, not as a 500 with a stack.

export const CLIENT_CLOSED_STATUS = 499;

// Node's http server fails the request body with Error('aborted') and code ECONNRESET when the
// socket closes mid-body; a stream piped from it may fail with ERR_STREAM_PREMATURE_CLOSE. Web
// streams can wrap either as the cause of their own error.
const GONE_CODES = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'EPIPE', 'ECONNABORTED']);

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** Whether `error` is the client having gone away (its request's `signal` aborted, or a reset). */
export function isClientGone(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  let current: unknown = error;
  // A short chain: an error wrapped by a stream, wrapped by a reader.
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = codeOf(current);
    if (typeof code === 'string' && GONE_CODES.has(code)) return true;
    current = current.cause;
  }
  return false;
}
