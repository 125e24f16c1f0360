import { AsyncLocalStorage } from 'node:async_hooks';

// Decision 030: what every log line made while serving a request carries (logger.ts reads it).
// The request log (http/request-log.ts) enters the scope around the app; the session check
// (http/admin-session.ts) adds the signed-in member of staff once it knows them.

export type RequestScope = {
  /** The caller's X-Request-ID when it is a safe token, else one made here (http/request-id.ts). */
  requestId: string;
  /** The signed-in member of staff's user id, once the request's session has been read. */
  userId?: string;
  /** With tracing on: the request's trace, so a log line leads to its trace and back. */
  traceId?: string;
};

export const requestScope = new AsyncLocalStorage<RequestScope>();

/** The fields of the current request for a log line, or none outside a request. */
export function requestScopeFields(): Omit<Partial<RequestScope>, never> {
  return requestScope.getStore() ?? {};
}
