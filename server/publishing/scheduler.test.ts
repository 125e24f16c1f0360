import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { createJob } from '../db/jobs.ts';
import { createLogger } from '../logger.ts';
import { JOB_TYPE } from './content-types.ts';
import { changeRowState, readRowState } from './record-state.ts';
import { runScheduledChanges } from './scheduler.ts';

// The scheduler's claim (decision 024): passes running at once over the same due records act on
// each once, however many there are; what is not yet due waits.

const JOB = {
  title: 'Scheduled engineer',
  type: 'Engineering',
  place: 'London',
  country: 'United Kingdom',
  isActive: true,
  qualifications: 'Degree in electrical engineering',
  experience: '5+ years',
  responsibilities: 'Lead protection studies and review designs',
};

describe.each(testDatabaseKinds())('scheduled publishing on %s', (kind) => {
  let database: TestDatabase;
  let raises = 0;
  const services = () => ({
    db: database.db,
    logger: createLogger('silent'),
    contentVersion: {
      current: () => String(raises),
      raise: async () => {
        raises += 1;
      },
    },
  });
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it('publishes each due record once when passes race, and leaves records not yet due', async () => {
    const { db } = database;
    const due = await Promise.all(Array.from({ length: 6 }, () => createJob(db, JOB)));
    const later = await createJob(db, JOB);
    const past = '2026-01-01T09:00:00.000Z';
    for (const job of due) await changeRowState(db, JOB_TYPE, job._id, { status: 'draft', publishAt: past });
    await changeRowState(db, JOB_TYPE, later._id, { status: 'draft', publishAt: '2099-01-01T09:00:00.000Z' });

    const before = raises;
    const done = await Promise.all([1, 2, 3].map(() => runScheduledChanges(services())));
    expect(done.reduce((sum, count) => sum + count, 0)).toBe(due.length);
    expect(raises).toBeGreaterThan(before);

    for (const job of due) {
      expect(await readRowState(db, JOB_TYPE, job._id)).toMatchObject({
        status: 'published',
        publishAt: null,
      });
      const versions = await db
        .selectFrom('recordVersions')
        .select(['actorEmail', 'status'])
        .where('entityId', '=', job._id)
        .execute();
      expect(versions).toEqual([{ actorEmail: 'schedule', status: 'published' }]);
      const entries = await db
        .selectFrom('auditLog')
        .select(['action', 'actorEmail'])
        .where('entityId', '=', job._id)
        .execute();
      expect(entries).toEqual([{ action: 'publish', actorEmail: 'schedule' }]);
    }
    expect(await readRowState(db, JOB_TYPE, later._id)).toMatchObject({ status: 'draft' });
    expect(await runScheduledChanges(services())).toBe(0);
  });

  it('unpublishes a record whose unpublishAt is due', async () => {
    const { db } = database;
    const job = await createJob(db, JOB);
    await changeRowState(db, JOB_TYPE, job._id, { unpublishAt: '2026-01-01T09:00:00.000Z' });
    expect(await runScheduledChanges(services())).toBe(1);
    expect(await readRowState(db, JOB_TYPE, job._id)).toMatchObject({ status: 'draft', unpublishAt: null });
  });
});
