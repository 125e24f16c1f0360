import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.ts';
import { eventValues } from './event-columns.ts';
import type { InsightEventRow } from './event-store.ts';
import type { EventThreadData, EventThreadMessage } from './sqlite-event-thread.ts';

// Decision 029 on SQLite: the buffer's batches are inserted by a worker thread with a connection
// of its own (sqlite-event-thread.ts), so the event loop that answers pages spends nothing on
// them but handing them over (as decision 023's checkpoints). Should the thread fail, the batches
// go through the server's connection again (`fallback`), and the cause is logged.

export type EventWriter = {
  write: (rows: InsightEventRow[]) => Promise<void>;
  /** Waits for the writes handed over, then ends the thread. */
  stop: () => Promise<void>;
};

// Beside this module: TypeScript from the sources, the bundle's JavaScript when built.
function threadUrl(): URL {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./sqlite-event-thread.${extension}`, import.meta.url);
}

export async function startSqliteEventWriter(
  file: string,
  logger: Logger,
  fallback: (rows: InsightEventRow[]) => Promise<void>,
): Promise<EventWriter> {
  const data: EventThreadData = { file };
  const worker = new Worker(threadUrl(), {
    workerData: data,
    // A batch is at most the buffer's 5,000 rows.
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 },
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: EventThreadMessage) => {
        worker.off('error', reject);
        if (message.type === 'ready') resolve();
        else reject(new Error(`the thread answered ${JSON.stringify(message)}`));
      });
    });
  } catch (error) {
    logger.error(
      { err: error },
      'insights: the SQLite writer thread did not start; events are written by the server',
    );
    await worker.terminate();
    return { write: fallback, stop: async () => undefined };
  }

  let isAlive = true;
  let nextId = 0;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const giveUp = (cause: string) => {
    if (!isAlive) return;
    isAlive = false;
    logger.error({ cause }, 'insights: the SQLite writer thread stopped; events are written by the server');
    for (const waiting of pending.values()) waiting.reject(new Error(cause));
    pending.clear();
  };
  worker.on('message', (message: EventThreadMessage) => {
    if (message.type === 'written') {
      pending.get(message.id)?.resolve();
      pending.delete(message.id);
    } else if (message.type === 'failed') {
      pending.get(message.id)?.reject(new Error(message.message));
      pending.delete(message.id);
    }
  });
  worker.on('error', (error) => giveUp(error.message));
  worker.on('exit', (code) => giveUp(`exit code ${code}`));

  return {
    write: (rows) => {
      if (!isAlive) return fallback(rows);
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'write', id, rows: rows.map(eventValues) });
      });
    },
    stop: async () => {
      if (!isAlive) return;
      // The thread answers messages in order: every write handed over is done before it stops.
      isAlive = false;
      worker.postMessage({ type: 'stop' });
      await exited;
    },
  };
}

/**
 * The writer, its thread started by the first batch: a server that counts nothing (most test
 * servers, an instance nobody visits) starts no thread, and a start and a stop cost nothing.
 */
export function lazySqliteEventWriter(
  file: string,
  logger: Logger,
  fallback: (rows: InsightEventRow[]) => Promise<void>,
): EventWriter {
  let started: Promise<EventWriter> | undefined;
  return {
    write: async (rows) => {
      started ??= startSqliteEventWriter(file, logger, fallback);
      return (await started).write(rows);
    },
    // Called after the collector's own stop, which waits for every batch it handed over.
    stop: async () => {
      if (started) await (await started).stop();
    },
  };
}
