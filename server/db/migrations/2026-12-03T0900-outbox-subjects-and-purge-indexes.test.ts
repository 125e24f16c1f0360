import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testDatabaseKinds } from '../../../tests/support/test-databases.ts';
import { createDb, type Db } from '../connection.ts';
import { migrateToLatest } from '../migrate.ts';
import * as initial from './2026-11-21T0900-initial.ts';
import * as uniqueApplicationCv from './2026-11-22T0000-unique-application-cv.ts';
import * as seedRuns from './2026-11-24T0900-seed-runs.ts';
import * as loginThrottles from './2026-11-25T0900-login-throttles.ts';
import * as applicationNotesAndHistory from './2026-11-26T0900-application-notes-and-history.ts';
import * as enquiryHandlingAndStatsIndexes from './2026-11-26T1000-enquiry-handling-and-stats-indexes.ts';
import * as jobClosingDate from './2026-11-26T1100-job-closing-date.ts';
import * as galleryImageAlt from './2026-11-27T0900-gallery-image-alt.ts';
import * as outboxDelivery from './2026-11-28T0900-outbox-delivery.ts';
import * as contentVersion from './2026-11-29T0900-content-version.ts';
import * as rateLimits from './2026-11-30T0900-rate-limits.ts';
import * as staffRoles from './2026-12-01T0900-staff-roles.ts';
import * as auditLog from './2026-12-01T1000-audit-log.ts';
import * as siteSecrets from './2026-12-02T0900-site-secrets.ts';

// Messages queued before the outbox had application_id and about_email_key get both from their
// payloads, over more rows than one backfill batch, on either database.

const BEFORE: Record<string, Migration> = {
  '2026-11-21T0900-initial': initial,
  '2026-11-22T0000-unique-application-cv': uniqueApplicationCv,
  '2026-11-24T0900-seed-runs': seedRuns,
  '2026-11-25T0900-login-throttles': loginThrottles,
  '2026-11-26T0900-application-notes-and-history': applicationNotesAndHistory,
  '2026-11-26T1000-enquiry-handling-and-stats-indexes': enquiryHandlingAndStatsIndexes,
  '2026-11-26T1100-job-closing-date': jobClosingDate,
  '2026-11-27T0900-gallery-image-alt': galleryImageAlt,
  '2026-11-28T0900-outbox-delivery': outboxDelivery,
  '2026-11-29T0900-content-version': contentVersion,
  '2026-11-30T0900-rate-limits': rateLimits,
  '2026-12-01T0900-staff-roles': staffRoles,
  '2026-12-01T1000-audit-log': auditLog,
  '2026-12-02T0900-site-secrets': siteSecrets,
};

const hexId = (index: number) => index.toString(16).padStart(24, '0');
const appId = (index: number) => `a${index.toString(16).padStart(23, '0')}`;

