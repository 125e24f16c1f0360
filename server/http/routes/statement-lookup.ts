import type { Selectable } from 'kysely';
import { STATEMENT_MESSAGES } from '../../../domain/capability-statements.ts';
import { getStatementRow } from '../../db/capability-statements.ts';
import type { CapabilityStatementTable } from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';

// The one not-found of the statement routes (decision 028): a malformed id names nothing.

export type StatementRow = Selectable<CapabilityStatementTable>;

export function statementNotFound(): AppError {
  return new AppError('NOT_FOUND', STATEMENT_MESSAGES.notFound);
}

/** The statement of the path's `id`, or the 404. */
export async function findStatement(services: Pick<AppServices, 'db'>, id: string): Promise<StatementRow> {
  const row = isWellFormedId(id) ? await getStatementRow(services.db, id) : undefined;
  if (!row) throw statementNotFound();
  return row;
}
