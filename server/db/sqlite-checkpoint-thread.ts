import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

// The worker thread of db/sqlite-checkpointer.ts (decision 023): a connection of its own to the
// server's SQLite file that copies the write-ahead log into the database every `intervalMs`.
// Only node:sqlite and worker_threads: the thread stays a few megabytes.

export type CheckpointThreadData = { file: string; intervalMs: number };

/** What the thread tells the server. */
export type CheckpointThreadMessage =
  | { type: 'ready' }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };

const port = parentPort;
if (!port) throw new Error('sqlite-checkpoint-thread runs as a worker thread');
const { file, intervalMs } = workerData as CheckpointThreadData;

const db = new DatabaseSync(file);
// PASSIVE copies what it can without waiting for a reader or the writer, so it never holds the
// server's connection; what it could not copy this time goes the next.
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const send = (message: CheckpointThreadMessage) => port.postMessage(message);

const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch (error) {
    // The server turns SQLite's own checkpoints back on and logs the cause.
    clearInterval(timer);
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}, intervalMs);

port.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  try {
    checkpoint.get();
  } finally {
    db.close();
    send({ type: 'stopped' });
    port.close();
  }
});

send({ type: 'ready' });