/** One of each kind in turn, as the code before this migration queued them. */
function oldMessage(index: number) {
  const person = `Person.${index}@Example.com`;
  const kinds = [
    {
      kind: 'enquiry',
      toEmail: 'office@voltline.example',
      payload: { from_email: ` ${person} `, to_email: 'office@voltline.example' },
    },
    { kind: 'enquiry-confirmation', toEmail: person, payload: { to_email: person } },
    {
      kind: 'application',
      toEmail: 'hr@voltline.example',
      payload: { from_email: person, to_email: 'hr@voltline.example', application_id: appId(index) },
    },
    {
      kind: 'application-confirmation',
      toEmail: person,
      payload: { to_email: person, application_id: appId(index), withdraw_token: 'x' },
    },
    { kind: 'account-locked', toEmail: person, payload: { to_name: 'Staff', to_email: person } },
  ] as const;
  const message = kinds[index % kinds.length] ?? kinds[0];
  return {
    id: hexId(index),
    kind: message.kind,
    toEmail: message.toEmail,
    subject: 'A message',
    payload: JSON.stringify(message.payload),
    status: 'sent',
    attempts: 1,
    nextAttemptAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    queuedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe.each(testDatabaseKinds())('outbox subjects migration on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const count = 1203;

  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    db = createDb(database.options);
    await migrateToLatest(db as Kysely<any>, database.options, BEFORE);
    const rows = Array.from({ length: count }, (_, index) => oldMessage(index));
    // A payload that is not JSON names nobody but its recipient.
    rows.push({ ...oldMessage(count), id: hexId(count), payload: 'not json' });
    for (let start = 0; start < rows.length; start += 200) {
      await (db as Kysely<any>)
        .insertInto('emailOutbox')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    expect(await migrateToLatest(db, database.options)).toContain(
      '2026-12-03T0900-outbox-subjects-and-purge-indexes',
    );
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('names the person and the application of every older message, past the first batch too', async () => {
    const rows = await db
      .selectFrom('emailOutbox')
      .select(['id', 'kind', 'applicationId', 'aboutEmailKey'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(count + 1);
    for (const index of [0, 1, 2, 3, 4, 600, 1202]) {
      const isAboutApplication = index % 5 === 2 || index % 5 === 3;
      expect(rows[index]).toEqual({
        id: hexId(index),
        kind: oldMessage(index).kind,
        applicationId: isAboutApplication ? appId(index) : null,
        aboutEmailKey: `person.${index}@example.com`,
      });
    }
    // The unreadable payload: an enquiry-confirmation to its recipient.
    expect(rows[count]).toMatchObject({ applicationId: null, aboutEmailKey: `person.${count}@example.com` });
    const unnamed = rows.filter((row) => row.aboutEmailKey === null);
    expect(unnamed).toEqual([]);
  });

  it.skipIf(kind !== 'sqlite')(
    'finds the messages of a person or an application through the new indexes',
    async () => {
      const plan = async (query: string) =>
        (await sql.raw<{ detail: string }>(`explain query plan ${query}`).execute(db)).rows
          .map((row) => row.detail)
          .join('; ');
      expect(await plan(`select * from email_outbox where about_email_key = 'x'`)).toContain(
        'email_outbox_about_email_key',
      );
      expect(await plan(`delete from email_outbox where application_id in ('a', 'b')`)).toContain(
        'email_outbox_application_id',
      );
      expect(await plan(`select * from contact_enquiries where lower(trim(email)) = 'x'`)).toContain(
        'contact_enquiries_email_key',
      );
      expect(await plan(`delete from sessions where expires_at <= 'x'`)).toContain('sessions_expires_at');
    },
  );

  it.skipIf(kind !== 'sqlite')(
    'gives every batch of the hourly clean-up an index to find its rows by',
    async () => {
      const cases = [
        ['applications', 'id', `created_at < 'x'`, 'created_at, id', 'applications_created_at_id'],
        ['contact_enquiries', 'id', `created_at < 'x'`, 'created_at, id', 'contact_enquiries_created_at'],
        ['sessions', 'id', `expires_at <= 'x'`, 'expires_at', 'sessions_expires_at'],
        [
          'email_outbox',
          'id',
          `status in ('sent', 'failed', 'cancelled') and created_at < 'x'`,
          // Finished messages are taken in no particular order: sorting them would read them all.
          '',
          'email_outbox_status_created',
        ],
        // audit_log_created_at became (created_at, id) with the staff-list indexes after this one.
        ['audit_log', 'id', `created_at < 'x'`, 'created_at', 'audit_log_created_'],
        ['rate_limits', 'key', `reset_at < 'x'`, 'reset_at', 'rate_limits_reset_at'],
        [
          'login_throttles',
          'key',
          `updated_at < 'x' and blocked_until is null`,
          'updated_at',
          'login_throttles_updated_at',
        ],
      ] as const;
      for (const [table, key, where, order, index] of cases) {
        const ordered = order ? `order by ${order}` : '';
        const query = `explain query plan select ${key} from ${table} where ${where} ${ordered} limit 250`;
        const plan = (await sql.raw<{ detail: string }>(query).execute(db)).rows
          .map((row) => row.detail)
          .join('; ');
        expect(plan, table).toContain(index);
        expect(plan, table).not.toContain('TEMP B-TREE');
      }
    },
  );
});
