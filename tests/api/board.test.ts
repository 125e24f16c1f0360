import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../domain/constants.ts';
import { BOARD_COLUMN_LIMIT } from '../../domain/job-board.ts';
import { DEFAULT_STALE_AFTER_DAYS } from '../../domain/scorecards.ts';
import { newId } from '../../server/db/ids.ts';
import { call, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { apply, postJob, staffToken, uploadCv } from '../support/talent.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 026: GET /jobs/{id}/board. A column per status in the lifecycle's order with its exact
// count and its longest-waiting applications (the days since the last status change, else since
// it applied), marked when waiting past the job's stale_after_days (7 without settings).

const DAY_MS = 24 * 60 * 60 * 1000;
const TITLE = 'Senior Protection Engineer';

type Card = { _id: string; waitingDays: number; isStale: boolean; statusSince: string; tags: string[] };
type Column = { status: string; count: number; applications: Card[] };

describe.each(testDatabaseKinds())('the pipeline board on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let jobId: string;
  const ids: Record<string, string> = {};

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

  async function board(id = jobId, as = token) {
    return call(server, 'GET', `/jobs/${id}/board`, { token: as });
  }
  const column = (columns: Column[], status: string) => columns.find((entry) => entry.status === status);

  async function backdate(id: string, days: number) {
    await server.services.db
      .updateTable('applications')
      .set({ createdAt: daysAgo(days) })
      .where('id', '=', id)
      .execute();
  }

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    jobId = await postJob(server, token, TITLE);
    for (const name of ['fresh', 'old', 'oldest', 'moved', 'other'])
      ids[name] = await apply(server, {
        position: name === 'other' ? 'Earthing Engineer' : TITLE,
        firstName: name.charAt(0).toUpperCase() + name.slice(1),
        cvUrl: await uploadCv(server, pdfBytes()),
      });
    await backdate(ids.old ?? '', 8);
    await backdate(ids.oldest ?? '', 30);
    // Applied a month ago, moved to reviewed two days ago: it has waited two days in reviewed.
    await backdate(ids.moved ?? '', 31);
    await call(server, 'PATCH', `/applications/${ids.moved}/status`, { token, json: { status: 'reviewed' } });
    await server.services.db
      .updateTable('applicationStatusChanges')
      .set({ changedAt: daysAgo(2) })
      .where('applicationId', '=', ids.moved ?? '')
      .execute();
    await call(server, 'PUT', `/applications/${ids.oldest}/tags`, { token, json: { tags: ['CompEx'] } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers the job, the default stale days and a column per status in the lifecycle order', async () => {
    const answer = await board();
    expect(answer.status).toBe(200);
    expect(answer.body.data.job).toEqual({ _id: jobId, title: TITLE });
    expect(answer.body.data.staleAfterDays).toBe(DEFAULT_STALE_AFTER_DAYS);
    const columns = answer.body.data.columns as Column[];
    expect(columns.map((entry) => entry.status)).toEqual([...APPLICATION_STATUSES]);
    expect(columns.map((entry) => entry.count)).toEqual([3, 1, 0, 0, 0]);
  });

  it('puts the longest-waiting first with the days waited, tags, and marks those past the limit', async () => {
    const columns = (await board()).body.data.columns as Column[];
    const pending = column(columns, 'pending')?.applications ?? [];
    expect(pending.map((card) => card._id)).toEqual([ids.oldest, ids.old, ids.fresh]);
    expect(pending.map((card) => card.waitingDays)).toEqual([30, 8, 0]);
    expect(pending.map((card) => card.isStale)).toEqual([true, true, false]);
    expect(pending[0]).toMatchObject({
      firstName: 'Oldest',
      country: 'United Kingdom',
      status: 'pending',
      tags: ['CompEx'],
    });
    const reviewed = column(columns, 'reviewed')?.applications ?? [];
    expect(reviewed).toHaveLength(1);
    expect(reviewed[0]).toMatchObject({ _id: ids.moved, waitingDays: 2, isStale: false, tags: [] });
  });

  it("uses the job's own stale days when it has hiring settings", async () => {
    await server.services.db
      .insertInto('jobHiring')
      .values({ jobId, competencies: '[]', staleAfterDays: 1, updatedAt: new Date().toISOString() })
      .execute();
    const answer = await board();
    expect(answer.body.data.staleAfterDays).toBe(1);
    const reviewed = column(answer.body.data.columns, 'reviewed')?.applications ?? [];
    expect(reviewed[0]?.isStale).toBe(true);
    await server.services.db.deleteFrom('jobHiring').where('jobId', '=', jobId).execute();
  });

  it('never marks an application that has ended (rejected or hired) as waiting too long', async () => {
    const id = await apply(server, { position: TITLE, cvUrl: await uploadCv(server, pdfBytes()) });
    await call(server, 'PATCH', `/applications/${id}/status`, { token, json: { status: 'rejected' } });
    await server.services.db
      .updateTable('applicationStatusChanges')
      .set({ changedAt: daysAgo(40) })
      .where('applicationId', '=', id)
      .execute();
    const rejected = column((await board()).body.data.columns, 'rejected')?.applications ?? [];
    expect(rejected[0]).toMatchObject({ _id: id, waitingDays: 40, isStale: false });
    await call(server, 'DELETE', `/applications/${id}`, { token });
  });

  it('counts every application exactly but lists at most 50 a column', async () => {
    const title = 'Graduate Engineer';
    const graduateJob = await postJob(server, token, title);
    const now = Date.now();
    // Inserted directly: 53 applications through the public form would be slow for nothing.
    await server.services.db
      .insertInto('applications')
      .values(
        Array.from({ length: BOARD_COLUMN_LIMIT + 3 }, (_, index) => {
          const at = new Date(now - index * 60_000).toISOString();
          return {
            id: newId(),
            firstName: 'Applicant',
            lastName: String(index),
            email: `graduate${index}@example.com`,
            phone: '07700 900123',
            country: 'India',
            position: title,
            cvUrl: `/api/applications/cv/${index.toString(16).padStart(32, '0')}.pdf`,
            status: 'pending',
            emailKey: `graduate${index}@example.com`,
            nameKey: `applicant ${index}`,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .execute();
    const pending = column((await board(graduateJob)).body.data.columns, 'pending');
    expect(pending?.count).toBe(BOARD_COLUMN_LIMIT + 3);
    expect(pending?.applications).toHaveLength(BOARD_COLUMN_LIMIT);
    // The oldest (made 52 minutes ago) first.
    expect(pending?.applications[0]).toMatchObject({ lastName: String(BOARD_COLUMN_LIMIT + 2) });
  });

  it('answers 404 for an unknown job, and refuses editors and visitors', async () => {
    expect((await board('0123456789abcdef01234567')).status).toBe(404);
    expect((await board('nope')).status).toBe(404);
    expect((await board(jobId, await staffToken(server, 'hr'))).status).toBe(200);
    expect((await board(jobId, await staffToken(server, 'editor'))).status).toBe(403);
    expect((await call(server, 'GET', `/jobs/${jobId}/board`)).status).toBe(401);
  });
});
