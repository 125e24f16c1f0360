import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_MESSAGES } from '../../domain/application-tags.ts';
import { call, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { apply, staffToken, uploadCv } from '../support/talent.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 026 (talent pool): PUT /applications/{id}/tags, GET /application-tags and the list's
// tag filter. Tags are shown as typed and matched folded; 1–40 characters, at most 20.

describe.each(testDatabaseKinds())('application tags on %s', (kind) => {
  let server: ApiServer;
  let admin: string;
  let hr: string;
  let editor: string;
  const ids: string[] = [];

  const putTags = (id: string, tags: unknown, token = admin) =>
    call(server, 'PUT', `/applications/${id}/tags`, { token, json: { tags } });

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    admin = await signIn(server);
    hr = await staffToken(server, 'hr');
    editor = await staffToken(server, 'editor');
    for (const position of ['Protection Engineer', 'Protection Engineer', 'Earthing Engineer'])
      ids.push(await apply(server, { position, cvUrl: await uploadCv(server, pdfBytes()) }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sets tags as typed, trimmed, without folded duplicates, and the detail and list show them in order', async () => {
    const id = ids[0] ?? '';
    const answer = await putTags(id, ['  CompEx ', 'SAP', 'compex', 'Relocating   to  UK']);
    expect(answer.status).toBe(200);
    expect(answer.body.data.tags).toEqual(['CompEx', 'Relocating to UK', 'SAP']);

    const detail = await call(server, 'GET', `/applications/${id}`, { token: admin });
    expect(detail.body.data.tags).toEqual(['CompEx', 'Relocating to UK', 'SAP']);
    const list = await call(server, 'GET', '/applications', { token: admin });
    const row = list.body.data.applications.find((item: { _id: string }) => item._id === id);
    expect(row.tags).toEqual(['CompEx', 'Relocating to UK', 'SAP']);
  });

  it('replaces the whole set, and an empty list removes every tag', async () => {
    const id = ids[1] ?? '';
    await putTags(id, ['ETAP', 'SAP']);
    expect((await putTags(id, ['sap', 'Graduate'])).body.data.tags).toEqual(['Graduate', 'sap']);
    expect((await call(server, 'GET', `/applications/${id}`, { token: admin })).body.data.tags).toEqual([
      'Graduate',
      'sap',
    ]);
    expect((await putTags(id, [])).body.data.tags).toEqual([]);
    expect((await call(server, 'GET', `/applications/${id}`, { token: admin })).body.data.tags).toEqual([]);
    await putTags(id, ['SAP']);
  });

  it('refuses a blank tag, one over 40 characters, more than 20 and a body that is not a list', async () => {
    const id = ids[2] ?? '';
    const blank = await putTags(id, ['  ']);
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain(TAG_MESSAGES.tagRequired);
    const long = await putTags(id, ['x'.repeat(41)]);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(TAG_MESSAGES.tagTooLong);
    expect((await putTags(id, ['y'.repeat(40)])).status).toBe(200);
    const many = await putTags(
      id,
      Array.from({ length: 21 }, (_, index) => `tag ${index}`),
    );
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain(TAG_MESSAGES.tooMany);
    // Twenty-one spellings of twenty tags are twenty tags.
    const twenty = [...Array.from({ length: 20 }, (_, index) => `tag ${index}`), 'TAG 0'];
    expect((await putTags(id, twenty)).body.data.tags).toHaveLength(20);
    expect((await putTags(id, 'CompEx')).status).toBe(400);
    expect((await putTags(id, [7])).status).toBe(400);
    await putTags(id, ['CompEx']);
  });

  it('answers 404 for an application that does not exist', async () => {
    expect((await putTags('0123456789abcdef01234567', ['SAP'])).status).toBe(404);
    expect((await putTags('not-an-id', ['SAP'])).status).toBe(404);
  });

  it('lets HR and administrators tag and read tags; editors and visitors are refused', async () => {
    const id = ids[2] ?? '';
    expect((await putTags(id, ['CompEx'], hr)).status).toBe(200);
    expect((await call(server, 'GET', '/application-tags', { token: hr })).status).toBe(200);
    expect((await putTags(id, ['CompEx'], editor)).status).toBe(403);
    expect((await call(server, 'GET', '/application-tags', { token: editor })).status).toBe(403);
    expect((await call(server, 'GET', '/application-tags')).status).toBe(401);
    expect((await call(server, 'PUT', `/applications/${id}/tags`, { json: { tags: [] } })).status).toBe(401);
  });

  it('counts the tags in use, most used first, folded spellings together', async () => {
    // ids[0]: CompEx, SAP, Relocating to UK; ids[1]: SAP; ids[2]: CompEx.
    const answer = await call(server, 'GET', '/application-tags', { token: admin });
    expect(answer.status).toBe(200);
    const counts = answer.body.data.tags as { tag: string; count: number }[];
    expect(counts.slice(0, 2).map((entry) => [entry.tag.toLowerCase(), entry.count])).toEqual([
      ['compex', 2],
      ['sap', 2],
    ]);
    expect(counts).toContainEqual({ tag: 'Relocating to UK', count: 1 });
  });

  it('filters the list and the CSV export by a tag in any case, together with the other filters', async () => {
    const byTag = await call(server, 'GET', '/applications?tag=COMPEX', { token: admin });
    expect(byTag.body.data.applications.map((item: { _id: string }) => item._id).sort()).toEqual(
      [ids[0], ids[2]].sort(),
    );
    const withPosition = await call(
      server,
      'GET',
      `/applications?tag=compex&position=${encodeURIComponent('Earthing Engineer')}`,
      { token: admin },
    );
    expect(withPosition.body.data.applications.map((item: { _id: string }) => item._id)).toEqual([ids[2]]);
    const none = await call(server, 'GET', '/applications?tag=unheard-of', { token: admin });
    expect(none.body.data.applications).toEqual([]);
    expect(none.body.total).toBe(0);

    const csv = await call(server, 'GET', '/applications/export.csv?tag=sap', { token: admin });
    expect(csv.status).toBe(200);
    // A header line and the two tagged applications.
    expect(String(csv.body).trim().split('\n')).toHaveLength(3);

    const tooLong = await call(server, 'GET', `/applications?tag=${'x'.repeat(101)}`, { token: admin });
    expect(tooLong.status).toBe(400);
  });

  it('deletes the tags with their application', async () => {
    const id = await apply(server, { position: 'Graduate', cvUrl: await uploadCv(server, pdfBytes()) });
    await putTags(id, ['Short-lived']);
    expect((await call(server, 'DELETE', `/applications/${id}`, { token: admin })).status).toBe(200);
    const rows = await server.services.db
      .selectFrom('applicationTags')
      .selectAll()
      .where('applicationId', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});
