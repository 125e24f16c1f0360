import { pino } from 'pino';

export type Logger = pino.Logger;

/** JSON logs on stdout, one object a line, so any log shipper can read them. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
