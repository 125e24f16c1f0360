import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

// Kysely's SqliteDialect expects a better-sqlite3-shaped database. node:sqlite (built into
// Node 24) has the same synchronous model, so a thin adapter lets us ship without a native addon.

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`Unsupported SQLite parameter type: ${typeof value}`);
}

// Statements are compiled once per SQL text and kept: the queries a server makes are a fixed few
// hundred, and compiling each one on every request cost CPU and churned the C heap (freed
// parse trees that the allocator then kept as resident memory).
const MAX_CACHED_STATEMENTS = 500;

function adaptDatabase(db: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, StatementSync>();
  const compiled = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      // A bounded cache: past the bound, the oldest goes (ad hoc SQL never grows it for ever).
      if (statements.size >= MAX_CACHED_STATEMENTS) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = compiled(sql);
      const params = (values: ReadonlyArray<unknown>) => values.map(toSqliteValue);
      return {
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...params(values)),
        run: (values) => statement.run(...params(values)),
        iterate: (values) => statement.iterate(...params(values)),
      };
    },
  };
}

/**
 * Opens a SQLite file for a long-running server: WAL so readers never block the writer, a busy
 * timeout instead of immediate SQLITE_BUSY, foreign keys on, and synchronous=FULL so that a
 * committed enquiry or application survives even a power cut.
 */
export function createNodeSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const db = new DatabaseSync(file);
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA busy_timeout = 5000');
      db.exec('PRAGMA foreign_keys = ON');
      db.exec('PRAGMA synchronous = FULL');
      return adaptDatabase(db);
    },
  });
}
