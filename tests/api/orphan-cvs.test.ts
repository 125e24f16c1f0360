import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseFor } from '../../server/db/delete-in-batches.ts';
import { deleteOrphanCvs, ORPHAN_CV_GRACE_MS } from '../../server/uploads/orphan-cvs.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Storage limitation: a CV uploaded for an application that was never saved is deleted once it
// is a day old; CVs that belong to an application, and fresh uploads, stay.

// Two CVs a batch, so the three old ones take two batches.
const pace = { size: 2, pause: pauseFor(0) };

describe.each(testDatabaseKinds())('orphan CV sweep on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function uploadCv(): Promise<string> {
    const response = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(2048), 'cv.pdf', 'application/pdf'),
    });
    expect(response.status).toBe(201);
    return response.body.fileUrl;
  }

  const cvFile = (cvUrl: string) =>
    path.join(server.dataDir, 'uploads', 'private', 'cv', path.basename(cvUrl));

  async function backdate(cvUrl: string, ms: number) {
    const key = `private/cv/${path.basename(cvUrl)}`;
    const createdAt = new Date(Date.now() - ms).toISOString();
    await server.services.db.updateTable('storedFiles').set({ createdAt }).where('key', '=', key).execute();
  }

  it('deletes day-old CVs no application uses, and nothing else', async () => {
    const [used, orphan, fresh] = [await uploadCv(), await uploadCv(), await uploadCv()];
    const saved = await call(server, 'POST', '/applications', {
      json: {
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'ada.okafor@example.com',
        phone: '07700 900123',
        country: 'India',
        position: 'Trainee Design Engineer',
        cvUrl: used,
      },
    });
    expect(saved.status).toBe(201);
    const overAday = ORPHAN_CV_GRACE_MS + 60_000;
    await backdate(used, overAday);
    await backdate(orphan, overAday);
    await backdate(fresh, ORPHAN_CV_GRACE_MS - 60_000);

    expect(await deleteOrphanCvs(server.services, pace)).toBe(1);

    expect(existsSync(cvFile(orphan))).toBe(false);
    expect((await call(server, 'GET', orphan.replace(/^\/api/, ''), { token })).status).toBe(404);
    expect(existsSync(cvFile(used))).toBe(true);
    expect((await call(server, 'GET', used.replace(/^\/api/, ''), { token })).status).toBe(200);
    expect(existsSync(cvFile(fresh))).toBe(true);

    // A second sweep finds nothing more to do.
    expect(await deleteOrphanCvs(server.services, pace)).toBe(0);
  });
});
