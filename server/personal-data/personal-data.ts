import { sql } from 'kysely';
import { emailKey } from '../db/application-keys.ts';
import { deleteApplicationsCreatedBefore, deleteApplicationsOfEmail } from '../db/applications.ts';
import type { Db } from '../db/connection.ts';
import { deleteEnquiriesCreatedBefore } from '../db/contact-enquiries.ts';
import { type BatchPace, deleteInBatches } from '../db/delete-in-batches.ts';
import {
  deleteEmailsAboutApplications,
  deleteEmailsAboutPerson,
  listEmailsAboutPerson,
} from '../db/email-outbox-removal.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppServices } from '../services.ts';
import { deleteStoredUploads } from '../uploads/stored-upload.ts';

// UK GDPR rights and storage limitation for the people who write to the company: everything held
// for one e-mail address (applications with their CVs, notes, status history, tags, interviews
// and scorecards; enquiries; e-mails about them in the outbox, found by the outbox's
// about_email_key and application_id columns), found the same way for an export (a subject access request) and for erasure; and
// the retention sweep that deletes applications and enquiries past their periods, a batch at a
// time (db/delete-in-batches.ts).

export type PersonalDataCounts = { applications: number; cvs: number; enquiries: number; emails: number };

// The expression index contact_enquiries_email_key (migration 2026-12-03T0900) is on this.
const lowerTrim = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

async function applicationsFor(db: Db, key: string) {
  return db.selectFrom('applications').selectAll().where('emailKey', '=', key).execute();
}

async function enquiriesFor(db: Db, key: string) {
  return db.selectFrom('contactEnquiries').selectAll().where(lowerTrim('email'), '=', key).execute();
}

/**
 * Decision 026: what hiring holds about those applications: tags, interviews (with the
 * interviewers' names, not their addresses) and the scorecards written about the person.
 */
async function hiringRecordsOf(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return { tags: [], interviews: [], interviewers: [], scorecards: [] };
  const [tags, interviews] = await Promise.all([
    db
      .selectFrom('applicationTags')
      .select(['applicationId', 'tag'])
      .where('applicationId', 'in', applicationIds)
      .execute(),
    db
      .selectFrom('interviews')
      .selectAll()
      .where('applicationId', 'in', applicationIds)
      .orderBy('startsAt')
      .execute(),
  ]);
  const interviewIds = interviews.map((interview) => interview.id);
  if (interviewIds.length === 0) return { tags, interviews, interviewers: [], scorecards: [] };
  const [interviewers, scorecards] = await Promise.all([
    db
      .selectFrom('interviewInterviewers')
      .select(['interviewId', 'name'])
      .where('interviewId', 'in', interviewIds)
      .execute(),
    db
      .selectFrom('scorecards')
      .select(['interviewId', 'interviewerName', 'ratings', 'recommendation', 'notes', 'submittedAt'])
      .where('interviewId', 'in', interviewIds)
      .execute(),
  ]);
  return {
    tags,
    interviews,
    interviewers,
    scorecards: scorecards.map((card) => ({ ...card, ratings: JSON.parse(card.ratings) as unknown })),
  };
}

/** Everything held for `address`, as a subject access request answers it. */
export async function exportPersonalData(services: AppServices, address: string) {
  const { db } = services;
  const key = emailKey(address);
  const applications = await applicationsFor(db, key);
  const ids = applications.map((application) => application.id);
  const [notes, history, enquiries, emails, hiring] = await Promise.all([
    ids.length
      ? db.selectFrom('applicationNotes').selectAll().where('applicationId', 'in', ids).execute()
      : [],
    ids.length
      ? db.selectFrom('applicationStatusChanges').selectAll().where('applicationId', 'in', ids).execute()
      : [],
    enquiriesFor(db, key),
    listEmailsAboutPerson(db, key, ids),
    hiringRecordsOf(db, ids),
  ]);
  return {
    emailAddress: key,
    exportedAt: new Date().toISOString(),
    applications: applications.map(({ emailKey: _key, nameKey: _name, ...application }) => ({
      ...application,
      notes: notes.filter((note) => note.applicationId === application.id),
      statusHistory: history.filter((change) => change.applicationId === application.id),
      tags: hiring.tags.filter((tag) => tag.applicationId === application.id).map((tag) => tag.tag),
      interviews: hiring.interviews
        .filter((interview) => interview.applicationId === application.id)
        .map((interview) => ({
          ...interview,
          interviewers: hiring.interviewers
            .filter((person) => person.interviewId === interview.id)
            .map((person) => person.name),
          scorecards: hiring.scorecards.filter((card) => card.interviewId === interview.id),
        })),
    })),
    enquiries: enquiries.map(({ searchText: _search, ...enquiry }) => enquiry),
    emails: emails.map(({ claimToken: _claim, aboutEmailKey: _about, ...email }) => ({
      ...email,
      payload: JSON.parse(email.payload),
    })),
  };
}

/**
 * Deletes everything held for `address`: the rows in one transaction (notes and status history
 * go with their applications: foreign keys on delete cascade), then the CV files (disk or
 * bucket). A file that cannot be deleted keeps its record for the orphan-CV sweep, and is not
 * counted.
 */
export async function erasePersonalData(services: AppServices, address: string): Promise<PersonalDataCounts> {
  const key = emailKey(address);
  const removed = await inTransaction(services.db, async (trx) => {
    const applications = await deleteApplicationsOfEmail(trx, key);
    const enquiries = await trx
      .deleteFrom('contactEnquiries')
      .where(lowerTrim('email'), '=', key)
      .executeTakeFirst();
    const emails = await deleteEmailsAboutPerson(
      trx,
      key,
      applications.map((application) => application.id),
    );
    return { applications, enquiries: Number(enquiries.numDeletedRows), emails };
  });
  const cvs = await deleteStoredUploads(
    services,
    removed.applications.map((application) => application.cvUrl),
  );
  return {
    applications: removed.applications.length,
    cvs,
    enquiries: removed.enquiries,
    emails: removed.emails,
  };
}

/**
 * Applications older than `applicationsBefore` (with their notes, status history, e-mails and
 * CVs) and enquiries older than `enquiriesBefore`, a batch at a time. Each batch of applications
 * is one transaction (the rows and their e-mails), then the batch's files together.
 */
export async function deleteExpiredPersonalData(
  services: AppServices,
  cutoffs: { applicationsBefore: string; enquiriesBefore: string },
  pace: BatchPace,
): Promise<{ applications: number; enquiries: number }> {
  const applications = await deleteInBatches(pace, async (limit) => {
    const removed = await inTransaction(services.db, async (trx) => {
      const rows = await deleteApplicationsCreatedBefore(trx, cutoffs.applicationsBefore, limit);
      await deleteEmailsAboutApplications(
        trx,
        rows.map((row) => row.id),
      );
      return rows;
    });
    await deleteStoredUploads(
      services,
      removed.map((row) => row.cvUrl),
    );
    return removed.length;
  });
  const enquiries = await deleteInBatches(pace, (limit) =>
    deleteEnquiriesCreatedBefore(services.db, cutoffs.enquiriesBefore, limit),
  );
  return { applications, enquiries };
}
