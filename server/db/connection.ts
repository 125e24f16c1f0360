import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { Config } from '../config.ts';
import { makeDatabaseFilePrivate } from '../storage/private-files.ts';
import { traceQueries } from '../telemetry/trace-queries.ts';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseOptions = Config['database'];

/** One Kysely instance per process: SQLite by default, PostgreSQL for a postgres:// URL. */
export function createDb(options: DatabaseOptions): Db {
  const plugins = [new CamelCasePlugin()];
  if (options.kind === 'sqlite') {
    makeDatabaseFilePrivate(options.file);
    // Decision 030: with tracing on, each query made in a traced request is a span.
    return new Kysely<Database>({
      dialect: traceQueries(createNodeSqliteDialect(options.file), 'sqlite'),
      plugins,
    });
  }
  // The driver is loaded on first use: the embedded default (SQLite) never pays its memory.
  const pool = async () => {
    const { default: pg } = await import('pg');
    return new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
  };
  return new Kysely<Database>({
    dialect: traceQueries(new PostgresDialect({ pool }), 'postgresql'),
    plugins,
  });
}

/** True when the database answers a trivial query; used by GET /api/health. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    return true;
  } catch {
    return false;
  }
}
