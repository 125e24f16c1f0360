import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fileForm, galleryImageForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { removeFromLibrary } from '../support/media.ts';
import { startTestS3, type TestS3 } from '../support/s3-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// S3_BUCKET set: uploads go to an S3-compatible bucket (a real one, s3rver on loopback) and none
// to the instance's disk. CVs stay private (only a signed-in administrator gets one, through the
// API); public images are served from the bucket with a year's cache; deletes reach the bucket.

const IMMUTABLE = 'public, max-age=31536000, immutable';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.stop();
});

describe.each(testDatabaseKinds())('files in an S3-compatible bucket, on %s', (kind) => {
  const bucket = `site-files-${kind}`;
  let server: ApiServer;
  let token: string;
  beforeAll(async () => {
    await s3.createBucket(bucket);
    server = await startApiServer(kind, { RATE_LIMIT: 'off', ...s3.env(bucket) });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('says in /api/health that the bucket is the file store and answers', async () => {
    const health = await call(server, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body.data).toMatchObject({
      files: 'up',
      filesKind: 's3',
      database: 'up',
      databaseKind: kind,
    });
  });

  it('stores a CV in the bucket, not on disk, and gives it only to a signed-in administrator', async () => {
    const cv = pdfBytes(300 * 1024);
    const upload = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', cv, 'Ada Okafor CV.pdf', 'application/pdf'),
    });
    expect(upload.status).toBe(201);
    const name = path.basename(upload.body.fileUrl);
    expect(await s3.read(bucket, `private/cv/${name}`)).toEqual(cv);
    expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

    const anonymous = await fetch(`${server.url}${upload.body.fileUrl}`);
    expect(anonymous.status).toBe(401);
    const download = await fetch(`${server.url}${upload.body.fileUrl}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Ada Okafor CV.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(cv);
  });

  it('serves public images from the bucket with a year-long cache, and deletes them there once the library lets them go', async () => {
    const created = await call(server, 'POST', '/gallery', { token, form: await galleryImageForm() });
    expect(created.status).toBe(201);
    const {
      _id: id,
      url,
      variants,
    } = created.body.data.image as {
      _id: string;
      url: string;
      variants: { url: string }[];
    };
    const keys = variants.map((variant) => `public/image/${path.basename(variant.url)}`);
    expect(await s3.keys(bucket)).toEqual(expect.arrayContaining(keys));

    for (const variant of variants) {
      const served = await fetch(`${server.url}${variant.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(bytes).toEqual(await s3.read(bucket, `public/image/${path.basename(variant.url)}`));
    }
    const missing = await fetch(`${server.url}/uploads/image/${'0'.repeat(32)}-480.webp`);
    expect(missing.status).toBe(404);

    const removed = await call(server, 'DELETE', `/gallery/${id}`, { token });
    expect(removed.status).toBe(200);
    // Decision 025: the media library still holds the picture, so its files stay until it goes.
    expect(await s3.keys(bucket)).toEqual(expect.arrayContaining(keys));
    await removeFromLibrary(server, token, [url]);
    const left = await s3.keys(bucket);
    for (const key of keys) expect(left).not.toContain(key);
    expect((await fetch(`${server.url}${variants[0]?.url}`)).status).toBe(404);
  });

  it('reports the store down in /api/health (503) when its bucket does not answer', async () => {
    const lost = await startApiServer(kind, { ...s3.env(`missing-${kind}`) });
    try {
      const health = await call(lost, 'GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({
        success: false,
        data: { files: 'down', filesKind: 's3', database: 'up' },
      });
    } finally {
      await lost.stop();
    }
  });
});
