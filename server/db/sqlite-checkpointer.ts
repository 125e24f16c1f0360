import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Logger } from '../logger.ts';
import type { Db } from './connection.ts';
import type { CheckpointThreadData, CheckpointThreadMessage } from './sqlite-checkpoint-thread.ts';

// Decision 023. node:sqlite is synchronous: whatever a statement waits for, the whole process
// waits for. By default SQLite copies its write-ahead log into the database file (a checkpoint,
// ending in an fsync of the file) inside whichever commit takes the log past 1,000 pages, so
// every few hundred rows written, one request or one clean-up batch held the event loop for
// 40 to 400 ms of disk. Here the server's connection never checkpoints; a worker thread with a
// connection of its own does, every second, while the event loop goes on serving.

/** How often the thread checkpoints: the log stays a second of writes long. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

// SQLite's own default, restored when the thread stops or fails.
const SQLITE_AUTOCHECKPOINT_PAGES = 1_000;

export type SqliteCheckpointer = {
  /** Checkpoints once more, ends the thread and gives checkpoints back to the server's connection. */
  stop: () => Promise<void>;
};

// The thread's module beside this one: TypeScript when the server runs from its sources, the
// bundle's JavaScript (scripts/build-server.ts makes it an entry of its own) when built.
function threadUrl(): URL {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./sqlite-checkpoint-thread.${extension}`, import.meta.url);
}

const setAutocheckpoint = (db: Db, pages: number) =>
  sql.raw(`pragma wal_autocheckpoint = ${pages}`).execute(db);

/**
 * Starts the checkpoint thread for the SQLite file `file` that `db` (the server's one connection)
 * writes to, and turns the connection's own checkpoints off once the thread is ready. Should the
 * thread fail, the connection checkpoints again, as SQLite does by default, and the cause is logged.
 */
export async function startSqliteCheckpointer(
  db: Db,
  file: string,
  logger: Logger,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): Promise<SqliteCheckpointer> {
  const data: CheckpointThreadData = { file, intervalMs };
  // A small heap: the thread holds one connection and one statement.
  const worker = new Worker(threadUrl(), {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 1 },
  });
  let isStopping = false;
  const fallBack = (cause: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.error({ cause }, 'the SQLite checkpoint thread stopped: checkpoints go back to the server');
    setAutocheckpoint(db, SQLITE_AUTOCHECKPOINT_PAGES).catch((error: unknown) =>
      logger.error({ err: error }, 'could not turn SQLite checkpoints back on'),
    );
  };
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: CheckpointThreadMessage) => {
        worker.off('error', reject);
        if (message.type === 'ready') resolve();
        else reject(new Error(`the thread answered ${JSON.stringify(message)}`));
      });
    });
  } catch (error) {
    // The server runs on without it, checkpointing as SQLite does by default.
    logger.error({ err: error }, 'the SQLite checkpoint thread did not start');
    await worker.terminate();
    return { stop: async () => undefined };
  }
  await setAutocheckpoint(db, 0);
  worker.on('message', (message: CheckpointThreadMessage) => {
    if (message.type === 'failed') fallBack(message.message);
  });
  worker.on('error', (error) => fallBack(error.message));
  worker.on('exit', (code) => fallBack(`exit code ${code}`));

  return {
    stop: async () => {
      if (!isStopping) {
        isStopping = true;
        worker.postMessage('stop');
      }
      await exited;
      await setAutocheckpoint(db, SQLITE_AUTOCHECKPOINT_PAGES);
    },
  };
}
