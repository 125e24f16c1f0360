import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  type ApplicationInput,
  countApplicationsByCountry,
  createApplication,
  deleteApplication,
  getApplication,
  isCvUrlInUse,
  listApplications,
  updateApplicationStatus,
} from './applications.ts';

const base: ApplicationInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  position: 'Protection Engineer',
  cvUrl: '/api/files/private/cv/one.pdf',
};

// Each application needs its own CV (applications.cv_url is unique).
let cvCount = 0;
const uniqueCvUrl = () => `/cv/unique-${++cvCount}.pdf`;

describe.each(testDatabaseKinds())('applications on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('answers an empty list as page 1 of 1', async () => {
    expect(await listApplications(t.db, { page: 1, limit: 10 })).toEqual({
      applications: [],
      total: 0,
      totalPages: 1,
    });
  });

  it('pages 23 applications by 10 into 3 pages, newest first, the last holding 3', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 23; i++) {
      vi.setSystemTime(new Date(Date.UTC(2030, 0, 1, 0, i)));
      await createApplication(t.db, { ...base, firstName: `N${i}`, cvUrl: `/cv/${i}.pdf` });
    }
    vi.useRealTimers();
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listApplications(t.db, { page, limit: 10 })));
    expect(pages.map((p) => p.applications.length)).toEqual([10, 10, 3, 0]);
    expect(pages.every((p) => p.total === 23 && p.totalPages === 3)).toBe(true);
    const names = pages.flatMap((p) => p.applications.map((a) => a.firstName));
    expect(names).toEqual(Array.from({ length: 23 }, (_, i) => `N${22 - i}`));
  });

  it('stores a new application as pending and omits empty optional fields', async () => {
    const plain = await createApplication(t.db, {
      ...base,
      cvUrl: uniqueCvUrl(),
      position: 'Plain',
      linkedin: '',
      comments: '',
    });
    expect(plain.status).toBe('pending');
    expect('linkedin' in plain || 'comments' in plain).toBe(false);
    const full = await createApplication(t.db, {
      ...base,
      cvUrl: uniqueCvUrl(),
      position: 'Full',
      linkedin: 'https://www.linkedin.com/in/ada',
      comments: 'Available in March',
    });
    expect(await getApplication(t.db, full._id)).toEqual(full);
    expect(full).toMatchObject({
      linkedin: 'https://www.linkedin.com/in/ada',
      comments: 'Available in March',
    });
    expect(await getApplication(t.db, 'missing')).toBeUndefined();
  });

  it('filters by status, country and position', async () => {
    const india = await createApplication(t.db, {
      ...base,
      cvUrl: uniqueCvUrl(),
      country: 'India',
      position: 'Design Engineer',
    });
    await createApplication(t.db, {
      ...base,
      cvUrl: uniqueCvUrl(),
      country: 'India',
      position: 'Site Engineer',
    });
    await updateApplicationStatus(t.db, india._id, 'hired');

    const byCountry = await listApplications(t.db, { country: 'India', page: 1, limit: 10 });
    expect(byCountry.total).toBe(2);
    const byStatus = await listApplications(t.db, { status: 'hired', page: 1, limit: 10 });
    expect(byStatus.applications.map((a) => a._id)).toEqual([india._id]);
    const combined = await listApplications(t.db, {
      country: 'India',
      position: 'Site Engineer',
      status: 'pending',
      page: 1,
      limit: 10,
    });
    expect(combined.applications.map((a) => a.position)).toEqual(['Site Engineer']);
    expect(combined.totalPages).toBe(1);
  });

  it('sets any status and reports unknown ids as undefined', async () => {
    const app = await createApplication(t.db, base);
    const reviewed = await updateApplicationStatus(t.db, app._id, 'reviewed');
    expect(reviewed?.status).toBe('reviewed');
    expect((await updateApplicationStatus(t.db, app._id, 'pending'))?.status).toBe('pending');
    expect(await updateApplicationStatus(t.db, 'missing', 'hired')).toBeUndefined();
  });

  it('returns the deleted application so its CV can be removed', async () => {
    const app = await createApplication(t.db, { ...base, cvUrl: '/cv/delete-me.pdf' });
    expect(await isCvUrlInUse(t.db, '/cv/delete-me.pdf')).toBe(true);
    expect(await deleteApplication(t.db, app._id)).toEqual(app);
    expect(await deleteApplication(t.db, app._id)).toBeUndefined();
    expect(await isCvUrlInUse(t.db, '/cv/delete-me.pdf')).toBe(false);
  });

  it('counts applications per country', async () => {
    const counts = await countApplicationsByCountry(t.db);
    const total = (await listApplications(t.db, { page: 1, limit: 1 })).total;
    expect(counts.India).toBe(2);
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(total);
  });
});
