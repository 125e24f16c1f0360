import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSecret } from '../../server/db/site-secrets.ts';
import { verifyPreviewToken } from '../../server/publishing/preview-token.ts';
import { call, galleryImageForm, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { removeFromLibrary } from '../support/media.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 024 through the API: drafts the public never sees, publish and unpublish, versions
// and their restore, the lazy first version of records from before publishing, schedules set in
// the past, preview links, the activity log, and stored images kept while a version uses them.

const JOB = {
  title: 'Protection Engineer',
  country: 'United Kingdom',
  place: 'London',
  type: 'Engineering',
  qualifications: 'Degree in electrical engineering',
  experience: '5+ years',
  responsibilities: 'Lead protection studies\nReview designs for substations',
  isActive: true,
};

async function jpeg(colour: string): Promise<Blob> {
  const bytes = await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

function form(fields: Record<string, string>, files: Record<string, Blob> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file, `${name}.jpg`);
  return body;
}

describe.each(testDatabaseKinds())('publishing on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let counter = 0;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function createJob(fields: Record<string, unknown> = {}) {
    const response = await call(server, 'POST', '/jobs', { token, json: { ...JOB, ...fields } });
    expect(response.status).toBe(201);
    return response.body.data.job;
  }

  async function createCaseStudy(fields: Record<string, string> = {}) {
    counter += 1;
    const response = await call(server, 'POST', '/case-studies', {
      token,
      form: form(
        { name: `Study ${counter}`, description: 'Card text', content: 'Introduction.', ...fields },
        { cardImage: await jpeg('#224466') },
      ),
    });
    expect(response.status).toBe(201);
    return response.body.data.caseStudy;
  }

  async function auditActions(entityId: string): Promise<string[]> {
    const response = await call(server, 'GET', `/audit?entityId=${entityId}`, { token });
    expect(response.status).toBe(200);
    return response.body.data.entries.map((entry: { action: string }) => entry.action);
  }

  const fetchFile = (url: string) => fetch(`${server.url}${url}`);

  describe('drafts', () => {
    it('keeps a job created as a draft from anonymous readers: 404, and out of the list', async () => {
      const job = await createJob({ title: 'Hidden draft job', status: 'draft' });
      expect(job).toMatchObject({ status: 'draft', hasDraft: false, publishAt: null, unpublishAt: null });
      expect((await call(server, 'GET', `/jobs/${job._id}`)).status).toBe(404);
      const publicIds = (await call(server, 'GET', '/jobs')).body.data.jobs.map(
        (j: { _id: string }) => j._id,
      );
      expect(publicIds).not.toContain(job._id);
      const staffList = (await call(server, 'GET', '/jobs?view=all', { token })).body.data.jobs;
      expect(staffList.find((j: { _id: string }) => j._id === job._id)).toMatchObject({ status: 'draft' });
      expect((await call(server, 'GET', `/jobs/${job._id}`, { token })).body.data.job.status).toBe('draft');
    });

    it('keeps draft case studies, products and gallery images from anonymous readers', async () => {
      const caseStudy = await createCaseStudy({ status: 'draft', link: `draft-study-${kind}` });
      expect((await call(server, 'GET', `/case-studies/${caseStudy._id}`)).status).toBe(404);
      expect((await call(server, 'GET', `/case-studies/draft-study-${kind}`)).status).toBe(404);
      const studies = (await call(server, 'GET', '/case-studies')).body.data.caseStudies;
      expect(studies.map((s: { _id: string }) => s._id)).not.toContain(caseStudy._id);
      const staffStudies = (await call(server, 'GET', '/case-studies', { token })).body.data.caseStudies;
      expect(staffStudies.find((s: { _id: string }) => s._id === caseStudy._id)?.status).toBe('draft');

      const product = await call(server, 'POST', '/products', {
        token,
        form: form(
          {
            id: `draft-product-${kind}`,
            title: 'Draft product',
            description: 'Soon.',
            content: 'Details.',
            category: JSON.stringify({ name: 'Secret Category', color: '' }),
            features: '[]',
            specifications: '[]',
            specificationsObject: '{}',
            applications: '[]',
            status: 'draft',
          },
          { thumbnail: await jpeg('#446622') },
        ),
      });
      expect(product.status).toBe(201);
      const productId = product.body.data.product._id;
      expect((await call(server, 'GET', `/products/${productId}`)).status).toBe(404);
      expect((await call(server, 'GET', `/products/link/draft-product-${kind}`)).status).toBe(404);
      const products = (await call(server, 'GET', '/products')).body.data.products;
      expect(products.map((p: { _id: string }) => p._id)).not.toContain(productId);

      const image = await call(server, 'POST', '/gallery', {
        token,
        form: await galleryImageForm(700, { status: 'draft' }),
      });
      expect(image.status).toBe(201);
      const imageId = image.body.data.image._id;
      expect((await call(server, 'GET', `/gallery/${imageId}`)).status).toBe(404);
      const images = (await call(server, 'GET', '/gallery')).body.data.images;
      expect(images.map((i: { _id: string }) => i._id)).not.toContain(imageId);
      expect((await call(server, 'GET', `/gallery/${imageId}`, { token })).body.data.image.status).toBe(
        'draft',
      );
    });

    it('saves a draft of a published job while the public keeps the published one, then publishes it', async () => {
      const job = await createJob({ title: 'Published title' });
      const saved = await call(server, 'PUT', `/jobs/${job._id}`, {
        token,
        json: { ...JOB, title: 'Draft title', status: 'draft' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.job).toMatchObject({
        title: 'Draft title',
        status: 'published',
        hasDraft: true,
      });
      expect((await call(server, 'GET', `/jobs/${job._id}`)).body.data.job.title).toBe('Published title');
      const staff = await call(server, 'GET', `/jobs/${job._id}`, { token });
      expect(staff.body.data.job).toMatchObject({ title: 'Published title', hasDraft: true });
      const draft = await call(server, 'GET', `/jobs/${job._id}?view=draft`, { token });
      expect(draft.body.data.job.title).toBe('Draft title');
      expect((await call(server, 'GET', `/jobs/${job._id}?view=draft`)).status).toBe(401);

      const published = await call(server, 'POST', `/jobs/${job._id}/publish`, { token });
      expect(published.status).toBe(200);
      expect(published.body.data.job).toMatchObject({
        title: 'Draft title',
        status: 'published',
        hasDraft: false,
      });
      expect((await call(server, 'GET', `/jobs/${job._id}`)).body.data.job.title).toBe('Draft title');
      expect(await auditActions(job._id)).toEqual(expect.arrayContaining(['create', 'update', 'publish']));
    });

    it('leaves the content version (the render cache) alone for a draft save, and raises it on publish', async () => {
      const job = await createJob({ title: 'Cached title' });
      const version = async () => server.services.contentVersion.current();
      const before = await version();
      const saved = await call(server, 'PUT', `/jobs/${job._id}`, {
        token,
        json: { ...JOB, title: 'Autosaved title', status: 'draft' },
      });
      expect(saved.status).toBe(200);
      expect((await call(server, 'POST', `/jobs/${job._id}/preview-link`, { token })).status).toBe(200);
      expect(await version()).toBe(before);
      await call(server, 'POST', `/jobs/${job._id}/publish`, { token });
      const published = await version();
      expect(published).not.toBe(before);
      // An edit that publishes at once (today's callers) changes what the public sees.
      await call(server, 'PUT', `/jobs/${job._id}`, { token, json: { ...JOB, title: 'Edited live' } });
      expect(await version()).not.toBe(published);
    });

    it('logs a run of draft saves (an autosave every few seconds) once, and each publish', async () => {
      const job = await createJob({ title: 'Power Quality Engineer' });
      for (const title of [
        'Power Quality Engineer (G5/5)',
        'Power Quality Engineer (G5/5, P28)',
        'PQ Engineer',
      ]) {
        const saved = await call(server, 'PUT', `/jobs/${job._id}`, {
          token,
          json: { ...JOB, title, status: 'draft' },
        });
        expect(saved.status).toBe(200);
      }
      expect((await call(server, 'POST', `/jobs/${job._id}/publish`, { token })).status).toBe(200);
      const entries = await call(server, 'GET', `/audit?entityId=${job._id}`, { token });
      const logged = entries.body.data.entries.map((entry: { action: string; detail?: string }) =>
        [entry.action, entry.detail ?? ''].join(' '),
      );
      expect(logged.sort()).toEqual(['create ', 'publish ', 'update draft saved'].sort());
    });

    it('unpublishes a job (404 to the public), publishes it again, and discards a draft', async () => {
      const job = await createJob({ title: 'Comes and goes' });
      expect((await call(server, 'POST', `/jobs/${job._id}/unpublish`, { token })).body.data.job.status).toBe(
        'draft',
      );
      expect((await call(server, 'GET', `/jobs/${job._id}`)).status).toBe(404);
      expect((await call(server, 'POST', `/jobs/${job._id}/publish`, { token })).status).toBe(200);
      expect((await call(server, 'GET', `/jobs/${job._id}`)).status).toBe(200);

      await call(server, 'PUT', `/jobs/${job._id}`, {
        token,
        json: { ...JOB, title: 'Thrown away', status: 'draft' },
      });
      const discarded = await call(server, 'DELETE', `/jobs/${job._id}/draft`, { token });
      expect(discarded.status).toBe(200);
      expect(discarded.body.data.job).toMatchObject({ title: 'Comes and goes', hasDraft: false });
      expect((await call(server, 'DELETE', `/jobs/${job._id}/draft`, { token })).status).toBe(404);
      expect(await auditActions(job._id)).toEqual(expect.arrayContaining(['unpublish', 'publish', 'update']));
    });

    it('publishes at once a draft whose publishAt is already past, and records the schedule', async () => {
      const job = await createJob({
        title: 'Due already',
        status: 'draft',
        publishAt: '2020-01-01T09:00:00Z',
      });
      expect(job).toMatchObject({ status: 'published', publishAt: null });
      expect((await call(server, 'GET', `/jobs/${job._id}`)).status).toBe(200);
      const later = await createJob({ status: 'draft', publishAt: '2099-06-01T09:00:00+01:00' });
      expect(later).toMatchObject({ status: 'draft', publishAt: '2099-06-01T08:00:00.000Z' });
      expect(await auditActions(later._id)).toContain('schedule');
      const bad = await call(server, 'POST', '/jobs', { token, json: { ...JOB, publishAt: 'next Monday' } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['publishAt']);
      const cleared = await call(server, 'PUT', `/jobs/${later._id}`, {
        token,
        json: { ...JOB, status: 'draft', publishAt: '' },
      });
      expect(cleared.body.data.job.publishAt).toBeNull();
    });
  });

  describe('versions', () => {
    it('keeps a version per publish, and restores the first as the draft, then published', async () => {
      const created = await createCaseStudy({ name: 'First name' });
      const id = created._id;
      for (const name of ['Second name', 'Third name']) {
        const response = await call(server, 'PUT', `/case-studies/${id}`, {
          token,
          form: form({ name, description: 'Card text', content: 'Introduction.', link: created.link }),
        });
        expect(response.status).toBe(200);
      }
      const listed = await call(server, 'GET', `/case-studies/${id}/versions`, { token });
      expect(listed.status).toBe(200);
      expect(listed.body.total).toBe(3);
      const versions = listed.body.data.versions;
      expect(versions.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
      expect(versions[0]).toMatchObject({ status: 'published', actorEmail: expect.stringContaining('@') });
      expect(Object.keys(versions[0]).sort()).toEqual(['actorEmail', 'createdAt', 'id', 'number', 'status']);
      const first = versions[2];
      const detail = await call(server, 'GET', `/case-studies/${id}/versions/${first.id}`, { token });
      expect(detail.body.data.version.document).toMatchObject({
        name: 'First name',
        cardImage: created.cardImage,
      });
      expect((await call(server, 'GET', `/case-studies/${id}/versions`)).status).toBe(401);

      const asDraft = await call(server, 'POST', `/case-studies/${id}/versions/${first.id}/restore`, {
        token,
      });
      expect(asDraft.status).toBe(200);
      expect(asDraft.body.data.caseStudy).toMatchObject({ name: 'First name', hasDraft: true });
      expect((await call(server, 'GET', `/case-studies/${id}`)).body.data.caseStudy.name).toBe('Third name');

      const published = await call(server, 'POST', `/case-studies/${id}/versions/${first.id}/restore`, {
        token,
        json: { publish: true },
      });
      expect(published.status).toBe(200);
      expect((await call(server, 'GET', `/case-studies/${id}`)).body.data.caseStudy.name).toBe('First name');
      const after = (await call(server, 'GET', `/case-studies/${id}/versions`, { token })).body.data.versions;
      expect(after.map((v: { number: number; status: string }) => [v.number, v.status])).toEqual([
        [5, 'published'],
        [4, 'draft'],
        [3, 'published'],
        [2, 'published'],
        [1, 'published'],
      ]);
      expect(await auditActions(id)).toEqual(expect.arrayContaining(['restore']));
      const unknown = await call(
        server,
        'POST',
        `/case-studies/${id}/versions/0123456789abcdef01234567/restore`,
        {
          token,
        },
      );
      expect(unknown.status).toBe(404);
    });

    it('numbers the versions of sixty writes to one record at once in turn, with none refused', async () => {
      const job = await createJob({ title: 'SCADA Engineer' });
      const writes = 60;
      const answers = await Promise.all(
        Array.from({ length: writes }, (_, index) =>
          index % 2 === 0
            ? call(server, 'POST', `/jobs/${job._id}/publish`, { token })
            : call(server, 'PUT', `/jobs/${job._id}`, {
                token,
                json: { ...JOB, title: `SCADA Engineer ${index}` },
              }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(writes).fill(200));
      // The create's version, then one a write: every number once, the newest first.
      const listed = await call(server, 'GET', `/jobs/${job._id}/versions?limit=50`, { token });
      expect(listed.body.total).toBe(writes + 1);
      const numbers = listed.body.data.versions.map((v: { number: number }) => v.number);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => writes + 1 - index));
    });

    it('keeps a record from before publishing as version 1 by system on its first publish', async () => {
      const job = await createJob({ title: 'Stored before publishing' });
      // As the migration leaves an existing record: published, with no version yet.
      await server.services.db.deleteFrom('recordVersions').where('entityId', '=', job._id).execute();
      await call(server, 'PUT', `/jobs/${job._id}`, { token, json: { ...JOB, title: 'Changed afterwards' } });
      const versions = (await call(server, 'GET', `/jobs/${job._id}/versions`, { token })).body.data.versions;
      expect(versions.map((v: { number: number; actorEmail: string }) => [v.number, v.actorEmail])).toEqual([
        [2, expect.stringContaining('@')],
        [1, 'system'],
      ]);
      const baseline = await call(server, 'GET', `/jobs/${job._id}/versions/${versions[1].id}`, { token });
      expect(baseline.body.data.version.document.title).toBe('Stored before publishing');
      expect(baseline.body.data.version.createdAt).toBe(job.updatedAt);
    });

    it('keeps an image while a version or the media library uses it, and deletes it once nothing does', async () => {
      const created = await createCaseStudy();
      const replaced = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: form(
          { name: created.name, description: 'Card text', content: 'Introduction.', link: created.link },
          { cardImage: await jpeg('#993311') },
        ),
      });
      const newCard = replaced.body.data.caseStudy.cardImage;
      expect(newCard).not.toBe(created.cardImage);
      expect((await fetchFile(created.cardImage)).status).toBe(200);
      // A draft's new image that is discarded is used by nothing but the library: it goes from
      // there (decision 025).
      const drafted = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: form(
          {
            name: created.name,
            description: 'Card text',
            content: 'Introduction.',
            link: created.link,
            status: 'draft',
          },
          { cardImage: await jpeg('#119933') },
        ),
      });
      const draftCard = drafted.body.data.caseStudy.cardImage;
      expect((await fetchFile(draftCard)).status).toBe(200);
      expect((await call(server, 'GET', `/case-studies/${created._id}`)).body.data.caseStudy.cardImage).toBe(
        newCard,
      );
      expect((await call(server, 'DELETE', `/case-studies/${created._id}/draft`, { token })).status).toBe(
        200,
      );
      expect((await fetchFile(draftCard)).status).toBe(200);
      await removeFromLibrary(server, token, [draftCard]);
      expect((await fetchFile(draftCard)).status).toBe(404);
      expect((await fetchFile(created.cardImage)).status).toBe(200);

      expect((await call(server, 'DELETE', `/case-studies/${created._id}`, { token })).status).toBe(200);
      expect((await fetchFile(created.cardImage)).status).toBe(200);
      await removeFromLibrary(server, token, [created.cardImage, newCard]);
      expect((await fetchFile(created.cardImage)).status).toBe(404);
      expect((await fetchFile(newCard)).status).toBe(404);
      const left = await server.services.db
        .selectFrom('recordVersions')
        .select('id')
        .where('entityId', '=', created._id)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('preview links', () => {
    it('answers an absolute, signed link to the public page that expires in 24 hours', async () => {
      const job = await createJob({ status: 'draft' });
      const before = Date.now();
      const response = await call(server, 'POST', `/jobs/${job._id}/preview-link`, { token });
      expect(response.status).toBe(200);
      const { url, expiresAt } = response.body.data;
      const link = new URL(url);
      expect(`${link.origin}`).toBe(new URL(server.services.config.publicUrl).origin);
      expect(link.pathname).toBe(`/careers/${job._id}`);
      const hours = (Date.parse(expiresAt) - before) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      const key = await siteSecret(server.services.db, 'record-preview');
      expect(verifyPreviewToken(key, link.searchParams.get('preview') ?? '')).toMatchObject({
        isValid: true,
        type: 'jobs',
        id: job._id,
      });
      expect((await call(server, 'POST', `/jobs/${job._id}/preview-link`)).status).toBe(401);
      expect(
        (await call(server, 'POST', '/jobs/0123456789abcdef01234567/preview-link', { token })).status,
      ).toBe(404);
    });
  });
});
