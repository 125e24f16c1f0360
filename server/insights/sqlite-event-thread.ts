import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { EVENT_COLUMNS, type EventValues } from './event-columns.ts';

// The worker thread of sqlite-event-writer.ts (decision 029): a connection of its own to the
// server's SQLite file that inserts the buffered page views and events. node:sqlite is
// synchronous, and a row costs SQLite some 10 to 20 µs of its indexes: on the server's connection
// that would be the event loop's time, a third of what a kept page costs to answer. Here it is
// this thread's. Only node:sqlite and worker_threads.

export type EventThreadData = { file: string };

export type EventThreadRequest = { type: 'write'; id: number; rows: EventValues[] } | { type: 'stop' };

export type EventThreadMessage =
  | { type: 'ready' }
  | { type: 'written'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'stopped' };

const port = parentPort;
if (!port) throw new Error('sqlite-event-thread runs as a worker thread');
const { file } = workerData as EventThreadData;

const db = new DatabaseSync(file);
db.exec('PRAGMA busy_timeout = 5000');
// Page views are not enquiries: a power cut may lose the last moment's, not the database.
db.exec('PRAGMA synchronous = NORMAL');

const ROWS_PER_STATEMENT = 100;
const insertOf = (rows: number) =>
  db.prepare(
    `insert into insight_events (${EVENT_COLUMNS.join(', ')}) values ${Array.from(
      { length: rows },
      () => `(${EVENT_COLUMNS.map(() => '?').join(', ')})`,
    ).join(', ')}`,
  );
const insertMany: StatementSync = insertOf(ROWS_PER_STATEMENT);
const insertOne: StatementSync = insertOf(1);

function write(rows: EventValues[]): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    let start = 0;
    for (; start + ROWS_PER_STATEMENT <= rows.length; start += ROWS_PER_STATEMENT) {
      insertMany.run(...rows.slice(start, start + ROWS_PER_STATEMENT).flat());
    }
    for (; start < rows.length; start += 1) insertOne.run(...(rows[start] ?? []));
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

const send = (message: EventThreadMessage) => port.postMessage(message);

port.on('message', (request: EventThreadRequest) => {
  if (request.type === 'stop') {
    db.close();
    send({ type: 'stopped' });
    port.close();
    return;
  }
  try {
    write(request.rows);
    send({ type: 'written', id: request.id });
  } catch (error) {
    send({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
});

send({ type: 'ready' });
