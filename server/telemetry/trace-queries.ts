import {
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  TableNode,
} from 'kysely';
import { activeTracing, inSpan, type Tracing } from './tracer.ts';

// Decision 030 (traces): a CLIENT span for every query made while serving a traced request,
// described by the database conventions: the SQL as Kysely compiled it, with its placeholders and
// never its parameters (what visitors typed stays out of the tracing backend).
// https://opentelemetry.io/docs/specs/semconv/database/database-spans/
// Queries outside a trace are not traced: the outbox, the renderer and the scheduler poll every few
// seconds, and a trace of one SELECT each time would bury the requests.

export type DatabaseSystem = 'sqlite' | 'postgresql';

/** The dialect itself when tracing is off; with it on, one whose connections make spans. */
export function traceQueries(dialect: Dialect, system: DatabaseSystem): Dialect {
  const tracing = activeTracing();
  if (!tracing) return dialect;
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => tracedDriver(dialect.createDriver(), tracing, system),
  };
}

// Kysely's drivers and connections keep private fields, so no wrapper object can stand in for
// them; their methods are replaced on the instance instead, as Kysely's own query log does
// (RuntimeDriver#addLogging).
function tracedDriver(driver: Driver, tracing: Tracing, system: DatabaseSystem): Driver {
  const traced = new WeakSet<DatabaseConnection>();
  const acquireConnection = driver.acquireConnection.bind(driver);
  driver.acquireConnection = async (options) => {
    const connection = await acquireConnection(options);
    if (!traced.has(connection)) {
      traced.add(connection);
      traceConnection(connection, tracing, system);
    }
    return connection;
  };
  return driver;
}

function traceConnection(connection: DatabaseConnection, tracing: Tracing, system: DatabaseSystem): void {
  const executeQuery = connection.executeQuery.bind(connection);
  connection.executeQuery = (query, options) => {
    if (!tracing.api.trace.getActiveSpan()?.isRecording()) return executeQuery(query, options);
    const { operation, table } = describeQuery(query);
    return inSpan(
      tracing,
      table ? `${operation} ${table}` : operation,
      {
        kind: tracing.api.SpanKind.CLIENT,
        attributes: {
          'db.system.name': system,
          'db.operation.name': operation,
          'db.query.text': query.sql,
          ...(table ? { 'db.collection.name': table } : {}),
        },
      },
      () => executeQuery(query, options),
    );
  };
}

const OPERATION_OF_KIND: Partial<Record<string, string>> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  MergeQueryNode: 'MERGE',
};

/** The statement's verb, and its table when it reads or writes one table alone (no join). */
export function describeQuery(query: CompiledQuery): { operation: string; table: string | undefined } {
  const node = query.query;
  const operation =
    OPERATION_OF_KIND[node.kind] ?? /^\s*([A-Za-z]+)/.exec(query.sql)?.[1]?.toUpperCase() ?? 'QUERY';
  switch (node.kind) {
    case 'SelectQueryNode':
    case 'DeleteQueryNode':
      return {
        operation,
        table:
          node.from?.froms.length === 1 && !node.joins?.length ? tableName(node.from.froms[0]) : undefined,
      };
    case 'InsertQueryNode':
      return { operation, table: tableName(node.into) };
    case 'UpdateQueryNode':
      return { operation, table: node.from || node.joins?.length ? undefined : tableName(node.table) };
    default:
      return { operation, table: undefined };
  }
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
}
