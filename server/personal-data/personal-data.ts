import { sql } from 'kysely';
import { emailKey } from '../db/application-keys.ts';
import type { Db } from '../db/connection.ts';
import type { AppServices } from '../services.ts';
import { deleteStoredUpload } from '../uploads/stored-upload.ts';

// UK GDPR rights and storage limitation for the people who write to the company: everything held
// for one e-mail address (applications with their CVs, notes and status history; enquiries;
// e-mails to them or about them in the outbox), found the same way for an export (a subject
// access request) and for erasure; and the retention sweep that deletes applications and
// enquiries past their periods.

export type PersonalDataCounts = { applications: number; cvs: number; enquiries: number; emails: number };

const lowerTrim = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

async function applicationsFor(db: Db, address: string) {
  return db.selectFrom('applications').selectAll().where('emailKey', '=', emailKey(address)).execute();
}

async function enquiriesFor(db: Db, address: string) {
  return db
    .selectFrom('contactEnquiries')
    .selectAll()
    .where(lowerTrim('email'), '=', emailKey(address))
    .execute();
}

/** Messages sent to the address, and messages about its owner (the HR and enquiry notices). */
async function emailsFor(db: Db, address: string) {
  const key = emailKey(address);
  const candidates = await db
    .selectFrom('emailOutbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(lowerTrim('toEmail'), '=', key),
        // A cheap first cut, then the exact check of each field below.
        eb(sql<string>`lower(${sql.ref('payload')})`, 'like', `%${key.replace(/[\\%_]/g, '\\$&')}%`),
      ]),
    )
    .execute();
  return candidates.filter((row) => {
    if (emailKey(row.toEmail) === key) return true;
    try {
      const payload = JSON.parse(row.payload) as Record<string, unknown>;
      return Object.values(payload).some((value) => typeof value === 'string' && emailKey(value) === key);
    } catch {
      return false;
    }
  });
}

/** Everything held for `address`, as a subject access request answers it. */
export async function exportPersonalData(services: AppServices, address: string) {
  const { db } = services;
  const applications = await applicationsFor(db, address);
  const ids = applications.map((application) => application.id);
  const [notes, history, enquiries, emails] = await Promise.all([
    ids.length
      ? db.selectFrom('applicationNotes').selectAll().where('applicationId', 'in', ids).execute()
      : [],
    ids.length
      ? db.selectFrom('applicationStatusChanges').selectAll().where('applicationId', 'in', ids).execute()
      : [],
    enquiriesFor(db, address),
    emailsFor(db, address),
  ]);
  return {
    emailAddress: emailKey(address),
    exportedAt: new Date().toISOString(),
    applications: applications.map(({ emailKey: _key, nameKey: _name, ...application }) => ({
      ...application,
      notes: notes.filter((note) => note.applicationId === application.id),
      statusHistory: history.filter((change) => change.applicationId === application.id),
    })),
    enquiries: enquiries.map(({ searchText: _search, ...enquiry }) => enquiry),
    emails: emails.map(({ claimToken: _claim, ...email }) => ({
      ...email,
      payload: JSON.parse(email.payload),
    })),
  };
}

/** Deletes everything held for `address`: rows, CV files (disk or bucket) and messages. */
export async function erasePersonalData(services: AppServices, address: string): Promise<PersonalDataCounts> {
  const { db } = services;
  const applications = await applicationsFor(db, address);
  let cvs = 0;
  for (const application of applications) {
    // Notes and status history go with it (foreign keys on delete cascade).
    await db.deleteFrom('applications').where('id', '=', application.id).execute();
    await deleteStoredUpload(services, application.cvUrl);
    cvs += 1;
  }
  const enquiries = await enquiriesFor(db, address);
  if (enquiries.length > 0) {
    await db
      .deleteFrom('contactEnquiries')
      .where(
        'id',
        'in',
        enquiries.map((enquiry) => enquiry.id),
      )
      .execute();
  }
  const emails = await emailsFor(db, address);
  if (emails.length > 0) {
    await db
      .deleteFrom('emailOutbox')
      .where(
        'id',
        'in',
        emails.map((email) => email.id),
      )
      .execute();
  }
  return { applications: applications.length, cvs, enquiries: enquiries.length, emails: emails.length };
}

/** Applications older than `applicationsBefore` (with their CVs) and enquiries older than `enquiriesBefore`. */
export async function deleteExpiredPersonalData(
  services: AppServices,
  cutoffs: { applicationsBefore: string; enquiriesBefore: string },
): Promise<{ applications: number; enquiries: number }> {
  const { db } = services;
  const expired = await db
    .selectFrom('applications')
    .select(['id', 'cvUrl'])
    .where('createdAt', '<', cutoffs.applicationsBefore)
    .execute();
  for (const application of expired) {
    await db.deleteFrom('applications').where('id', '=', application.id).execute();
    await deleteStoredUpload(services, application.cvUrl);
  }
  const enquiries = await db
    .deleteFrom('contactEnquiries')
    .where('createdAt', '<', cutoffs.enquiriesBefore)
    .executeTakeFirst();
  return { applications: expired.length, enquiries: Number(enquiries.numDeletedRows) };
}
