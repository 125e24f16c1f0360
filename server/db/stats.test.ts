import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSchema } from '../../domain/answers/stats.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { type ApplicationInput, createApplication } from './applications.ts';
import { createEnquiry, setEnquiryHandled } from './contact-enquiries.ts';
import { createJob, type JobInput } from './jobs.ts';
import { readDashboardStats } from './stats.ts';

const job: JobInput = {
  title: 'Protection Engineer',
  type: 'Engineering',
  place: 'Colchester',
  country: 'United Kingdom',
  isActive: true,
  qualifications: 'Degree in electrical engineering',
  experience: '5 years',
  responsibilities: 'Relay settings\nProtection studies for 132 kV substations and grid connections',
};

const applicant: Omit<ApplicationInput, 'cvUrl'> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  position: 'Protection Engineer',
};

const enquiry = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '0123456789',
  message: 'We need a protection study.',
};

// A Wednesday; its week began on Monday 2030-01-07, so the 12 weeks run from 2029-10-22.
const NOW = new Date('2030-01-09T15:00:00.000Z');

describe.each(testDatabaseKinds())('dashboard statistics on %s', (kind) => {
  let t: TestDatabase;
  let cvCount = 0;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  async function application(country: string, status: string, createdAt: string) {
    const created = await createApplication(t.db, { ...applicant, country, cvUrl: `/cv/${++cvCount}.pdf` });
    await t.db.updateTable('applications').set({ status, createdAt }).where('id', '=', created._id).execute();
  }

  it('answers zeros for an empty database, with every office country, status and week', async () => {
    const stats = await readDashboardStats(t.db, NOW);
    expect(statsSchema.parse(stats)).toEqual(stats);
    expect(stats.jobs).toEqual({
      total: 0,
      active: 0,
      byCountry: [
        { country: 'United Kingdom', total: 0, active: 0 },
        { country: 'India', total: 0, active: 0 },
        { country: 'Uzbekistan', total: 0, active: 0 },
      ],
    });
    expect(stats.applications.total).toBe(0);
    expect(stats.applications.byCountry.map((row) => row.count)).toEqual([0, 0, 0]);
    expect(stats.applications.byStatus).toEqual([
      { status: 'pending', count: 0 },
      { status: 'reviewed', count: 0 },
      { status: 'interviewed', count: 0 },
      { status: 'rejected', count: 0 },
      { status: 'hired', count: 0 },
    ]);
    expect(stats.applications.perWeek).toHaveLength(12);
    expect(stats.applications.perWeek[0]).toEqual({ weekStart: '2029-10-22', count: 0 });
    expect(stats.applications.perWeek[11]).toEqual({ weekStart: '2030-01-07', count: 0 });
    expect(stats.enquiries).toEqual({ total: 0, open: 0 });
    expect(stats.generatedAt).toBe(NOW.toISOString());
  });

  it('counts jobs, applications by country, status and week, and open enquiries', async () => {
    await createJob(t.db, job);
    await createJob(t.db, { ...job, isActive: false });
    await createJob(t.db, { ...job, country: 'Uzbekistan' });
    // Not an office country (written by hand): listed after the three, alphabetically.
    await createJob(t.db, { ...job, country: 'Kazakhstan', isActive: false });
    await createJob(t.db, { ...job, country: 'Germany' });

    await application('United Kingdom', 'pending', '2030-01-07T00:00:00.000Z'); // current week, first instant
    await application('United Kingdom', 'hired', '2030-01-13T23:59:59.999Z'); // current week, last instant
    await application('India', 'reviewed', '2030-01-06T23:59:59.999Z'); // the week before
    await application('India', 'rejected', '2029-10-22T00:00:00.000Z'); // the oldest week, first instant
    await application('India', 'interviewed', '2029-10-21T23:59:59.999Z'); // just before the 12 weeks
    await application('Uzbekistan', 'pending', '2029-10-08T12:00:00.000Z'); // 13 weeks before this one
    await application('France', 'archived', '2030-01-14T00:00:00.000Z'); // next week; unknown status

    const first = await createEnquiry(t.db, enquiry);
    await createEnquiry(t.db, enquiry);
    await createEnquiry(t.db, enquiry);
    await setEnquiryHandled(t.db, first._id, { handled: true, byName: 'Ada', at: NOW.toISOString() });

    const stats = await readDashboardStats(t.db, NOW);
    expect(stats.jobs).toEqual({
      total: 5,
      active: 3,
      byCountry: [
        { country: 'United Kingdom', total: 2, active: 1 },
        { country: 'India', total: 0, active: 0 },
        { country: 'Uzbekistan', total: 1, active: 1 },
        { country: 'Germany', total: 1, active: 1 },
        { country: 'Kazakhstan', total: 1, active: 0 },
      ],
    });
    expect(stats.applications.total).toBe(7);
    expect(stats.applications.byCountry).toEqual([
      { country: 'United Kingdom', count: 2 },
      { country: 'India', count: 3 },
      { country: 'Uzbekistan', count: 1 },
      { country: 'France', count: 1 },
    ]);
    expect(stats.applications.byStatus).toEqual([
      { status: 'pending', count: 3 },
      { status: 'reviewed', count: 1 },
      { status: 'interviewed', count: 1 },
      { status: 'rejected', count: 1 },
      { status: 'hired', count: 1 },
    ]);
    const perWeek = stats.applications.perWeek;
    expect(perWeek.map((week) => week.weekStart)).toEqual([
      '2029-10-22',
      '2029-10-29',
      '2029-11-05',
      '2029-11-12',
      '2029-11-19',
      '2029-11-26',
      '2029-12-03',
      '2029-12-10',
      '2029-12-17',
      '2029-12-24',
      '2029-12-31',
      '2030-01-07',
    ]);
    expect(perWeek.map((week) => week.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(stats.enquiries).toEqual({ total: 3, open: 2 });
  });
});
