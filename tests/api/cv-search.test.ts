import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseFor } from '../../server/db/delete-in-batches.ts';
import { deleteExpiredPersonalData } from '../../server/personal-data/personal-data.ts';
import { withdrawalKey, withdrawalTokenFor } from '../../server/personal-data/withdraw-application.ts';
import { deleteOrphanCvs, ORPHAN_CV_GRACE_MS } from '../../server/uploads/orphan-cvs.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { apply, cvPdf, cvPdfWithoutText, uploadCv } from '../support/talent.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 026 (talent pool): a CV's text is extracted when it is uploaded and searched with
// GET /applications?cv=<words> (every word must appear) through the database's full-text index;
// the text is removed wherever the CV file is.

const pace = { size: 50, pause: pauseFor(0) };

describe.each(testDatabaseKinds())('searching CV text on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let compexId: string;
  let sapId: string;

  const cvText = async (cvUrl: string) =>
    (
      await server.services.db
        .selectFrom('cvTexts')
        .select('text')
        .where('cvUrl', '=', cvUrl)
        .executeTakeFirst()
    )?.text;

  const found = async (query: string) => {
    const answer = await call(server, 'GET', `/applications?${query}`, { token });
    expect(answer.status).toBe(200);
    return (answer.body.data.applications as { _id: string }[]).map((item) => item._id).sort();
  };

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    compexId = await apply(server, {
      position: 'Protection Engineer',
      cvUrl: await uploadCv(
        server,
        await cvPdf([
          'Grace Hopper, Chartered Engineer',
          'CompEx certified; protection settings for 33 kV substations',
          'Tools: ETAP, DIgSILENT PowerFactory',
        ]),
      ),
    });
    sapId = await apply(server, {
      position: 'Earthing Engineer',
      cvUrl: await uploadCv(
        server,
        await cvPdf(['Katherine Johnson', 'Earthing studies with CDEGS and SAP']),
      ),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores the text of an uploaded CV, whitespace collapsed', async () => {
    const detail = await call(server, 'GET', `/applications/${compexId}`, { token });
    const text = await cvText(detail.body.data.application.cvUrl);
    expect(text).toContain('CompEx certified; protection settings for 33 kV substations');
    expect(text).not.toMatch(/\s{2}|\n/);
  });

  it('finds a CV by a word in it, in any case, and not by a word that is not', async () => {
    expect(await found('cv=compex')).toEqual([compexId]);
    expect(await found('cv=COMPEX')).toEqual([compexId]);
    expect(await found('cv=cdegs')).toEqual([sapId]);
    expect(await found('cv=substation')).toEqual([]);
    expect(await found('cv=photovoltaic')).toEqual([]);
  });

  it('needs every word, in any order', async () => {
    expect(await found('cv=etap%20compex')).toEqual([compexId]);
    expect(await found('cv=compex%20cdegs')).toEqual([]);
    expect(await found('cv=engineer')).toEqual([compexId]);
  });

  it('takes search operators and quotes as plain words', async () => {
    expect(await found(`cv=${encodeURIComponent('"compex" OR sap*')}`)).toEqual([]);
    expect(await found(`cv=${encodeURIComponent('compex AND')}`)).toEqual([]);
    expect(await found(`cv=${encodeURIComponent('--')}`)).toEqual([]);
  });

  it('works together with the other filters and the export', async () => {
    expect(await found(`cv=compex&position=${encodeURIComponent('Protection Engineer')}`)).toEqual([
      compexId,
    ]);
    expect(await found(`cv=compex&position=${encodeURIComponent('Earthing Engineer')}`)).toEqual([]);
    expect(await found('cv=compex&q=grace')).toEqual([]);
    expect(await found('cv=compex&status=pending&country=United%20Kingdom')).toEqual([compexId]);
    const csv = await call(server, 'GET', '/applications/export.csv?cv=cdegs', { token });
    expect(String(csv.body).trim().split('\n')).toHaveLength(2);
    const tooLong = await call(server, 'GET', `/applications?cv=${'x'.repeat(101)}`, { token });
    expect(tooLong.status).toBe(400);
  });

  it('accepts a CV whose text cannot be read, and stores an empty text', async () => {
    const cvUrl = await uploadCv(server, await cvPdfWithoutText());
    expect(await cvText(cvUrl)).toBe('');
    const id = await apply(server, { position: 'Graduate', cvUrl });
    expect((await call(server, 'GET', `/applications/${id}`, { token })).status).toBe(200);
  });

  it('removes the text when HR deletes the application', async () => {
    const cvUrl = await uploadCv(server, await cvPdf(['Zanzibar cable jointing']));
    const id = await apply(server, { position: 'Jointer', cvUrl });
    expect(await found('cv=zanzibar')).toEqual([id]);
    expect((await call(server, 'DELETE', `/applications/${id}`, { token })).status).toBe(200);
    expect(await cvText(cvUrl)).toBeUndefined();
    expect(await found('cv=zanzibar')).toEqual([]);
  });

  it('removes the text when the applicant withdraws', async () => {
    const cvUrl = await uploadCv(server, await cvPdf(['Xylophone harmonic studies']));
    const id = await apply(server, { position: 'Jointer', cvUrl });
    const linkToken = withdrawalTokenFor(await withdrawalKey(server.services), id, 7);
    const answer = await call(server, 'POST', '/applications/withdraw', { json: { token: linkToken } });
    expect(answer.status).toBe(200);
    expect(await cvText(cvUrl)).toBeUndefined();
  });

  it('removes the text on an erasure and when the retention period ends', async () => {
    const erasedUrl = await uploadCv(server, await cvPdf(['Quetzal arc flash']));
    const erasedId = await apply(server, { position: 'Jointer', cvUrl: erasedUrl });
    const detail = await call(server, 'GET', `/applications/${erasedId}`, { token });
    const erased = await call(server, 'POST', '/personal-data/erase', {
      token,
      json: { email: detail.body.data.application.email },
    });
    expect(erased.status).toBe(200);
    expect(await cvText(erasedUrl)).toBeUndefined();

    const expiredUrl = await uploadCv(server, await cvPdf(['Yttrium relay testing']));
    await apply(server, { position: 'Jointer', cvUrl: expiredUrl });
    const future = new Date(Date.now() + 60_000).toISOString();
    await deleteExpiredPersonalData(
      server.services,
      { applicationsBefore: future, enquiriesBefore: '2000-01-01' },
      pace,
    );
    expect(await cvText(expiredUrl)).toBeUndefined();
  });

  it('removes the text when the orphan-CV sweep deletes a CV no application used', async () => {
    const cvUrl = await uploadCv(server, await cvPdf(['Wolfram busbar design']));
    expect(await cvText(cvUrl)).toContain('Wolfram');
    const key = `private/cv/${path.basename(cvUrl)}`;
    const old = new Date(Date.now() - ORPHAN_CV_GRACE_MS - 60_000).toISOString();
    await server.services.db
      .updateTable('storedFiles')
      .set({ createdAt: old })
      .where('key', '=', key)
      .execute();
    expect(await deleteOrphanCvs(server.services, pace)).toBeGreaterThanOrEqual(1);
    expect(await cvText(cvUrl)).toBeUndefined();
  });
});
