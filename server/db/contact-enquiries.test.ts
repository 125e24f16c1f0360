import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  countEnquiries,
  createEnquiry,
  deleteEnquiry,
  foldForSearch,
  getEnquiry,
  listEnquiries,
  setEnquiryHandled,
} from './contact-enquiries.ts';

const enquiry = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '0123456789',
  message: 'We need a protection study.',
};

describe('foldForSearch', () => {
  it('lower-cases by Unicode rules and makes every run of white space one space', () => {
    expect(foldForSearch('  ÉLODIE\t\tМуравьёва\nО’Brien  ')).toBe('élodie муравьёва о’brien');
  });
});

describe.each(testDatabaseKinds())('contact enquiries on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('stores an enquiry, open, and reads it back', async () => {
    expect(await listEnquiries(t.db, { page: 1, limit: 5 })).toEqual({
      enquiries: [],
      total: 0,
      totalPages: 1,
      isTotalExact: true,
    });
    expect(await countEnquiries(t.db)).toEqual({ total: 0, open: 0 });
    const created = await createEnquiry(t.db, enquiry);
    expect(created).toEqual({ _id: expect.any(String), ...enquiry, createdAt: expect.any(String) });
    expect(await getEnquiry(t.db, created._id)).toEqual(created);
    expect(await getEnquiry(t.db, 'missing')).toBeUndefined();
  });

  it('pages 12 enquiries by 5 into 3 pages, newest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 1; i < 12; i++) {
        vi.setSystemTime(new Date(Date.UTC(2031, 0, 1, i)));
        await createEnquiry(t.db, { ...enquiry, message: `m${i}` });
      }
    } finally {
      vi.useRealTimers();
    }
    const pages = await Promise.all([1, 2, 3].map((page) => listEnquiries(t.db, { page, limit: 5 })));
    expect(pages.map((p) => p.enquiries.length)).toEqual([5, 5, 2]);
    expect(pages.every((p) => p.total === 12 && p.totalPages === 3)).toBe(true);
    expect(pages[0]?.enquiries[0]?.message).toBe('m11');
    expect(pages[2]?.enquiries.map((e) => e.message)).toEqual(['m1', enquiry.message]);
  });

  describe('handling', () => {
    it('marks an enquiry handled by a name at a time, keeps the first handler, and opens it again', async () => {
      const { _id } = await createEnquiry(t.db, enquiry);
      const handled = await setEnquiryHandled(t.db, _id, {
        handled: true,
        byName: 'Ada Admin',
        at: '2031-02-01T10:00:00.000Z',
      });
      expect(handled).toMatchObject({
        _id,
        handledAt: '2031-02-01T10:00:00.000Z',
        handledByName: 'Ada Admin',
      });
      expect(await getEnquiry(t.db, _id)).toEqual(handled);

      const again = await setEnquiryHandled(t.db, _id, {
        handled: true,
        byName: 'Bob Second',
        at: '2031-02-02T10:00:00.000Z',
      });
      expect(again).toEqual(handled);

      const reopened = await setEnquiryHandled(t.db, _id, { handled: false });
      expect(reopened).toEqual({ _id, ...enquiry, createdAt: expect.any(String) });
      expect(reopened && 'handledAt' in reopened).toBe(false);
      expect(reopened && 'handledByName' in reopened).toBe(false);
      expect(await setEnquiryHandled(t.db, 'f'.repeat(24), { handled: false })).toBeUndefined();
    });

    it('counts all enquiries and the open ones, and filters by state', async () => {
      const before = await countEnquiries(t.db);
      const first = await createEnquiry(t.db, { ...enquiry, message: 'state one' });
      await createEnquiry(t.db, { ...enquiry, message: 'state two' });
      await setEnquiryHandled(t.db, first._id, {
        handled: true,
        byName: 'Ada',
        at: new Date().toISOString(),
      });
      const after = await countEnquiries(t.db);
      expect(after).toEqual({ total: before.total + 2, open: before.open + 1 });

      const open = await listEnquiries(t.db, { page: 1, limit: 100, state: 'open' });
      const handled = await listEnquiries(t.db, { page: 1, limit: 100, state: 'handled' });
      expect(open.total).toBe(after.open);
      expect(handled.total).toBe(after.total - after.open);
      expect(open.enquiries.every((e) => e.handledAt === undefined)).toBe(true);
      expect(handled.enquiries.every((e) => e.handledAt !== undefined)).toBe(true);
      expect(handled.enquiries.map((e) => e.message)).toContain('state one');
    });

    it('deletes an enquiry once', async () => {
      const { _id } = await createEnquiry(t.db, enquiry);
      expect(await deleteEnquiry(t.db, _id)).toBe(true);
      expect(await getEnquiry(t.db, _id)).toBeUndefined();
      expect(await deleteEnquiry(t.db, _id)).toBe(false);
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      await createEnquiry(t.db, {
        firstName: 'Élodie',
        lastName: 'Marchand',
        email: 'elodie@grid.example',
        phone: '0712345678',
        message: 'Quote for 100% of the 11kV_feeder works.',
      });
      await createEnquiry(t.db, {
        firstName: 'Анна',
        lastName: 'Петрова',
        email: 'anna@tashkent.example',
        phone: '0998877665',
        message: 'Earthing design for a   substation\nnear Tashkent.',
      });
      await createEnquiry(t.db, {
        firstName: 'Tom',
        lastName: 'Baker',
        email: 'tom.baker@example.com',
        phone: '0201234567',
        message: 'Back-slash \\ in a path, 100 percent sure.',
      });
    });

    async function found(q: string): Promise<string[]> {
      const page = await listEnquiries(t.db, { page: 1, limit: 100, q });
      expect(page.total).toBe(page.enquiries.length);
      return page.enquiries.map((e) => e.firstName).sort();
    }

    it.each([
      ['a first name in other case', 'TOM', ['Tom']],
      ['a last name', 'marchand', ['Élodie']],
      ['"first last"', 'élodie MARCHAND', ['Élodie']],
      ['"first last" with extra spaces', '  tom    baker ', ['Tom']],
      ['an accented name in other case (same on both databases)', 'ÉLODIE', ['Élodie']],
      ['a Cyrillic name in other case', 'анна петрова', ['Анна']],
      ['part of an e-mail address', '@TASHKENT.', ['Анна']],
      ['part of a phone number', '98877', ['Анна']],
      ['words of a message across a line break and a run of spaces', 'substation near', ['Анна']],
      ['a literal percent sign', '100%', ['Élodie']],
      ['a percent sign alone', '%', ['Élodie']],
      ['a literal underscore', '11kv_f', ['Élodie']],
      ['a literal backslash', 'slash \\ in', ['Tom']],
    ])('finds %s', async (_, q, names) => {
      expect(await found(q)).toEqual(names);
    });

    it.each([
      ['% as no wildcard', 'quote%works'],
      ['_ as no wildcard', 'gr_ce'],
      ['text that spans two fields', 'baker tom.baker'],
      ['text in no enquiry', 'transformer'],
    ])('finds nothing for %s', async (_, q) => {
      expect(await found(q)).toEqual([]);
    });

    it('combines the search with the state filter and paging', async () => {
      const all = await listEnquiries(t.db, { page: 1, limit: 100, q: 'example' });
      const target = all.enquiries.find((e) => e.firstName === 'Tom');
      expect(target).toBeDefined();
      await setEnquiryHandled(t.db, target?._id ?? '', {
        handled: true,
        byName: 'Ada',
        at: '2031-03-01T00:00:00.000Z',
      });
      const handled = await listEnquiries(t.db, { page: 1, limit: 100, q: 'example', state: 'handled' });
      expect(handled.enquiries.map((e) => e.firstName)).toContain('Tom');
      expect(handled.enquiries.every((e) => e.handledAt !== undefined)).toBe(true);
      const open = await listEnquiries(t.db, { page: 1, limit: 100, q: 'example', state: 'open' });
      expect(open.total + handled.total).toBe(all.total);
      const paged = await listEnquiries(t.db, { page: 2, limit: 1, q: 'example' });
      expect(paged).toMatchObject({ total: all.total, totalPages: all.total });
      expect(paged.enquiries).toEqual([all.enquiries[1]]);
    });
  });
});
