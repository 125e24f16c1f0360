import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testDatabaseKinds } from '../../../tests/support/test-databases.ts';
import { createDb } from '../connection.ts';
import { migrateToLatest, migrations } from '../migrate.ts';

// Decision 025: the site_content table, published by default, with the schedule columns the
// scheduler asks about; and the migration goes back.

const NAME = '2026-12-17T0900-site-content';
const UP_TO = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= NAME));

describe.each(testDatabaseKinds())('the site content migration on %s', (kind) => {
  let db: Kysely<any>;
  let drop: () => Promise<void>;
  let schema: string | undefined;
  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    schema = database.options.kind === 'postgres' ? database.options.schema : undefined;
    db = createDb(database.options) as Kysely<any>;
    expect(await migrateToLatest(db, database.options, UP_TO)).toContain(NAME);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('stores a section published and unscheduled unless told otherwise', async () => {
    const now = new Date().toISOString();
    await db
      .insertInto('siteContent')
      .values({ id: 'team', value: '[]', createdAt: now, updatedAt: now })
      .execute();
    const row = await db.selectFrom('siteContent').selectAll().where('id', '=', 'team').executeTakeFirst();
    expect(row).toMatchObject({
      id: 'team',
      value: '[]',
      status: 'published',
      publishAt: null,
      unpublishAt: null,
    });
    await expect(
      db
        .insertInto('siteContent')
        .values({ id: 'team', value: '[]', createdAt: now, updatedAt: now })
        .execute(),
    ).rejects.toThrow();
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
    expect(await db.selectFrom('siteContent').selectAll().execute()).toEqual([]);
  });
});
