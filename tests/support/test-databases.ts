import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, type DatabaseOptions, type Db } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

// The data-layer and API tests run once per database: always on a fresh SQLite file, and on
// PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL run works in a
// schema of its own, so runs never see each other's rows. Within a whole test run the schemas are
// dropped at its end (tests/support/global-setup.ts), not while other files may be migrating.

export type TestDatabaseKind = 'sqlite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** An empty, isolated database location and a function that removes it. */
export async function createEmptyDatabase(
  kind: TestDatabaseKind,
): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-db-'));
    return {
      options: { kind: 'sqlite', file: path.join(dir, 'site.db') },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const runId = process.env.TEST_RUN_ID;
  const schema = `test_${runId ?? process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = createDb({ kind: 'postgres', url });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  return {
    options: { kind: 'postgres', url, schema },
    drop: async () => {
      if (runId) return; // dropped with the run's other schemas when it ends
      const dropper = createDb({ kind: 'postgres', url });
      try {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(dropper);
      } finally {
        await dropper.destroy();
      }
    },
  };
}

export type TestDatabase = { kind: TestDatabaseKind; db: Db; cleanup: () => Promise<void> };

/** A migrated, isolated database with an open connection, for data-layer tests. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const { options, drop } = await createEmptyDatabase(kind);
  const db = createDb(options);
  await migrateToLatest(db, options);
  return {
    kind,
    db,
    cleanup: async () => {
      await db.destroy();
      await drop();
    },
  };
}
