import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { emailKey, nameKey } from './application-keys.ts';
import {
  type ApplicationInput,
  createApplication,
  deleteApplication,
  listApplications,
} from './applications.ts';
import { listAudit, recordAudit } from './audit-log.ts';
import { createDb, type Db } from './connection.ts';
import { createEnquiry, deleteEnquiry, listEnquiries } from './contact-enquiries.ts';
import { listOutbox } from './email-outbox.ts';
import { migrateToLatest, migrations } from './migrate.ts';
import { EXACT_TOTAL_UP_TO } from './pagination.ts';

// Decision 020: the staff lists' searches go through the search indexes (FTS5 on SQLite, pg_trgm
// on PostgreSQL) and find what a substring match finds; the totals are exact up to a bound.

let cvCount = 0;
function applicant(firstName: string, lastName: string, email: string): ApplicationInput {
  return {
    firstName,
    lastName,
    email,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    position: 'Protection Engineer',
    cvUrl: `/cv/search-${++cvCount}.pdf`,
  };
}

const names = (page: { applications: { firstName: string; lastName: string }[] }) =>
  page.applications.map((a) => `${a.firstName} ${a.lastName}`);

describe.each(testDatabaseKinds())('staff list search and paging on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  describe('applications', () => {
    const find = (q: string) => listApplications(t.db, { page: 1, limit: 50, q });

    beforeAll(async () => {
      await createApplication(t.db, applicant('Priya', 'Sharma', 'priya.sharma@mail.example'));
      await createApplication(t.db, applicant('Zoë', 'Müller', 'ZOE.M@Firma.example'));
      await createApplication(t.db, applicant('Tom', 'Smith', 'tom_100%@odd.example'));
    });

    it('finds an applicant by part of a name, "first last" across both, in any case', async () => {
      expect(names(await find('riya'))).toEqual(['Priya Sharma']);
      expect(names(await find('PRIYA sha'))).toEqual(['Priya Sharma']);
      expect(names(await find('zoe mul'))).toEqual(['Zoë Müller']);
      expect(names(await find('Sharma Priya'))).toEqual([]);
    });

    it('finds an applicant by part of an e-mail, and takes % and _ literally', async () => {
      expect(names(await find('firma.EXAMPLE'))).toEqual(['Zoë Müller']);
      expect(names(await find('priya.sharma@mail.example'))).toEqual(['Priya Sharma']);
      expect(names(await find('_100%'))).toEqual(['Tom Smith']);
      expect(names(await find('m_il'))).toEqual([]);
    });

    it('answers searches shorter than three characters too', async () => {
      expect(names(await find('om')).sort()).toEqual(['Tom Smith']);
      expect(names(await find('zo'))).toEqual(['Zoë Müller']);
    });

    it('keeps the index in step when a row is changed or deleted', async () => {
      const app = await createApplication(t.db, applicant('Grace', 'Hopper', 'grace@navy.example'));
      expect(names(await find('hopper'))).toEqual(['Grace Hopper']);
      // No screen renames an applicant, but the index must follow any change of the keys.
      await t.db
        .updateTable('applications')
        .set({ nameKey: nameKey('Grace', 'Brewster'), emailKey: emailKey('gb@navy.example') })
        .where('id', '=', app._id)
        .execute();
      expect(names(await find('hopper'))).toEqual([]);
      expect(names(await find('brewster'))).toEqual(['Grace Hopper']);
      expect(names(await find('gb@navy'))).toEqual(['Grace Hopper']);
      await deleteApplication(t.db, app._id);
      expect(names(await find('brewster'))).toEqual([]);
      expect(names(await find('navy'))).toEqual([]);
    });

    it("counts each listed applicant's earlier applications, on every page", async () => {
      for (const position of ['First', 'Second', 'Third']) {
        await createApplication(t.db, { ...applicant('Ravi', 'Patel', 'ravi@repeat.example'), position });
      }
      const pages = await Promise.all(
        [1, 2, 3].map((page) => listApplications(t.db, { page, limit: 1, q: 'ravi@repeat' })),
      );
      expect(pages.map((p) => p.applications.map((a) => [a.position, a.earlierApplications]))).toEqual([
        [['Third', 2]],
        [['Second', 1]],
        [['First', 0]],
      ]);
      expect(pages.map((p) => [p.total, p.totalPages, p.isTotalExact])).toEqual([
        [3, 3, true],
        [3, 3, true],
        [3, 3, true],
      ]);
    });
  });

  describe('enquiries', () => {
    const find = async (q: string) =>
      (await listEnquiries(t.db, { page: 1, limit: 50, q })).enquiries.map((e) => e.lastName).sort();

    beforeAll(async () => {
      const base = { phone: '01206 555000', message: 'Please quote for a substation survey.' };
      await createEnquiry(t.db, {
        ...base,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@engine.example',
      });
      await createEnquiry(t.db, {
        firstName: 'Kwame',
        lastName: 'Mensah',
        email: 'kwame@grid.example',
        phone: '+233 30 000 0000',
        message: 'Earthing  study\nfor a "new" site.',
      });
    });

    it('finds an enquiry by part of a name, an e-mail, a phone or a word of the message', async () => {
      expect(await find('ada love')).toEqual(['Lovelace']);
      expect(await find('GRID.ex')).toEqual(['Mensah']);
      expect(await find('+233')).toEqual(['Mensah']);
      expect(await find('earthing study')).toEqual(['Mensah']);
      expect(await find('"new"')).toEqual(['Mensah']);
      expect(await find('station sur')).toEqual(['Lovelace']);
      expect(await find('a')).toEqual(['Lovelace', 'Mensah']);
    });

    it('never matches across two fields', async () => {
      expect(await find('mensah kwame')).toEqual([]);
      expect(await find('example +233')).toEqual([]);
    });

    it('drops a deleted enquiry from the search', async () => {
      const gone = await createEnquiry(t.db, {
        firstName: 'Temp',
        lastName: 'Gone',
        email: 'temp@gone.example',
        phone: '0',
        message: 'Transient request.',
      });
      expect(await find('transient')).toEqual(['Gone']);
      await deleteEnquiry(t.db, gone._id);
      expect(await find('transient')).toEqual([]);
    });
  });

  describe('activity log', () => {
    const many = EXACT_TOTAL_UP_TO + 50;

    beforeAll(async () => {
      // Set-based: the bound is ten thousand entries.
      for (let from = 0; from < many; from += 1000) {
        const rows = Array.from({ length: Math.min(1000, many - from) }, (_, k) => {
          const i = from + k;
          return {
            id: `l${i.toString(16).padStart(23, '0')}`,
            actorId: null,
            actorEmail: i % 1000 === 0 ? 'Rare.Person@Example.com' : `staff${i % 3}@consultancy.example`,
            action: i % 100 === 0 ? 'download' : 'update',
            entity: 'job',
            entityId: null,
            address: null,
            detail: null,
            createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
          };
        });
        await t.db.insertInto('auditLog').values(rows).execute();
      }
    });

    it('counts exactly up to the bound and says "more than" past it', async () => {
      const first = await listAudit(t.db, { page: 1, limit: 50 });
      expect(first.entries).toHaveLength(50);
      expect(first.entries[0]?.createdAt).toBe(
        new Date(Date.UTC(2026, 0, 1) + (many - 1) * 1000).toISOString(),
      );
      expect([first.total, first.isTotalExact, first.totalPages]).toEqual([
        EXACT_TOTAL_UP_TO,
        false,
        Math.ceil((EXACT_TOTAL_UP_TO + 1) / 50),
      ]);
      // Deep enough that the count reaches the end: exact again, and the last page is whole.
      const last = await listAudit(t.db, { page: Math.ceil(many / 50), limit: 50 });
      expect([last.total, last.isTotalExact, last.totalPages]).toEqual([many, true, Math.ceil(many / 50)]);
      expect(last.entries).toHaveLength(many % 50 || 50);
      // Past the end: no entries, and the count says where the end is.
      const beyond = await listAudit(t.db, { page: 1000, limit: 50 });
      expect([beyond.entries.length, beyond.total, beyond.isTotalExact]).toEqual([0, many, true]);
      // A page within the bound, with more than ten pages after it: more than the bound.
      const deep = await listAudit(t.db, { page: 100, limit: 20 });
      expect([deep.total, deep.isTotalExact, deep.totalPages]).toEqual([10_000, false, 501]);
    });

    it('filters by action and by part of the actor address in any case', async () => {
      const downloads = await listAudit(t.db, { page: 1, limit: 200, action: 'download' });
      expect([downloads.total, downloads.isTotalExact]).toEqual([Math.ceil(many / 100), true]);
      const rare = await listAudit(t.db, { page: 1, limit: 50, actor: 'rare.PERSON@' });
      expect(rare.total).toBe(Math.ceil(many / 1000));
      expect(rare.entries.every((entry) => entry.actorEmail === 'Rare.Person@Example.com')).toBe(true);
      const both = await listAudit(t.db, { page: 1, limit: 50, actor: 'son@exam', action: 'download' });
      expect(both.total).toBe(Math.ceil(many / 1000));
      expect((await listAudit(t.db, { page: 1, limit: 50, actor: 'nobody' })).total).toBe(0);
    });

    it('answers an actor filter by reading the entries when there are too many actors to walk', async () => {
      const strangers = Array.from({ length: 2_100 }, (_, i) => ({
        id: `s${i.toString(16).padStart(23, '0')}`,
        actorId: null,
        actorEmail: `stranger${i}@elsewhere.example`,
        action: 'sign-in-failed',
        entity: 'account',
        entityId: null,
        address: null,
        detail: null,
        createdAt: '2025-06-01T00:00:00.000Z',
      }));
      for (let from = 0; from < strangers.length; from += 500) {
        await t.db
          .insertInto('auditLog')
          .values(strangers.slice(from, from + 500))
          .execute();
      }
      expect((await listAudit(t.db, { page: 1, limit: 50, actor: 'STRANGER2099@' })).total).toBe(1);
      expect((await listAudit(t.db, { page: 1, limit: 50, actor: 'rare.person' })).total).toBe(
        Math.ceil(many / 1000),
      );
      await recordAudit(t.db, { actor: { email: 'late@example.com' }, action: 'sign-in', entity: 'account' });
      expect((await listAudit(t.db, { page: 1, limit: 50, actor: 'late@' })).total).toBe(1);
    });
  });

  describe('outbox', () => {
    beforeAll(async () => {
      const sent = EXACT_TOTAL_UP_TO + 5;
      for (let from = 0; from < sent + 3; from += 1000) {
        const rows = Array.from({ length: Math.min(1000, sent + 3 - from) }, (_, k) => {
          const i = from + k;
          const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
          return {
            id: `m${i.toString(16).padStart(23, '0')}`,
            kind: 'enquiry',
            toEmail: 'office@example.com',
            subject: 'New enquiry',
            payload: '{}',
            status: i < sent ? 'sent' : 'failed',
            attempts: 1,
            nextAttemptAt: at,
            createdAt: at,
            queuedAt: at,
          };
        });
        await t.db.insertInto('emailOutbox').values(rows).execute();
      }
    });

    it('counts each status exactly up to the bound, and names the ones past it', async () => {
      const all = await listOutbox(t.db, { page: 1, limit: 20 });
      expect(all.counts).toEqual({ queued: 0, sending: 0, sent: EXACT_TOTAL_UP_TO, failed: 3, cancelled: 0 });
      expect(all.inexactCounts).toEqual(['sent']);
      expect([all.emails.length, all.isTotalExact]).toEqual([20, false]);
      const failed = await listOutbox(t.db, { page: 1, limit: 20, status: 'failed' });
      expect([failed.total, failed.totalPages, failed.isTotalExact]).toEqual([3, 1, true]);
      expect(failed.emails.map((email) => email.status)).toEqual(['failed', 'failed', 'failed']);
    });
  });
});

