import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../../tests/support/test-databases.ts';
import { emailKey, nameKey } from '../application-keys.ts';
import { down, up } from './2026-11-26T0900-application-notes-and-history.ts';
import * as staffListIndexes from './2026-12-03T1000-staff-list-indexes.ts';

// The migration fills the search and e-mail keys of the applications stored before it, by the
// same rules the application code uses for new ones (db/application-keys.ts).

describe.each(testDatabaseKinds())('migration 2026-11-26T0900 on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('goes down and up again, keying the applications stored before it in batches', async () => {
    // The later search index reads the keys this migration removes: it goes down first.
    await staffListIndexes.down(t.db);
    await down(t.db);
    // Rows as an older version of the site stored them: no keys, snake_case columns.
    const raw: Kysely<any> = t.db.withoutPlugins();
    const people = Array.from({ length: 1203 }, (_, i) => ({
      first: i === 0 ? 'Zoë' : `First${i}`,
      last: i === 0 ? 'ÉLISE  Brontë' : `Last${i}`,
      email: i === 0 ? ' Zoe.Elise@Example.COM ' : `person${i}@Example.com`,
    }));
    await raw
      .insertInto('applications')
      .values(
        people.map((person, i) => ({
          id: i.toString(16).padStart(24, '0'),
          first_name: person.first,
          last_name: person.last,
          email: person.email,
          phone: '+44 20 7946 0000',
          country: 'India',
          position: 'Before',
          cv_url: `/cv/before-${i}.pdf`,
          status: 'pending',
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
    await up(t.db);
    await staffListIndexes.up(t.db);
    const rows = await t.db
      .selectFrom('applications')
      .select(['firstName', 'lastName', 'email', 'emailKey', 'nameKey'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(people.length);
    for (const row of rows) {
      expect(row.emailKey).toBe(emailKey(row.email));
      expect(row.nameKey).toBe(nameKey(row.firstName, row.lastName));
    }
    expect(rows[0]).toMatchObject({ emailKey: 'zoe.elise@example.com', nameKey: 'zoe elise bronte' });
  });
});
