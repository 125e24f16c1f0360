import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { countJobs, createJob, deleteJob, getJob, type JobInput, listJobs, updateJob } from './jobs.ts';

/** Every row of a list the size of these tests' (decision 019: lists are read a page at a time). */
const ALL = { page: 1, limit: 100 };
const itemsOf = <T>(page: { items: T[] }): T[] => page.items;

const base: JobInput = {
  title: 'Protection Engineer',
  type: 'Engineering',
  place: 'London',
  country: 'United Kingdom',
  isActive: true,
  qualifications: 'Degree in electrical engineering',
  experience: '5 years',
  responsibilities: 'Relay settings\nProtection studies for 132 kV substations',
};

describe.each(testDatabaseKinds())('jobs on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'));
    await createJob(t.db, { ...base, title: 'UK active' });
    vi.setSystemTime(new Date('2030-01-02T00:00:00.000Z'));
    await createJob(t.db, { ...base, title: 'UK inactive', isActive: false });
    vi.setSystemTime(new Date('2030-01-03T00:00:00.000Z'));
    await createJob(t.db, { ...base, title: 'India active', country: 'India', pdfUrl: '/media/jd.pdf' });
    vi.useRealTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('lists newest first with booleans and omitted optional fields', async () => {
    const jobs = await listJobs(t.db, {}, ALL).then(itemsOf);
    expect(jobs.map((job) => job.title)).toEqual(['India active', 'UK inactive', 'UK active']);
    expect(jobs.map((job) => job.isActive)).toEqual([true, false, true]);
    expect(jobs[0]?.pdfUrl).toBe('/media/jd.pdf');
    expect(jobs[1] && 'pdfUrl' in jobs[1]).toBe(false);
  });

  it('filters by country and by active flag, alone and together', async () => {
    const titles = async (filter: Parameters<typeof listJobs>[1]) =>
      (await listJobs(t.db, filter, ALL).then(itemsOf)).map((job) => job.title);
    expect(await titles({ country: 'United Kingdom' })).toEqual(['UK inactive', 'UK active']);
    expect(await titles({ isActive: true })).toEqual(['India active', 'UK active']);
    expect(await titles({ isActive: false })).toEqual(['UK inactive']);
    expect(await titles({ country: 'United Kingdom', isActive: true })).toEqual(['UK active']);
    expect(await titles({ country: 'Uzbekistan' })).toEqual([]);
    expect(await countJobs(t.db)).toBe(3);
    expect(await countJobs(t.db, { isActive: true })).toBe(2);
  });

  it('replaces every field on update, so a missing pdfUrl removes the PDF', async () => {
    const [india] = await listJobs(t.db, { country: 'India' }, ALL).then(itemsOf);
    if (!india) throw new Error('seeded job missing');
    const updated = await updateJob(t.db, india._id, {
      ...base,
      title: 'India inactive',
      country: 'India',
      isActive: false,
    });
    expect(updated).toMatchObject({
      _id: india._id,
      title: 'India inactive',
      isActive: false,
      createdAt: india.createdAt,
    });
    expect(updated && 'pdfUrl' in updated).toBe(false);
    expect(await getJob(t.db, india._id)).toEqual(updated);
    expect(await updateJob(t.db, 'missing', base)).toBeUndefined();
  });

  it('deletes a job once', async () => {
    const job = await createJob(t.db, base);
    expect(await deleteJob(t.db, job._id)).toBe(true);
    expect(await deleteJob(t.db, job._id)).toBe(false);
    expect(await getJob(t.db, job._id)).toBeUndefined();
  });

  it('keeps a closing date, and with openOn shows only active jobs not closed before that day', async () => {
    const closedYesterday = await createJob(t.db, { ...base, title: 'Closed', closingDate: '2030-06-14' });
    const closingToday = await createJob(t.db, { ...base, title: 'Today', closingDate: '2030-06-15' });
    const closingLater = await createJob(t.db, { ...base, title: 'Later', closingDate: '2031-01-01' });
    const inactiveLater = await createJob(t.db, {
      ...base,
      title: 'Inactive later',
      isActive: false,
      closingDate: '2031-01-01',
    });
    try {
      expect(closingToday.closingDate).toBe('2030-06-15');
      // Created in the same millisecond, so compared as sets.
      const ukTitles = async (openOn?: string) =>
        (
          await listJobs(t.db, { country: 'United Kingdom', ...(openOn ? { openOn } : {}) }, ALL).then(
            itemsOf,
          )
        )
          .map((job) => job.title)
          .sort();
      expect(await ukTitles()).toEqual([
        'Closed',
        'Inactive later',
        'Later',
        'Today',
        'UK active',
        'UK inactive',
      ]);
      expect(await ukTitles('2030-06-15')).toEqual(['Later', 'Today', 'UK active']);
      expect(await ukTitles('2030-06-16')).toEqual(['Later', 'UK active']);
      expect(await countJobs(t.db, { country: 'United Kingdom', openOn: '2030-06-15' })).toBe(3);

      expect(await getJob(t.db, closedYesterday._id, { openOn: '2030-06-15' })).toBeUndefined();
      expect(await getJob(t.db, inactiveLater._id, { openOn: '2030-06-15' })).toBeUndefined();
      expect(await getJob(t.db, closingToday._id, { openOn: '2030-06-15' })).toEqual(closingToday);
      expect(await getJob(t.db, closedYesterday._id)).toEqual(closedYesterday);

      // PUT sends the whole job: without a closing date the job has none.
      const reopened = await updateJob(t.db, closedYesterday._id, { ...base, title: 'Closed' });
      expect(reopened && 'closingDate' in reopened).toBe(false);
      expect(await getJob(t.db, closedYesterday._id, { openOn: '2030-06-15' })).toEqual(reopened);
    } finally {
      for (const job of [closedYesterday, closingToday, closingLater, inactiveLater]) {
        await deleteJob(t.db, job._id);
      }
    }
  });
});
