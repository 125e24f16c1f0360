import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createDb, type Db } from './connection.ts';
import { startSqliteCheckpointer } from './sqlite-checkpointer.ts';

// Decision 023: the server's SQLite connection leaves checkpoints to a worker thread. What the
// thread does shows on disk: pages reach the database file only through a checkpoint.

const logger = createLogger('silent');

async function autocheckpointPages(db: Db): Promise<number> {
  const { rows } = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
  return Number(rows[0]?.walAutocheckpoint);
}

/** Writes about 8 MB, a commit a row, as requests would. */
async function writeRows(db: Db, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await sql`insert into filler (body) values (${'x'.repeat(4000)})`.execute(db);
  }
}

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the SQLite checkpoint thread', () => {
  let dir: string;
  let file: string;
  let db: Db;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'checkpointer-'));
    file = path.join(dir, 'site.db');
    db = createDb({ kind: 'sqlite', file });
    await sql`create table filler (id integer primary key, body text not null)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('copies the log into the database while the server connection never checkpoints', async () => {
    const checkpointer = await startSqliteCheckpointer(db, file, logger, 50);
    expect(await autocheckpointPages(db)).toBe(0);
    const before = statSync(file).size;
    await writeRows(db, 2_000);
    // Without a checkpoint the 8 MB would all still be in the log; the thread moves them.
    await eventually(() => statSync(file).size > before + 7_000_000);
    await checkpointer.stop();
    expect(await autocheckpointPages(db)).toBe(1_000);
  });

  it('without the thread, the same writes stay in the log: the check above can fail', async () => {
    await sql`pragma wal_autocheckpoint = 0`.execute(db);
    const before = statSync(file).size;
    await writeRows(db, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(statSync(file).size).toBeLessThan(before + 1_000_000);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(7_000_000);
  });

  it('leaves SQLite checkpointing by itself when the thread cannot open the file', async () => {
    const checkpointer = await startSqliteCheckpointer(db, path.join(dir, 'missing', 'site.db'), logger, 50);
    expect(await autocheckpointPages(db)).toBe(1_000);
    await checkpointer.stop();
  });
});
