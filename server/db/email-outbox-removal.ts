import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import type { Database, EmailOutboxTable } from './schema.ts';

// What leaves the outbox besides sending: finished messages past their retention (housekeeping),
// and every message about an application or a person (a staff delete, a withdrawal, a UK GDPR
// export or erasure), found by the application_id and about_email_key columns each message gets
// when it is queued (decision 018), never by searching the payloads.

/**
 * Deletes the oldest finished messages (sent, failed or cancelled) created before `before`, at
 * most `limit` of them (one housekeeping batch): they hold personal data, and the enquiry or
 * application itself is the record. Queued and sending ones are never purged, so nothing waiting
 * is lost.
 */
export async function purgeFinishedEmails(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('emailOutbox')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('emailOutbox')
        .select('id')
        // No ORDER BY: with the three statuses, sorting would read every finished message each
        // batch; the (status, created_at) index gives expired ones in any order, stopping at the limit.
        .where('status', 'in', ['sent', 'failed', 'cancelled'])
        .where('createdAt', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes every message about these applications, whatever its status: a queued one is never
 * sent, a sent one's copy of the applicant's details goes with the application (decisions 013
 * and 017). Answers how many went.
 */
export async function deleteEmailsAboutApplications(
  db: Kysely<Database>,
  applicationIds: readonly string[],
): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const result = await db
    .deleteFrom('emailOutbox')
    .where('applicationId', 'in', applicationIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Messages about the person with this e-mail key or about any of these applications. */
function aboutPerson(key: string, applicationIds: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'emailOutbox'>): Expression<SqlBool> =>
    applicationIds.length > 0
      ? eb.or([eb('aboutEmailKey', '=', key), eb('applicationId', 'in', applicationIds)])
      : eb('aboutEmailKey', '=', key);
}

/** Every message about one person (an export): by their e-mail key, or about their applications. */
export async function listEmailsAboutPerson(
  db: Kysely<Database>,
  key: string,
  applicationIds: readonly string[],
): Promise<Selectable<EmailOutboxTable>[]> {
  return db
    .selectFrom('emailOutbox')
    .selectAll()
    .where(aboutPerson(key, applicationIds))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Deletes every message about one person (an erasure); answers how many went. */
export async function deleteEmailsAboutPerson(
  db: Kysely<Database>,
  key: string,
  applicationIds: readonly string[],
): Promise<number> {
  const result = await db
    .deleteFrom('emailOutbox')
    .where(aboutPerson(key, applicationIds))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