describe.each(testDatabaseKinds())('the search index migration on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    db = createDb(database.options);
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < '2026-12-03T1000-staff-list-indexes'),
    );
    await migrateToLatest(db as Kysely<any>, database.options, before);
    await createApplication(db, applicant('Élise', 'Dubois', 'elise@before.example'));
    await createEnquiry(db, {
      firstName: 'Old',
      lastName: 'Enquiry',
      email: 'old@before.example',
      phone: '1',
      message: 'Stored before the search index.',
    });
    expect(await migrateToLatest(db, database.options)).toContain('2026-12-03T1000-staff-list-indexes');
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('indexes the rows stored before it', async () => {
    const apps = await listApplications(db, { page: 1, limit: 10, q: 'elise dub' });
    expect(apps.applications.map((a) => a.email)).toEqual(['elise@before.example']);
    const enquiries = await listEnquiries(db, { page: 1, limit: 10, q: 'before the search' });
    expect(enquiries.enquiries.map((e) => e.email)).toEqual(['old@before.example']);
  });

  it('builds the search indexes the searches use', async () => {
    if (kind === 'sqlite') {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where name like '%_search' order by name`.execute(db);
      expect(rows.map((row) => row.name)).toEqual([
        'applications_search',
        'contact_enquiries_search',
        // Decision 026: the CVs' text, a full-text (not trigram) index.
        'cv_texts_search',
        'media_assets_search',
      ]);
    } else {
      const { rows } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where schemaname = current_schema() and indexname like '%_trgm'
        order by indexname`.execute(db);
      expect(rows.map((row) => row.indexname)).toEqual([
        'applications_email_key_trgm',
        'applications_name_key_trgm',
        'contact_enquiries_search_trgm',
        'media_assets_search_trgm',
      ]);
    }
  });
});
