import type { ApplicationEmail } from '../../domain/email-templates.ts';
import type { Db } from './connection.ts';

// Decision 026: the e-mails about one application (its outbox rows, found by the indexed
// application_id column), for its timeline in the dashboard. Never the body: the timeline says
// what was sent and whether it arrived.

export const APPLICATION_EMAILS_SHOWN = 50;

export async function listApplicationEmails(db: Db, applicationId: string): Promise<ApplicationEmail[]> {
  const rows = await db
    .selectFrom('emailOutbox')
    .select(['id', 'kind', 'subject', 'toEmail', 'status', 'createdAt', 'sentAt'])
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(APPLICATION_EMAILS_SHOWN)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    subject: row.subject,
    toEmail: row.toEmail,
    status: row.status,
    createdAt: row.createdAt,
    ...(row.sentAt ? { sentAt: row.sentAt } : {}),
  }));
}
