import { pino } from 'pino';
import { requestScopeFields } from './request-scope.ts';

export type Logger = pino.Logger;

/**
 * JSON logs on stdout, one object a line, so any log shipper can read them. Written
 * asynchronously: under load, lines written while a write is under way go out together in the
 * next; pino flushes what is left when the process exits. The request lines, written at the rate of
 * the traffic, reach it in blocks (http/request-log.ts). A line made while serving a request
 * carries its request id and signed-in user (decision 030, request-scope.ts).
 */
export function createLogger(level: string, destination: number | string = 1): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, mixin: requestScopeFields },
    pino.destination({ dest: destination, sync: false }),
  );
}
