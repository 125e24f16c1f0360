import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../server/db/content-version.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { JOB_FIELDS } from '../support/site-data.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 014: the render cache is invalidated by the content version, which every successful
// staff write raises and nothing a stranger sends does (so no one outside can empty the cache).

const JOB = { ...JOB_FIELDS, title: 'Substation Design Engineer', country: 'India', place: 'New Delhi' };

describe.each(testDatabaseKinds())('content version on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  const version = async () => server.services.contentVersion.current();

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stays as it is through anonymous submissions, reads, refused writes and sign-ins', async () => {
    const before = await version();
    const enquiry = await call(server, 'POST', '/contact', {
      json: {
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'priya@example.com',
        phone: '0123456789',
        message: 'A G99 application for a 2 MW solar farm.',
      },
    });
    expect(enquiry.status).toBe(201);
    expect((await call(server, 'GET', '/jobs')).status).toBe(200);
    expect((await call(server, 'POST', '/jobs', { json: JOB })).status).toBe(401);
    expect((await call(server, 'POST', '/jobs', { token, json: { ...JOB, title: '' } })).status).toBe(400);
    await signIn(server);
    expect(await version()).toBe(before);
  });

  it('changes with every successful staff write, in the database where instances share it', async () => {
    const before = await version();
    const created = await call(server, 'POST', '/jobs', { token, json: JOB });
    expect(created.status).toBe(201);
    const afterCreate = await version();
    expect(afterCreate).not.toBe(before);
    const id = created.body.data.job._id;
    expect((await call(server, 'DELETE', `/jobs/${id}`, { token })).status).toBe(200);
    expect(await version()).not.toBe(afterCreate);
    if (kind === 'postgres') expect(await readContentVersion(server.services.db)).toBe(await version());
  });
});
