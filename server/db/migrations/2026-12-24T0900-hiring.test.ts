import { PostgresAdapter, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../../../tests/support/migration-under-test.ts';
import { testDatabaseKinds } from '../../../tests/support/test-databases.ts';

// The hiring tables: a CV's text is found by a word through each database's full-text index,
// an application's interviews, scorecards and tags go with it, and the migration goes back.

const NAME = '2026-12-24T0900-hiring';

describe.each(testDatabaseKinds())('the hiring migration on %s', (kind) => {
  const migration = migrationUnderTest(kind, NAME);
  const db = () => migration.db;

  async function cvsMatching(word: string): Promise<string[]> {
    const { rows } =
      db().getExecutor().adapter instanceof PostgresAdapter
        ? await sql<{ url: string }>`
            select cv_url as url from cv_texts
            where to_tsvector('simple', text) @@ plainto_tsquery('simple', ${word})`.execute(db())
        : await sql<{ url: string }>`
            select cv_url as url from cv_texts where rowid in
              (select rowid from cv_texts_search where cv_texts_search match ${`"${word}"`})`.execute(db());
    return rows.map((row) => row.url).sort();
  }

  it('finds a CV by a word of its text, in any case', async () => {
    const now = new Date().toISOString();
    await db()
      .insertInto('cv_texts')
      .values([
        {
          cv_url: '/cv/a.pdf',
          text: 'Chartered engineer, CompEx certified, IEC 61850 substations',
          created_at: now,
        },
        { cv_url: '/cv/b.pdf', text: 'SAP S/4HANA consultant, relocating to Colchester', created_at: now },
      ])
      .execute();
    expect(await cvsMatching('compex')).toEqual(['/cv/a.pdf']);
    expect(await cvsMatching('Colchester')).toEqual(['/cv/b.pdf']);
    await db().deleteFrom('cv_texts').where('cv_url', '=', '/cv/a.pdf').execute();
    expect(await cvsMatching('compex')).toEqual([]);
  });

  it('removes interviews, interviewers, scorecards and tags with their application', async () => {
    const now = new Date().toISOString();
    await db()
      .insertInto('applications')
      .values({
        id: 'app1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '01206 000000',
        country: 'UK',
        position: 'Protection Engineer',
        cv_url: '/cv/ada.pdf',
        status: 'pending',
        email_key: 'ada@example.com',
        name_key: 'ada lovelace',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto('interviews')
      .values({
        id: 'int1',
        application_id: 'app1',
        starts_at: now,
        duration_minutes: 60,
        created_by_id: 'u1',
        created_by_name: 'HR',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto('interview_interviewers')
      .values({ interview_id: 'int1', user_id: 'u2', name: 'Eng', email: 'eng@example.com' })
      .execute();
    await db()
      .insertInto('scorecards')
      .values({
        id: 'sc1',
        interview_id: 'int1',
        interviewer_id: 'u2',
        interviewer_name: 'Eng',
        ratings: '{"technical":4}',
        recommendation: 'yes',
        submitted_at: now,
      })
      .execute();
    await db()
      .insertInto('application_tags')
      .values({ application_id: 'app1', tag: 'CompEx', tag_key: 'compex', created_at: now })
      .execute();
    await db().deleteFrom('applications').where('id', '=', 'app1').execute();
    for (const table of ['interviews', 'interview_interviewers', 'scorecards', 'application_tags']) {
      const { rows } = await sql<{
        count: number | string;
      }>`select count(*) as count from ${sql.table(table)}`.execute(db());
      expect(Number(rows[0]?.count), table).toBe(0);
    }
  });

  it('goes back down and up again', async () => {
    await migration.downAndUp();
    expect(await cvsMatching('relocating')).toEqual([]);
  });
});
