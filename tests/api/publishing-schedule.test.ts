import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// Decision 024: scheduled publish and unpublish, done by the server's own tick (a short one
// here), the render cache told; once with two instances on one PostgreSQL; and on start, for
// what fell due while no instance ran.

const JOB = {
  title: 'Scheduled role',
  country: 'United Kingdom',
  place: 'London',
  type: 'Engineering',
  qualifications: 'Degree in electrical engineering',
  experience: '5+ years',
  responsibilities: 'Lead protection studies\nReview designs for substations',
  isActive: true,
};

const TICK = { PUBLISHING_TICK_SECONDS: '0.2', RATE_LIMIT: 'off' };

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the scheduled change');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function publicJobIds(server: ApiServer): Promise<string[]> {
  return (await call(server, 'GET', '/jobs')).body.data.jobs.map((job: { _id: string }) => job._id);
}

describe.each(testDatabaseKinds())('scheduled publishing on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  beforeAll(async () => {
    server = await startApiServer(kind, TICK);
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('publishes a draft job when its publishAt comes, as schedule, past the render cache', async () => {
    const created = await call(server, 'POST', '/jobs', {
      token,
      json: { ...JOB, status: 'draft', publishAt: inSeconds(1) },
    });
    const id = created.body.data.job._id;
    // The anonymous list is kept by the render cache: the publish must make it current.
    expect(await publicJobIds(server)).not.toContain(id);
    await until(async () => (await publicJobIds(server)).includes(id));
    const job = (await call(server, 'GET', `/jobs/${id}`, { token })).body.data.job;
    expect(job).toMatchObject({ status: 'published', publishAt: null });
    const versions = (await call(server, 'GET', `/jobs/${id}/versions`, { token })).body.data.versions;
    expect(versions).toMatchObject([{ number: 1, actorEmail: 'schedule', status: 'published' }]);
    const entries = (await call(server, 'GET', `/audit?entityId=${id}&action=publish`, { token })).body.data
      .entries;
    expect(entries).toMatchObject([{ actorEmail: 'schedule', action: 'publish' }]);
  });

  it('lists the scheduled changes soonest first for the overview', async () => {
    const later = await call(server, 'POST', '/jobs', {
      token,
      json: { ...JOB, title: 'Goes live later', status: 'draft', publishAt: '2099-03-01T09:00:00Z' },
    });
    const sooner = await call(server, 'POST', '/jobs', {
      token,
      json: { ...JOB, title: 'Closes sooner', unpublishAt: '2099-02-01T17:00:00Z' },
    });
    const answer = await call(server, 'GET', '/scheduled-changes', { token });
    expect(answer.status).toBe(200);
    const mine = answer.body.data.changes.filter((change: { id: string }) =>
      [later.body.data.job._id, sooner.body.data.job._id].includes(change.id),
    );
    expect(mine).toEqual([
      {
        type: 'jobs',
        id: sooner.body.data.job._id,
        title: 'Closes sooner',
        action: 'unpublish',
        at: '2099-02-01T17:00:00.000Z',
      },
      {
        type: 'jobs',
        id: later.body.data.job._id,
        title: 'Goes live later',
        action: 'publish',
        at: '2099-03-01T09:00:00.000Z',
      },
    ]);
    expect((await call(server, 'GET', '/scheduled-changes')).status).toBe(401);
  });

  it('unpublishes a job when its unpublishAt comes', async () => {
    const created = await call(server, 'POST', '/jobs', {
      token,
      json: { ...JOB, unpublishAt: inSeconds(1) },
    });
    const id = created.body.data.job._id;
    expect(await publicJobIds(server)).toContain(id);
    await until(async () => !(await publicJobIds(server)).includes(id));
    expect((await call(server, 'GET', `/jobs/${id}`)).status).toBe(404);
    expect((await call(server, 'GET', `/jobs/${id}`, { token })).body.data.job).toMatchObject({
      status: 'draft',
      unpublishAt: null,
    });
  });

  it('does on start what fell due while no instance ran', async () => {
    const database = await createEmptyDatabase(kind);
    // A tick of an hour: only the pass at start can publish.
    const first = await startApiServer(kind, { ...TICK, PUBLISHING_TICK_SECONDS: '3600' }, { database });
    let second: ApiServer | undefined;
    try {
      const firstToken = await signIn(first);
      const created = await call(first, 'POST', '/jobs', {
        token: firstToken,
        json: { ...JOB, status: 'draft', publishAt: inSeconds(0.5) },
      });
      const id = created.body.data.job._id;
      await first.stop();
      await new Promise((resolve) => setTimeout(resolve, 600));
      second = await startApiServer(kind, { ...TICK, PUBLISHING_TICK_SECONDS: '3600' }, { database });
      const started = second;
      await until(async () => (await call(started, 'GET', `/jobs/${id}`)).status === 200, 5000);
    } finally {
      await second?.stop();
      await database.drop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'scheduled publishing with two instances on one PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
    let servers: ApiServer[] = [];
    beforeAll(async () => {
      database = await createEmptyDatabase('postgres');
      servers = [
        await startApiServer('postgres', { ...TICK, PUBLISHING_TICK_SECONDS: '0.1' }, { database }),
        await startApiServer('postgres', { ...TICK, PUBLISHING_TICK_SECONDS: '0.1' }, { database }),
      ];
    });
    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.drop();
    });

    it('publishes each scheduled job once, whichever instance claims it, and both show it', async () => {
      const [one, two] = servers as [ApiServer, ApiServer];
      const token = await signIn(one);
      const at = inSeconds(1);
      const ids: string[] = [];
      for (let index = 0; index < 8; index += 1) {
        const created = await call(one, 'POST', '/jobs', {
          token,
          json: { ...JOB, title: `Launch ${index}`, status: 'draft', publishAt: at },
        });
        ids.push(created.body.data.job._id);
      }
      await until(async () => {
        const listed = await publicJobIds(two);
        return ids.every((id) => listed.includes(id));
      });
      expect(await publicJobIds(one)).toEqual(expect.arrayContaining(ids));
      for (const id of ids) {
        const versions = (await call(two, 'GET', `/jobs/${id}/versions`, { token })).body.data.versions;
        expect(versions).toMatchObject([{ number: 1, actorEmail: 'schedule' }]);
        const entries = (await call(two, 'GET', `/audit?entityId=${id}&action=publish`, { token })).body.data
          .entries;
        expect(entries).toHaveLength(1);
      }
    });
  },
);
