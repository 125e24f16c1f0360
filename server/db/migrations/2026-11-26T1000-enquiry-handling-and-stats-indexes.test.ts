import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, testDatabaseKinds } from '../../../tests/support/test-databases.ts';
import { createDb, type Db } from '../connection.ts';
import { getEnquiry, listEnquiries } from '../contact-enquiries.ts';
import { migrateToLatest } from '../migrate.ts';
import * as initial from './2026-11-21T0900-initial.ts';
import * as uniqueApplicationCv from './2026-11-22T0000-unique-application-cv.ts';
import * as seedRuns from './2026-11-24T0900-seed-runs.ts';
import * as loginThrottles from './2026-11-25T0900-login-throttles.ts';

// Enquiries stored before this migration become searchable and open, on either database.

describe.each(testDatabaseKinds())('enquiry handling migration on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const ids = Array.from({ length: 501 }, (_, index) => `${index.toString(16).padStart(24, '0')}`);

  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    db = createDb(database.options);
    await migrateToLatest(db as Kysely<any>, database.options, {
      '2026-11-21T0900-initial': initial,
      '2026-11-22T0000-unique-application-cv': uniqueApplicationCv,
      '2026-11-24T0900-seed-runs': seedRuns,
      '2026-11-25T0900-login-throttles': loginThrottles,
    });
    // More rows than one backfill batch, so the batches are seen to follow each other.
    await (db as Kysely<any>)
      .insertInto('contactEnquiries')
      .values(
        ids.map((id, index) => ({
          id,
          firstName: index === 0 ? 'ÉLODIE' : 'Sam',
          lastName: index === 0 ? 'Marchand' : `Number ${index}`,
          email: `person${index}@example.com`,
          phone: '0123456789',
          message: index === 500 ? 'The LAST  one\nof them.' : 'An older enquiry.',
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
        })),
      )
      .execute();
    // The later migrations run too; this one must be among them.
    expect(await migrateToLatest(db, database.options)).toContain(
      '2026-11-26T1000-enquiry-handling-and-stats-indexes',
    );
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('keeps every enquiry, open', async () => {
    const first = await getEnquiry(db, ids[0] ?? '');
    expect(first).toEqual({
      _id: ids[0],
      firstName: 'ÉLODIE',
      lastName: 'Marchand',
      email: 'person0@example.com',
      phone: '0123456789',
      message: 'An older enquiry.',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const open = await listEnquiries(db, { page: 1, limit: 1, state: 'open' });
    expect(open.total).toBe(501);
  });

  it('makes the older enquiries searchable, in the first batch and past it', async () => {
    const search = async (q: string) =>
      (await listEnquiries(db, { page: 1, limit: 10, q })).enquiries.map((e) => e._id);
    expect(await search('élodie marchand')).toEqual([ids[0]]);
    expect(await search('last one of')).toEqual([ids[500]]);
    expect(await search('person499@')).toEqual([ids[499]]);
  });
});
