import type { Kysely, Selectable } from 'kysely';
import type { ApplicationStatus } from '../../domain/constants.ts';
import type { ApplicationListItem, StatusChange } from '../../domain/entities.ts';
import { getApplication, lockApplication, toStatus, updateApplicationStatus } from './applications.ts';
import { newId, nowIso } from './ids.ts';
import type { ApplicationStatusChangeTable, Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

// admin.md §4: any status may follow any other. Each change is recorded with who made it and
// when, so hiring staff can see how an application went; the records go with their application
// (foreign key on delete cascade).

export type ChangedBy = { _id: string; name: string };

export type StatusChangeResult = {
  application: ApplicationListItem;
  /** Undefined when the application already had that status: nothing changed, nothing recorded. */
  change: StatusChange | undefined;
};

function toStatusChange(row: Selectable<ApplicationStatusChangeTable>): StatusChange {
  return {
    _id: row.id,
    from: toStatus(row.fromStatus),
    to: toStatus(row.toStatus),
    changedByName: row.changedByName,
    changedAt: row.changedAt,
  };
}

/**
 * Sets the status and records the change in one transaction; undefined for an unknown
 * application. The row is locked before its status is read, so two administrators changing it
 * at once record two changes that follow each other (the second one's "from" is the first one's "to").
 */
export async function changeApplicationStatus(
  db: Kysely<Database>,
  applicationId: string,
  status: ApplicationStatus,
  changedBy: ChangedBy,
): Promise<StatusChangeResult | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await lockApplication(trx, applicationId);
    if (!current) return undefined;
    let change: StatusChange | undefined;
    if (current.status !== status) {
      await updateApplicationStatus(trx, applicationId, status);
      const row = await trx
        .insertInto('applicationStatusChanges')
        .values({
          id: newId(),
          applicationId,
          fromStatus: current.status,
          toStatus: status,
          changedById: changedBy._id,
          changedByName: changedBy.name,
          changedAt: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      change = toStatusChange(row);
    }
    const application = await getApplication(trx, applicationId);
    return application ? { application, change } : undefined;
  });
}

/** The application's status changes, oldest first. */
export async function listStatusChanges(
  db: Kysely<Database>,
  applicationId: string,
): Promise<StatusChange[]> {
  const rows = await db
    .selectFrom('applicationStatusChanges')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('changedAt')
    .orderBy('id')
    .execute();
  return rows.map(toStatusChange);
}
