import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect, type RootOperationNode } from 'kysely';
import type { Config } from '../config.ts';
import { makeDatabaseFilePrivate } from '../storage/private-files.ts';
import { traceQueries } from '../telemetry/trace-queries.ts';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseOptions = Config['database'];

export type DbObservers = {
  /** Decision 030: each query's time, by its operation (select, insert…), for the metrics. */
  onQuery?: (operation: string, seconds: number) => void;
};

/** One Kysely instance per process: SQLite by default, PostgreSQL for a postgres:// URL. */
export function createDb(options: DatabaseOptions, observers: DbObservers = {}): Db {
  const plugins = [new CamelCasePlugin()];
  const { onQuery } = observers;
  // Kysely times every query it runs when asked to log them; failed ones are timed too.
  const log = onQuery
    ? (event: LogEvent) => onQuery(operationOf(event.query.query), event.queryDurationMillis / 1000)
    : undefined;
  if (options.kind === 'sqlite') {
    makeDatabaseFilePrivate(options.file);
    // Decision 030: with tracing on, each query made in a traced request is a span.
    return new Kysely<Database>({
      dialect: traceQueries(createNodeSqliteDialect(options.file), 'sqlite'),
      plugins,
      ...(log ? { log } : {}),
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
    ...(log ? { log } : {}),
  });
}

const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  MergeQueryNode: 'merge',
};

/** A bounded label: the query builder's kind, or a raw statement's first word if it is a usual one. */
function operationOf(node: RootOperationNode): string {
  const known = OPERATIONS[node.kind];
  if (known) return known;
  // CreateTableNode, AlterTableNode, CreateIndexNode…: the migrations at start.
  if (/^(?:Create|Alter|Drop|Refresh)[A-Za-z]*Node$/.test(node.kind)) return 'schema';
  if (node.kind === 'RawNode') {
    const word = node.sqlFragments[0]?.trim().split(/\s/, 1)[0]?.toLowerCase() ?? '';
    if (
      ['select', 'insert', 'update', 'delete', 'with', 'pragma', 'begin', 'commit', 'rollback'].includes(word)
    )
      return word;
  }
  return 'other';
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
