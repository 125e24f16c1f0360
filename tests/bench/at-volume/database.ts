import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, type DatabaseOptions } from '../../../server/db/connection.ts';

// A fresh database for one bench run, dropped at its end: a SQLite file in a temporary data
// directory, or a schema of its own in the PostgreSQL database at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), which must be on this machine.

export type DatabaseKind = 'sqlite' | 'postgres';

export type BenchDatabase = {
  kind: DatabaseKind;
  options: DatabaseOptions;
  /** The server's DATA_DIR (the SQLite file, uploads, its log). */
  dataDir: string;
  /** What the server needs in its environment to use this database. */
  serverEnv: Record<string, string>;
  drop: () => Promise<void>;
};

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export async function createBenchDatabase(kind: DatabaseKind, postgresUrl: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-data-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return {
      kind,
      options: { kind: 'sqlite', file: path.join(dataDir, 'site.db') },
      dataDir,
      serverEnv: {},
      drop: removeDir,
    };
  }
  const host = new URL(postgresUrl).hostname;
  if (!LOOPBACK.has(host)) throw new Error(`BENCH_DATABASE_URL must name this machine, not ${host}`);
  const schema = `bench_data_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createDb({ kind: 'postgres', url: postgresUrl });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  return {
    kind,
    options: { kind: 'postgres', url: postgresUrl, schema },
    dataDir,
    // The server's connections carry the schema's name (node-postgres reads PGAPPNAME), so the
    // drop can end a statement a killed server left running.
    serverEnv: { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema, PGAPPNAME: schema },
    drop: async () => {
      const dropper = createDb({ kind: 'postgres', url: postgresUrl });
      try {
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${schema}`.execute(
          dropper,
        );
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(dropper);
      } finally {
        await dropper.destroy();
        await removeDir();
      }
    },
  };
}
