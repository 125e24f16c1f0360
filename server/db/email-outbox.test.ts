import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  claimDueEmails,
  countPendingEmails,
  enqueueEmail,
  markEmailFailed,
  markEmailSent,
  type NewOutboxEmail,
} from './email-outbox.ts';

const mail: NewOutboxEmail = {
  kind: 'contact-enquiry',
  toEmail: 'office@example.com',
  subject: 'New enquiry',
  payload: { from_name: 'Grace Hopper', from_email: 'grace@example.com', phone_number: '0123456789' },
};

async function enqueueAt(t: TestDatabase, iso: string, subject: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  try {
    return await enqueueEmail(t.db, { ...mail, subject });
  } finally {
    vi.useRealTimers();
  }
}

describe.each(testDatabaseKinds())('email outbox on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('queues an e-mail as pending, due now, with its payload', async () => {
    const queued = await enqueueAt(t, '2030-01-01T10:00:00.000Z', 'first');
    expect(queued).toEqual({
      id: expect.any(String),
      ...mail,
      subject: 'first',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: '2030-01-01T10:00:00.000Z',
      createdAt: '2030-01-01T10:00:00.000Z',
    });
    expect(await countPendingEmails(t.db)).toBe(1);
  });

  it('claims due e-mails oldest first, up to the limit, and each only once per lease', async () => {
    await enqueueAt(t, '2030-01-01T10:01:00.000Z', 'second');
    await enqueueAt(t, '2030-01-01T10:02:00.000Z', 'third');
    await enqueueAt(t, '2030-01-01T12:00:00.000Z', 'not due yet');

    const now = '2030-01-01T11:00:00.000Z';
    const claimed = await claimDueEmails(t.db, now, 2, 60_000);
    expect(claimed.map((m) => m.subject)).toEqual(['first', 'second']);
    expect(claimed[0]?.payload).toEqual(mail.payload);
    expect((await claimDueEmails(t.db, now, 10, 60_000)).map((m) => m.subject)).toEqual(['third']);
    expect(await claimDueEmails(t.db, now, 10, 60_000)).toEqual([]);
    // A sender that died mid-send: its e-mails come back once the lease has run out.
    const later = await claimDueEmails(t.db, '2030-01-01T11:01:00.000Z', 10, 60_000);
    expect(later.map((m) => m.subject)).toEqual(['first', 'second', 'third']);
  });

  it('retries a failed e-mail later, gives up on a final failure, and records a send', async () => {
    const [first, second, third] = await claimDueEmails(t.db, '2030-01-01T11:30:00.000Z', 3);
    if (!first || !second || !third) throw new Error('expected three due e-mails');

    const retryAt = '2030-01-01T11:35:00.000Z';
    expect(
      await markEmailFailed(t.db, first.id, {
        error: 'ECONNREFUSED',
        nextAttemptAt: retryAt,
        isFinal: false,
      }),
    ).toBe(true);
    expect(
      await markEmailFailed(t.db, second.id, {
        error: '550 rejected',
        nextAttemptAt: retryAt,
        isFinal: true,
      }),
    ).toBe(true);
    expect(await markEmailSent(t.db, third.id, '2030-01-01T11:30:01.000Z')).toBe(true);
    expect(await markEmailSent(t.db, 'missing', '2030-01-01T11:30:01.000Z')).toBe(false);

    expect(await claimDueEmails(t.db, '2030-01-01T11:34:59.000Z', 10)).toEqual([]);
    const [retried] = await claimDueEmails(t.db, retryAt, 10);
    expect(retried).toMatchObject({
      subject: 'first',
      status: 'pending',
      attempts: 1,
      lastError: 'ECONNREFUSED',
    });

    const rows = await t.db.selectFrom('emailOutbox').selectAll().orderBy('createdAt').execute();
    expect(rows.map((r) => [r.subject, r.status, Number(r.attempts)])).toEqual([
      ['first', 'pending', 1],
      ['second', 'failed', 1],
      ['third', 'sent', 1],
      ['not due yet', 'pending', 0],
    ]);
    expect(rows[2]?.sentAt).toBe('2030-01-01T11:30:01.000Z');
    expect(await countPendingEmails(t.db)).toBe(2);
  });
});
