import { pino } from 'pino';

export type Logger = pino.Logger;

/**
 * JSON logs on stdout, one object a line, so any log shipper can read them. Written
 * asynchronously: under load, lines written while a write is under way go out together in the
 * next; pino flushes what is left when the process exits. The request lines, written at the rate of
 * the traffic, reach it in blocks (http/request-log.ts).
 */
export function createLogger(level: string): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: false }),
  );
}
