import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { createEnquiry, getEnquiry, listEnquiries } from './contact-enquiries.ts';

const enquiry = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '0123456789',
  message: 'We need a protection study.',
};

describe.each(testDatabaseKinds())('contact enquiries on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('stores an enquiry and reads it back', async () => {
    expect(await listEnquiries(t.db, { page: 1, limit: 5 })).toEqual({
      enquiries: [],
      total: 0,
      totalPages: 1,
    });
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
});
