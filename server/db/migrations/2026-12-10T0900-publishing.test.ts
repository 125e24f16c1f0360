import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testDatabaseKinds } from '../../../tests/support/test-databases.ts';
import { createDb } from '../connection.ts';
import { migrateToLatest, migrations } from '../migrate.ts';

// Every record stored before publishing existed stays published and unscheduled, with no draft
// and no version yet (its history starts with its next publish); and the migration goes back.

const NAME = '2026-12-10T0900-publishing';
const BEFORE = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < NAME));
// Up to this one: the later ones are not this test's, and going down starts from this one.
const UP_TO = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= NAME));

describe.each(testDatabaseKinds())('the publishing migration on %s', (kind) => {
  let db: Kysely<any>;
  let drop: () => Promise<void>;
  let schema: string | undefined;
  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    schema = database.options.kind === 'postgres' ? database.options.schema : undefined;
    db = createDb(database.options) as Kysely<any>;
    await migrateToLatest(db, database.options, BEFORE);
    const now = new Date().toISOString();
    await db
      .insertInto('jobs')
      .values({
        id: 'a'.repeat(24),
        title: 'PROTECTION ENGINEER',
        type: 'Full time',
        place: 'Colchester',
        country: 'United Kingdom',
        isActive: 1,
        qualifications: 'q',
        experience: 'e',
        responsibilities: 'r',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    expect(await migrateToLatest(db, database.options, UP_TO)).toContain(NAME);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('keeps the record published and unscheduled', async () => {
    const job = await db.selectFrom('jobs').select(['status', 'publishAt', 'unpublishAt']).executeTakeFirst();
    expect(job).toEqual({ status: 'published', publishAt: null, unpublishAt: null });
    for (const table of ['record_drafts', 'record_versions']) {
      const { rows } = await sql<{
        count: number | string;
      }>`select count(*) as count from ${sql.table(table)}`.execute(db);
      expect(Number(rows[0]?.count)).toBe(0);
    }
  });

  it('goes back down and up again', async () => {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => UP_TO },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.[0]?.migrationName).toBe(NAME);
    const up = await migrator.migrateUp();
    expect(up.error).toBeUndefined();
    const job = await db.selectFrom('jobs').select('status').executeTakeFirst();
    expect(job?.status).toBe('published');
  });
});
