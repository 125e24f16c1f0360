import type { Logger } from './logger.ts';

// The loop behind each database queue a server process works through (the outbox's mail sender,
// decision 013; the PDF renderer, decision 028). A queue is shared by every instance and each
// claims its next item with a lease, so the loop only has to: take one turn (claim and handle one
// item), go again at once when it found one, sleep when it did not (at most the poll interval, so
// work queued by another instance is seen), wake early when this process queued something, and
// on stop, let the item in hand finish before it resolves.

export type ClaimLoop = {
  /** Work was queued here: take the next turn now rather than at the next poll. */
  wake: () => void;
  /** Stops taking turns; resolves once the turn in progress has finished. */
  stop: () => Promise<void>;
};

type ClaimLoopOptions = {
  logger: Logger;
  /** The longest sleep between turns, and the wait after a turn that failed. */
  pollMs: number;
  /** The first turn waits this long unless woken (default 0: at once). */
  firstTurnAfterMs?: number;
  /** Logged with the cause when a turn throws (the database is unreachable or the like). */
  failureMessage: string;
  /**
   * One turn: claim and handle the next item. Answers how long to sleep before the next turn:
   * 0 when an item was handled (there may be more), otherwise up to pollMs.
   */
  turn: () => Promise<number>;
};

export function startClaimLoop({
  logger,
  pollMs,
  firstTurnAfterMs = 0,
  failureMessage,
  turn,
}: ClaimLoopOptions): ClaimLoop {
  let isStopping = false;
  let isWoken = false;
  let wakeUp: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      // A wake that came during the turn is not lost: the next turn is taken at once.
      if (isWoken || isStopping || ms <= 0) {
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  const run = async () => {
    await sleep(firstTurnAfterMs);
    while (!isStopping) {
      isWoken = false;
      let wait: number;
      try {
        wait = Math.min(pollMs, Math.max(0, await turn()));
      } catch (error) {
        logger.error({ err: error }, failureMessage);
        wait = pollMs;
      }
      await sleep(wait);
    }
  };
  const running = run();

  return {
    wake: () => {
      isWoken = true;
      wakeUp?.();
    },
    stop: async () => {
      isStopping = true;
      wakeUp?.();
      await running;
    },
  };
}

/** An error as one line of at most `maxLength` characters, for a queue row's `last_error`. */
export function oneLineError(error: unknown, maxLength = 500): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  return text.slice(0, maxLength) || 'Unknown error';
}
