import { randomUUID } from 'node:crypto';

// Decision 030: a request id a proxy or a client sent (X-Request-ID) is kept, so one id follows
// the request through every hop's logs; it is written into log lines and a response header, so
// only a short token of plain characters is believed. Anything else, or none, gets a new UUID.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
