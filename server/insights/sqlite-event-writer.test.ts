import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import type { InsightEventRow } from './event-store.ts';
import { startSqliteEventWriter } from './sqlite-event-writer.ts';

const logger = createLogger('silent');

const row = (path: string): InsightEventRow => ({
  id: newId(),
  day: '2027-01-14',
  occurredAt: '2027-01-14T10:00:00.000Z',
  visitor: 'a'.repeat(32),
  kind: 'pageview',
  path,
  referrerHost: 'www.google.com',
  utmSource: null,
  utmMedium: null,
  utmCampaign: 'winter',
  country: 'GB',
  device: 'mobile',
  detail: null,
});

describe('the SQLite writer thread of insights events (decision 029)', () => {
  let dir: string;
  let file: string;
  let db: Db;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-insights-writer-'));
    file = path.join(dir, 'site.db');
    db = createDb({ kind: 'sqlite', file });
    await migrateToLatest(db, { kind: 'sqlite', file });
  });
  afterAll(async () => {
    await db?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('inserts every batch handed over, in full statements and the rest, before it stops', async () => {
    const fallback: InsightEventRow[] = [];
    const writer = await startSqliteEventWriter(file, logger, async (rows) => {
      fallback.push(...rows);
    });
    const first = Array.from({ length: 250 }, (_, n) => row(`/page-${n}`));
    const second = [row('/careers')];
    await Promise.all([writer.write(first), writer.write(second)]);
    await writer.stop();
    const stored = await db.selectFrom('insightEvents').selectAll().orderBy('id').execute();
    expect(stored).toHaveLength(251);
    expect(stored.at(-1)).toEqual({ ...second[0], occurrences: 1 });
    expect(fallback).toEqual([]);
    await db.deleteFrom('insightEvents').execute();
  });

  it('rejects a batch the database refuses, so the buffer keeps it', async () => {
    const writer = await startSqliteEventWriter(file, logger, async () => {});
    const duplicate = row('/');
    await writer.write([duplicate]);
    await expect(writer.write([duplicate])).rejects.toThrow(/UNIQUE/);
    await writer.stop();
    expect(await db.selectFrom('insightEvents').select('id').execute()).toHaveLength(1);
    await db.deleteFrom('insightEvents').execute();
  });

  it('hands batches to the fallback when the thread cannot open the database', async () => {
    const fallback: InsightEventRow[] = [];
    const writer = await startSqliteEventWriter(
      path.join(dir, 'missing', 'site.db'),
      logger,
      async (rows) => {
        fallback.push(...rows);
      },
    );
    await writer.write([row('/about')]);
    await writer.stop();
    expect(fallback.map((stored) => stored.path)).toEqual(['/about']);
  });
});
