import type { Logger } from './logger.ts';

// The last line of defence: an error that escaped every handler in the request path (an emitter
// with no 'error' listener, a promise nobody awaited). Node's default is to end the process,
// which would drop every request in flight and every upload half-received for the sake of one
// broken request. Each such escape is a bug, so it is logged at error level with its cause for
// someone to fix, and the process goes on serving; the requests in flight finish as usual.
// Anything that leaves the process unable to serve (the database gone, the port lost) is found
// by the health check and the process manager, not here.

export const UNCAUGHT_MESSAGE = 'uncaught exception: the process goes on';
export const UNHANDLED_REJECTION_MESSAGE = 'unhandled promise rejection: the process goes on';

/** Installs the guard once per process; later calls (tests starting several servers) do nothing. */
export function installProcessGuard(logger: Logger): void {
  if (isInstalled) return;
  isInstalled = true;
  process.on('uncaughtException', (error, origin) => {
    logger.error({ err: error, origin }, UNCAUGHT_MESSAGE);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, UNHANDLED_REJECTION_MESSAGE);
  });
}

let isInstalled = false;
