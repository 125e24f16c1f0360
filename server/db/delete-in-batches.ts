// Issue 23: a clean-up that deletes a year of rows in one statement holds the database for
// seconds, and on SQLite (node:sqlite is synchronous) the whole process with it: every request
// waits. Large deletes therefore go a bounded batch at a time, each one short statement (or one
// short transaction), with a pause between batches in which waiting requests run. Shutdown can
// stop a run between two batches; what was deleted stays deleted, and the next run goes on.

export type BatchPace = {
  /** Rows one batch deletes at most. */
  size: number;
  /** Awaited between batches: the turn that requests waiting for the event loop (and, on SQLite, the connection) get. */
  pause: () => Promise<void>;
  /** When aborted, no further batch starts. */
  signal?: AbortSignal | undefined;
  /** Told after every batch how many rows it deleted (the pass's log, and tests, count them). */
  onBatch?: ((deleted: number) => void) | undefined;
};

/** A pause of `ms` milliseconds; 0 waits only for the event loop's next turn. */
export function pauseFor(ms: number): () => Promise<void> {
  return () => new Promise((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));
}

/**
 * Calls `deleteBatch(pace.size)` until a batch deletes fewer rows than that (nothing is left), or
 * the signal stops it; answers the total deleted.
 */
export async function deleteInBatches(
  pace: BatchPace,
  deleteBatch: (limit: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (;;) {
    if (pace.signal?.aborted) return total;
    const deleted = await deleteBatch(pace.size);
    pace.onBatch?.(deleted);
    total += deleted;
    if (deleted < pace.size) return total;
    await pace.pause();
  }
}
