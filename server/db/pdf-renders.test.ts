import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import {
  claimNextRender,
  failRender,
  findOrQueueRender,
  finishRender,
  MAX_RENDER_ATTEMPTS,
  type RenderRequest,
  recordRenderProgress,
} from './pdf-renders.ts';

// Decision 028: the queue of PDFs. One render per content however many ask at once; claimed
// under a lease like the outbox; a failed try waits before the next, and gives up after
// MAX_RENDER_ATTEMPTS until someone asks again.

const request: RenderRequest = {
  kind: 'case-study',
  subjectId: 'c1',
  contentHash: 'a'.repeat(64),
  requestedByName: null,
};

const at = (minutes: number) => new Date(Date.parse('2027-01-07T09:00:00Z') + minutes * 60_000).toISOString();

describe.each(testDatabaseKinds())('pdf renders on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('pdfRenders').execute();
  });

  it('queues one render for the same content asked for twenty times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => findOrQueueRender(t.db, request)));
    expect(new Set(answers.map((answer) => answer.row.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.isQueued)).toHaveLength(1);
    const other = await findOrQueueRender(t.db, { ...request, contentHash: 'b'.repeat(64) });
    expect(other.isQueued).toBe(true);
    expect(other.row.id).not.toBe(answers[0]?.row.id);
  });

  it('claims the oldest under a lease, which only its holder writes under, and another takes once it lapses', async () => {
    const { row } = await findOrQueueRender(t.db, request);
    const claimed = await claimNextRender(t.db, { now: at(0), leaseUntil: at(2) });
    expect(claimed).toMatchObject({ id: row.id, status: 'rendering', attempts: 1, leaseUntil: at(2) });
    expect(await claimNextRender(t.db, { now: at(1), leaseUntil: at(3) })).toBeUndefined();

    const stale = { id: row.id, lease: at(99) };
    expect(
      await recordRenderProgress(t.db, stale, { progress: 50, step: 'Drawing', leaseUntil: at(4) }),
    ).toBe(false);
    const mine = { id: row.id, lease: at(2) };
    expect(await recordRenderProgress(t.db, mine, { progress: 50, step: 'Drawing', leaseUntil: at(4) })).toBe(
      true,
    );
    mine.lease = at(4);

    // The maker died: past its lease another renderer takes it, and the first can no longer finish.
    const taken = await claimNextRender(t.db, { now: at(5), leaseUntil: at(7) });
    expect(taken).toMatchObject({ id: row.id, attempts: 2 });
    expect(
      await finishRender(t.db, mine, { fileKey: 'private/case-studies/x.pdf', bytes: 10, pages: 1 }),
    ).toBe(false);
    expect(
      await finishRender(t.db, { id: row.id, lease: at(7) }, { fileKey: 'k', bytes: 10, pages: 1 }),
    ).toBe(true);
    const again = await findOrQueueRender(t.db, request);
    expect(again).toMatchObject({ isQueued: false, row: { status: 'done', progress: 100, pages: 1 } });
  });

  it('waits before trying a failed render again, gives up after the last attempt, and queues it again when asked', async () => {
    const { row } = await findOrQueueRender(t.db, request);
    await claimNextRender(t.db, { now: at(0), leaseUntil: at(2) });
    expect(
      await failRender(t.db, { id: row.id, lease: at(2) }, { error: 'sharp failed', retryAt: at(10) }),
    ).toBe(true);
    expect(await claimNextRender(t.db, { now: at(5), leaseUntil: at(7) })).toBeUndefined();
    const second = await claimNextRender(t.db, { now: at(10), leaseUntil: at(12) });
    expect(second).toMatchObject({ id: row.id, attempts: 2, error: 'sharp failed' });
    await failRender(t.db, { id: row.id, lease: at(12) }, { error: 'again', retryAt: at(20) });
    const third = await claimNextRender(t.db, { now: at(20), leaseUntil: at(22) });
    expect(third?.attempts).toBe(MAX_RENDER_ATTEMPTS);
    // The third maker dies too: the render is failed rather than tried for ever.
    expect(await claimNextRender(t.db, { now: at(30), leaseUntil: at(32) })).toBeUndefined();
    const failed = await t.db
      .selectFrom('pdfRenders')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(failed.status).toBe('failed');

    const asked = await findOrQueueRender(t.db, request);
    expect(asked).toMatchObject({
      isQueued: true,
      row: { id: row.id, status: 'queued', attempts: 0, error: null },
    });
  });
});
