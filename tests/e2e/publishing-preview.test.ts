import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSecret } from '../../server/db/site-secrets.ts';
import { signPreviewToken } from '../../server/publishing/preview-token.ts';
import { galleryImageForm } from '../support/api-client.ts';
import { siteDatabase } from '../support/fixtures.ts';
import { JOB_FIELDS } from '../support/site-data.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

// Decision 024 on the built site: drafts are absent from every public page and the sitemap; a
// preview link renders the record's working copy on its public page, marked, never cached nor
// indexed; a bad, expired or another record's link is a 404 that says so.

const ADMIN = { email: 'preview-admin@voltline.example', password: 'preview-test-password' };
const SITE_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SAMPLE_CONTENT: 'off',
  RATE_LIMIT: 'off',
};
const INVALID = 'This preview link has expired or is not valid.';

describe('publishing on the public site', () => {
  let site: SiteProcess;
  let token: string;

  async function api(method: string, path: string, body?: { json?: unknown; form?: FormData }) {
    const response = await fetch(`${site.url}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body?.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body?.json !== undefined ? JSON.stringify(body.json) : body?.form,
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.json();
  }

  async function page(path: string) {
    const response = await fetch(`${site.url}${path}`);
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  async function previewPath(type: string, id: string): Promise<string> {
    const { data } = await api('POST', `/${type}/${id}/preview-link`);
    const url = new URL(data.url);
    return `${url.pathname}${url.search}`;
  }

  async function caseStudyForm(fields: Record<string, string>): Promise<FormData> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const card = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    form.append('cardImage', new Blob([new Uint8Array(card)], { type: 'image/jpeg' }), 'card.jpg');
    return form;
  }

  beforeAll(async () => {
    site = await startSiteProcess({ env: SITE_ENV });
    const login = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = (await login.json()).token;
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('keeps a draft case study off /case-studies, its page and the sitemap, and shows it through its preview link', async () => {
    const { data } = await api('POST', '/case-studies', {
      form: await caseStudyForm({
        name: 'Draft Substation Study',
        description: 'Not yet public',
        content: 'Secret introduction.',
        link: 'draft-substation-study',
        status: 'draft',
      }),
    });
    const id = data.caseStudy._id;
    expect((await page('/case-studies')).html).not.toContain('Draft Substation Study');
    expect((await page('/case-studies/draft-substation-study')).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain('draft-substation-study');

    const path = await previewPath('case-studies', id);
    const preview = await page(path);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('Draft Substation Study');
    expect(preview.html).toContain('Preview: not published');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');

    // Never from the render cache: a change to the draft shows on the same link at once.
    await api('PUT', `/case-studies/${id}`, {
      form: await caseStudyForm({
        name: 'Draft Substation Study, revised',
        description: 'Not yet public',
        content: 'Secret introduction.',
        link: 'draft-substation-study',
        status: 'draft',
      }),
    });
    expect((await page(path)).html).toContain('Draft Substation Study, revised');

    await api('POST', `/case-studies/${id}/publish`);
    expect((await page('/case-studies')).html).toContain('Draft Substation Study, revised');
    expect((await page('/case-studies/draft-substation-study')).status).toBe(200);
    expect((await page('/sitemap.xml')).html).toContain('draft-substation-study');
  });

  it('previews a draft job, product and gallery image on their pages, without JobPosting', async () => {
    const job = (
      await api('POST', '/jobs', { json: { ...JOB_FIELDS, title: 'Draft Cable Engineer', status: 'draft' } })
    ).data.job;
    expect((await page('/careers?country=United%20Kingdom')).html).not.toContain('Draft Cable Engineer');
    expect((await page(`/careers/${job._id}`)).status).toBe(404);
    const jobPreview = await page(await previewPath('jobs', job._id));
    expect(jobPreview.status).toBe(200);
    expect(jobPreview.html).toContain('Draft Cable Engineer');
    expect(jobPreview.html).toContain('Preview: not published');
    expect(jobPreview.html).not.toContain('JobPosting');

    const form = new FormData();
    const fields = {
      id: 'draft-charger',
      title: 'Draft Charger',
      description: 'Soon.',
      content: 'Details.',
      category: JSON.stringify({ name: 'EV Charging', color: '' }),
      features: '[]',
      specifications: '[]',
      specificationsObject: '{}',
      applications: '[]',
      status: 'draft',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const thumb = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#557733' } })
      .jpeg()
      .toBuffer();
    form.append('thumbnail', new Blob([new Uint8Array(thumb)], { type: 'image/jpeg' }), 'thumb.jpg');
    const product = (await api('POST', '/products', { form })).data.product;
    expect((await page('/products')).html).not.toContain('Draft Charger');
    expect((await page(`/product/${product._id}`)).status).toBe(404);
    const productPreview = await page(await previewPath('products', product._id));
    expect(productPreview.status).toBe(200);
    expect(productPreview.html).toContain('Draft Charger');
    expect(productPreview.html).toContain('Preview: not published');

    const image = (
      await api('POST', '/gallery', {
        form: await galleryImageForm(700, { title: 'Draft Switchroom Photo', status: 'draft' }),
      })
    ).data.image;
    expect((await page('/gallery?category=siteVisit')).html).not.toContain('Draft Switchroom Photo');
    const galleryPreview = await page(await previewPath('gallery', image._id));
    expect(galleryPreview.status).toBe(200);
    expect(galleryPreview.html).toContain('Draft Switchroom Photo');
    expect(galleryPreview.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a tampered, expired or another record type’s link with a 404 that says so', async () => {
    const job = (
      await api('POST', '/jobs', { json: { ...JOB_FIELDS, title: 'Token Test Job', status: 'draft' } })
    ).data.job;
    const path = await previewPath('jobs', job._id);
    const tokenText = new URL(path, site.url).searchParams.get('preview') ?? '';
    const tampered = `${tokenText.slice(0, -1)}${tokenText.endsWith('A') ? 'B' : 'A'}`;

    const db = siteDatabase(site.dataDir);
    let expired: string;
    try {
      const key = await siteSecret(db, 'record-preview');
      expired = signPreviewToken(key, 'jobs', job._id, new Date(Date.now() - 60_000));
    } finally {
      await db.destroy();
    }
    const productPage = `/product/${job._id}?preview=${tokenText}`;
    for (const target of [
      `/careers/${job._id}?preview=${tampered}`,
      `/careers/${job._id}?preview=${expired}`,
      `/careers/${job._id}?preview=nonsense`,
      productPage,
    ]) {
      const answer = await page(target);
      expect(answer.status, target).toBe(404);
      expect(answer.html, target).toContain(INVALID.replace("'", '&#x27;'));
      expect(answer.headers.get('cache-control'), target).toBe('no-store');
      expect(answer.html, target).not.toContain('Token Test Job');
    }
  });
});
