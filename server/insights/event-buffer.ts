import type { Logger } from '../logger.ts';

// Decision 029: page views and events wait in memory and are written in batches, so counting a
// page costs a request a hash and an array push, never a database write. The buffer holds at most
// MAX_BUFFERED events: if the database stops taking them, newer ones are dropped (and the drops
// counted in the log) rather than memory growing. A flush writes everything waiting in one
// batched insert, every FLUSH_EVERY_MS or as soon as FLUSH_AT events wait; stop() writes what is
// left, so a shutdown loses nothing.

export const MAX_BUFFERED = 5000;
export const FLUSH_AT = 200;
export const FLUSH_EVERY_MS = 2000;

export type EventBuffer<T> = {
  push: (event: T) => void;
  /** Writes what waits now (after a flush under way); resolves when written or given up. */
  flush: () => Promise<void>;
  /** Stops the timer and writes what is left. */
  stop: () => Promise<void>;
};

export function startEventBuffer<T>(options: {
  write: (events: T[]) => Promise<void>;
  logger: Logger;
  maxBuffered?: number;
  flushAt?: number;
  flushEveryMs?: number;
}): EventBuffer<T> {
  const { write, logger } = options;
  const maxBuffered = options.maxBuffered ?? MAX_BUFFERED;
  const flushAt = options.flushAt ?? FLUSH_AT;
  let waiting: T[] = [];
  let dropped = 0;
  let writing: Promise<void> | undefined;
  let isFlushQueued = false;

  const writeWaiting = async () => {
    if (dropped > 0) {
      logger.warn({ dropped }, 'insights: events dropped, the buffer was full');
      dropped = 0;
    }
    const batch = waiting;
    if (batch.length === 0) return;
    waiting = [];
    try {
      await write(batch);
    } catch (error) {
      // Kept for the next flush while there is room (the newest wait behind them); the database
      // may be back in a moment.
      const room = Math.max(0, maxBuffered - waiting.length);
      const kept = batch.slice(0, room);
      dropped += batch.length - kept.length;
      waiting = [...kept, ...waiting];
      logger.error({ err: error, events: batch.length }, 'insights: events could not be written');
    }
  };

  const flush = (): Promise<void> => {
    // One write at a time; a flush asked for during one runs after it.
    const next = (writing ?? Promise.resolve()).then(writeWaiting);
    const tracked = next.finally(() => {
      if (writing === tracked) writing = undefined;
    });
    writing = tracked;
    return tracked;
  };

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? FLUSH_EVERY_MS);
  timer.unref();

  return {
    push: (event) => {
      if (waiting.length >= maxBuffered) {
        dropped += 1;
        return;
      }
      waiting.push(event);
      if (waiting.length >= flushAt && !isFlushQueued) {
        isFlushQueued = true;
        void flush().finally(() => {
          isFlushQueued = false;
        });
      }
    },
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
