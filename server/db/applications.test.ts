import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Application } from '../../domain/entities.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  type ApplicationCursor,
  type ApplicationFilter,
  type ApplicationInput,
  countApplicationsByCountry,
  createApplication,
  deleteApplication,
  getApplication,
  isCvUrlInUse,
  listApplications,
  listApplicationsAfter,
  listRelatedApplications,
  lockApplication,
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
      isTotalExact: true,
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
    expect(await getApplication(t.db, full._id)).toEqual({
      ...full,
      earlierApplications: expect.any(Number),
    });
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

describe.each(testDatabaseKinds())('finding applications on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  async function make(overrides: Partial<ApplicationInput>) {
    return createApplication(t.db, { ...base, cvUrl: uniqueCvUrl(), ...overrides });
  }

  async function found(filter: ApplicationFilter) {
    const page = await listApplications(t.db, { ...filter, page: 1, limit: 100 });
    return page.applications.map((a) => `${a.firstName} ${a.lastName}`).sort();
  }

  it('searches first name, last name, "first last" and e-mail, in any case, on both databases alike', async () => {
    const position = 'Search Role';
    await make({ position, firstName: 'Priya', lastName: 'Sharma', email: 'priya.s@example.com' });
    await make({ position, firstName: 'Rahul', lastName: 'Sharma', email: 'rahul@example.in' });
    await make({ position, firstName: 'Zoë', lastName: 'Élise', email: 'ZOE@Example.org' });
    await make({ position, firstName: 'Ann', lastName: 'Lee', email: 'ann_lee@example.com' });
    await make({ position, firstName: 'Annx', lastName: 'Lee', email: 'annxlee@example.com' });
    await make({ position, firstName: 'Fifty', lastName: 'Off', email: 'fifty%off@example.com' });
    await make({ position: 'Elsewhere', firstName: 'Priya', lastName: 'Other', email: 'p@example.com' });

    expect(await found({ position, q: 'SHAR' })).toEqual(['Priya Sharma', 'Rahul Sharma']);
    expect(await found({ position, q: 'priya sharma' })).toEqual(['Priya Sharma']);
    expect(await found({ position, q: '  Priya   SHARMA ' })).toEqual(['Priya Sharma']);
    expect(await found({ position, q: 'a sha' })).toEqual(['Priya Sharma']);
    expect(await found({ position, q: 'RAHUL@EXAMPLE.IN' })).toEqual(['Rahul Sharma']);
    expect(await found({ position, q: 'zoe@example' })).toEqual(['Zoë Élise']);
    // Accents and case fold the same way on SQLite (ASCII-only lower()) and PostgreSQL.
    expect(await found({ position, q: 'zoe elise' })).toEqual(['Zoë Élise']);
    expect(await found({ position, q: 'ÉLISE' })).toEqual(['Zoë Élise']);
    // The user's % and _ are literal characters, not wildcards.
    expect(await found({ position, q: '%' })).toEqual(['Fifty Off']);
    expect(await found({ position, q: 'ann_lee' })).toEqual(['Ann Lee']);
    expect(await found({ position, q: 'nobody' })).toEqual([]);
    // Together with the other filters; the total counts only what matches.
    expect(await found({ q: 'priya' })).toEqual(['Priya Other', 'Priya Sharma']);
    const page = await listApplications(t.db, { q: 'sharma', country: 'India', page: 1, limit: 1 });
    expect(page.total).toBe(0);
    const paged = await listApplications(t.db, { q: 'sharma', page: 2, limit: 1 });
    expect({ total: paged.total, totalPages: paged.totalPages, size: paged.applications.length }).toEqual({
      total: 2,
      totalPages: 2,
      size: 1,
    });
  });

  it('counts the applications with the same e-mail, in any case, made before each one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.UTC(2031, 0, 1)));
      const first = await make({ position: 'Earlier', email: 'Repeat@Example.com' });
      vi.setSystemTime(new Date(Date.UTC(2031, 0, 2)));
      const second = await make({ position: 'Earlier', email: 'repeat@example.com' });
      // Same millisecond as the next one: the id decides which came first.
      vi.setSystemTime(new Date(Date.UTC(2031, 0, 3)));
      const third = await make({ position: 'Earlier', email: 'REPEAT@EXAMPLE.COM' });
      const fourth = await make({ position: 'Earlier', email: 'repeat@example.com' });
      const other = await make({ position: 'Earlier', email: 'someone.else@example.com' });
      const { applications } = await listApplications(t.db, { position: 'Earlier', page: 1, limit: 10 });
      expect(applications.map((a) => [a._id, a.earlierApplications])).toEqual([
        [other._id, 0],
        [fourth._id, 3],
        [third._id, 2],
        [second._id, 1],
        [first._id, 0],
      ]);
      expect((await getApplication(t.db, third._id))?.earlierApplications).toBe(2);

      const related = await listRelatedApplications(t.db, second._id);
      expect(related).toEqual([fourth, third, first].map((a) => pickRelated(a)));
      expect(await listRelatedApplications(t.db, other._id)).toEqual([]);
      expect(await listRelatedApplications(t.db, 'missing')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists at most 20 related applications, newest first', async () => {
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await make({ position: 'Serial', email: 'serial@example.com' }));
    const [newest] = made.slice(-1);
    const related = await listRelatedApplications(t.db, newest!._id);
    expect(related.map((a) => a._id)).toEqual(
      made
        .slice(2, 22)
        .reverse()
        .map((a) => a._id),
    );
    expect((await getApplication(t.db, newest!._id))?.earlierApplications).toBe(22);
  });

  it('walks every matching application exactly once by keyset, newest first, in batches', async () => {
    // Many rows share one millisecond, so batch boundaries fall inside equal createdAt values.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 25; i++) {
        vi.setSystemTime(new Date(Date.UTC(2032, 0, 1, 0, Math.floor(i / 7))));
        await make({ position: 'Walked', firstName: `W${i}` });
      }
    } finally {
      vi.useRealTimers();
    }
    const seen: string[] = [];
    let cursor: ApplicationCursor | undefined;
    for (;;) {
      const batch = await listApplicationsAfter(t.db, { position: 'Walked' }, cursor, 4);
      seen.push(...batch.map((a) => a.firstName));
      const last = batch.at(-1);
      if (!last || batch.length < 4) break;
      cursor = { createdAt: last.createdAt, id: last._id };
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `W${24 - i}`));
    const searched = await listApplicationsAfter(t.db, { position: 'Walked', q: 'w2' }, undefined, 100);
    expect(searched.map((a) => a.firstName)).toEqual(['W24', 'W23', 'W22', 'W21', 'W20', 'W2']);
  });

  it('locks an application and answers its stored status, or undefined when there is none', async () => {
    const application = await make({ position: 'Locked' });
    expect(await t.db.transaction().execute((trx) => lockApplication(trx, application._id))).toEqual({
      status: 'pending',
    });
    expect(await lockApplication(t.db, 'missing')).toBeUndefined();
    expect((await getApplication(t.db, application._id))?.updatedAt).toBe(application.updatedAt);
  });
});

function pickRelated(application: Application) {
  const { _id, position, country, status, createdAt } = application;
  return { _id, position, country, status, createdAt };
}
