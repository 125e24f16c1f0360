import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  cancelEmail,
  claimNextEmail,
  enqueueEmail,
  findEmail,
  listOutbox,
  markEmailAttemptFailed,
  markEmailSent,
  type NewOutboxEmail,
  nextDueTime,
  requeueEmail,
} from './email-outbox.ts';
import { purgeFinishedEmails } from './email-outbox-removal.ts';

const mail: NewOutboxEmail = {
  kind: 'enquiry',
  toEmail: 'office@example.com',
  subject: 'New enquiry',
  payload: { from_name: 'Grace Hopper', from_email: 'grace@example.com', phone_number: '0123456789' },
  about: { email: 'grace@example.com' },
};

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(testDatabaseKinds())('email outbox on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('emailOutbox').execute();
  });

  const claim = (token: string, atMinutes = 0) =>
    claimNextEmail(t.db, {
      now: minutesFromNow(atMinutes),
      leaseUntil: minutesFromNow(atMinutes + 5),
      token,
    });

  it('queues an e-mail due now, with its payload and the start of its run of tries', async () => {
    const queued = await enqueueEmail(t.db, mail);
    const { about: _about, ...fields } = mail;
    expect(queued).toEqual({
      id: expect.any(String),
      ...fields,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: queued.createdAt,
      createdAt: expect.stringMatching(/^\d{4}-/),
      queuedAt: queued.createdAt,
    });
    expect(await nextDueTime(t.db)).toBe(queued.createdAt);
  });

  it('claims the most overdue message under a lease, counting the attempt, and no one else gets it', async () => {
    const first = await enqueueEmail(t.db, { ...mail, subject: 'first' });
    await enqueueEmail(t.db, { ...mail, subject: 'second' });
    const claimed = await claim('sender-a');
    expect(claimed).toMatchObject({ id: first.id, status: 'sending', attempts: 1 });
    expect((await claim('sender-b'))?.subject).toBe('second');
    expect(await claim('sender-b')).toBeUndefined();
  });

  it('gives a lapsed claim to another sender, and the first one can no longer record its outcome', async () => {
    const queued = await enqueueEmail(t.db, mail);
    await claim('crashed');
    expect(await claim('other', 1)).toBeUndefined();
    const retaken = await claim('other', 6);
    expect(retaken).toMatchObject({ id: queued.id, attempts: 2 });
    expect(await markEmailSent(t.db, { id: queued.id, token: 'crashed' }, minutesFromNow(6))).toBe(false);
    expect(await markEmailSent(t.db, { id: queued.id, token: 'other' }, minutesFromNow(6))).toBe(true);
    expect(await findEmail(t.db, queued.id)).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect(await nextDueTime(t.db)).toBeUndefined();
  });

  it('queues a failed try again for its retry time, or marks it failed for good', async () => {
    const queued = await enqueueEmail(t.db, mail);
    await claim('a');
    const retryAt = minutesFromNow(1);
    await markEmailAttemptFailed(
      t.db,
      { id: queued.id, token: 'a' },
      { error: 'Connection refused', retryAt },
    );
    expect(await findEmail(t.db, queued.id)).toMatchObject({
      status: 'queued',
      nextAttemptAt: retryAt,
      lastError: 'Connection refused',
      attempts: 1,
    });
    expect(await claim('a')).toBeUndefined();
    await claim('a', 2);
    await markEmailAttemptFailed(
      t.db,
      { id: queued.id, token: 'a' },
      { error: '451 Try later', retryAt: null },
    );
    expect(await findEmail(t.db, queued.id)).toMatchObject({
      status: 'failed',
      lastError: '451 Try later',
      attempts: 2,
    });
    expect(await claim('a', 60)).toBeUndefined();
  });

  it('retries a failed or cancelled message with a fresh run of tries, and cancels only a queued one', async () => {
    const queued = await enqueueEmail(t.db, mail);
    expect(await requeueEmail(t.db, queued.id)).toBe('not-allowed');
    expect(await cancelEmail(t.db, queued.id)).toMatchObject({ status: 'cancelled' });
    expect(await claim('a')).toBeUndefined();
    expect(await cancelEmail(t.db, queued.id)).toBe('not-allowed');
    const later = minutesFromNow(30);
    expect(await requeueEmail(t.db, queued.id, later)).toMatchObject({
      status: 'queued',
      nextAttemptAt: later,
      queuedAt: later,
    });
    await claim('a', 31);
    expect(await cancelEmail(t.db, queued.id)).toBe('not-allowed');
    expect(await requeueEmail(t.db, 'missing')).toBe('not-found');
    expect(await cancelEmail(t.db, 'missing')).toBe('not-found');
  });

  it('lists newest first with the count per status, filtered and paged', async () => {
    const ids: string[] = [];
    for (const subject of ['one', 'two', 'three'])
      ids.push((await enqueueEmail(t.db, { ...mail, subject })).id);
    await cancelEmail(t.db, ids[0] ?? '');
    const all = await listOutbox(t.db, { page: 1, limit: 2 });
    expect(all.emails.map((email) => email.subject)).toEqual(['three', 'two']);
    expect(all).toMatchObject({ total: 3, totalPages: 2 });
    expect(all.counts).toEqual({ queued: 2, sending: 0, sent: 0, failed: 0, cancelled: 1 });
    const cancelled = await listOutbox(t.db, { status: 'cancelled', page: 1, limit: 20 });
    expect(cancelled.emails.map((email) => email.subject)).toEqual(['one']);
    expect(cancelled.total).toBe(1);
  });

  it('purges finished messages past the retention period and never a waiting one', async () => {
    const sent = await enqueueEmail(t.db, { ...mail, subject: 'sent' });
    await claim('a');
    await markEmailSent(t.db, { id: sent.id, token: 'a' }, minutesFromNow(0));
    const cancelled = await enqueueEmail(t.db, { ...mail, subject: 'cancelled' });
    await cancelEmail(t.db, cancelled.id);
    const waiting = await enqueueEmail(t.db, { ...mail, subject: 'waiting' });
    expect(await purgeFinishedEmails(t.db, minutesFromNow(-1), 100)).toBe(0);
    expect(await purgeFinishedEmails(t.db, minutesFromNow(1), 100)).toBe(2);
    expect((await listOutbox(t.db, { page: 1, limit: 20 })).emails.map((email) => email.id)).toEqual([
      waiting.id,
    ]);
  });

  it('gives each of many messages to exactly one of twenty senders claiming at once', async () => {
    for (let i = 0; i < 30; i += 1) await enqueueEmail(t.db, { ...mail, subject: `m${i}` });
    const claimedBy = new Map<string, string[]>();
    await Promise.all(
      Array.from({ length: 20 }, async (_, sender) => {
        for (;;) {
          const email = await claim(`sender-${sender}`);
          if (!email) return;
          claimedBy.set(email.id, [...(claimedBy.get(email.id) ?? []), `sender-${sender}`]);
        }
      }),
    );
    expect(claimedBy.size).toBe(30);
    for (const holders of claimedBy.values()) expect(holders).toHaveLength(1);
  });
});
