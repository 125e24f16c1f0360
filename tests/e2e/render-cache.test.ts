import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHashSource } from '../support/csp.ts';
import { rawGet } from '../support/raw-get.ts';
import { JOB_FIELDS } from '../support/site-data.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { createEmptyDatabase } from '../support/test-databases.ts';

// Decision 014: public pages and anonymous API reads are kept rendered, per content version and
// UK date. These tests hold it to being invisible: every staff write shows on the next request of
// each page that displays it, on this instance and on another sharing PostgreSQL; signed-in
// reads and the dashboard never come from the cache; the bytes and headers are right in every
// encoding, and a kept page's policy allows exactly its own inline scripts. That anonymous
// submissions leave the version alone is tested in tests/api/content-version.test.ts.

const ADMIN = { email: 'cache-admin@voltline.example', password: 'render-cache-test-password' };
const SITE_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SAMPLE_CONTENT: 'on',
  RATE_LIMIT: 'off',
};

const text = async (site: SiteProcess, path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${site.url}${path}`, { headers })).text();

async function signIn(site: SiteProcess): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const answer = await response.json();
  return answer.token;
}

async function api(site: SiteProcess, token: string, method: string, path: string, json?: unknown) {
  const response = await fetch(`${site.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    ...(json ? { body: JSON.stringify(json) } : {}),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json();
}

// The careers page lists a country's openings when the country is chosen (public-site.md §6).
const UK_OPENINGS = '/careers?country=United%20Kingdom';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

const job = (title: string, isActive = true) => ({ ...JOB_FIELDS, title, isActive });

describe('render cache on one instance', () => {
  let site: SiteProcess;
  let token: string;

  beforeAll(async () => {
    site = await startSiteProcess({ env: SITE_ENV });
    token = await signIn(site);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('serves a kept page in Brotli, gzip or plain, revalidated by its ETag, with hashes for its own inline scripts', async () => {
    const first = await rawGet(`${site.url}/careers`, { 'Accept-Encoding': 'br, gzip' });
    const second = await rawGet(`${site.url}/careers`, { 'Accept-Encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toBe('Accept-Encoding');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
    const html = brotliDecompressSync(second.body).toString('utf8');

    const gzip = await rawGet(`${site.url}/careers`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(`${site.url}/careers`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(html);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.byteLength);

    const notModified = await rawGet(`${site.url}/careers`, { 'If-None-Match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);

    // No nonce anywhere; the policy lists the SHA-256 of each inline script, and nothing else.
    expect(html).not.toMatch(/nonce=/);
    const policy = String(second.headers['content-security-policy']);
    expect(policy).not.toMatch(/nonce-|unsafe-inline'[^;]*;\s*style/);
    const scriptSources = policy.match(/script-src ([^;]*)/)?.[1]?.split(' ') ?? [];
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .filter((content) => content !== '');
    expect(inline.length).toBeGreaterThan(0);
    const hashes = new Set(inline.map(scriptHashSource));
    expect(new Set(scriptSources)).toEqual(new Set(["'self'", ...hashes]));
    expect(second.headers['x-frame-options']).toBe('DENY');
  });

  it('sends built scripts and styles as their Brotli or gzip copy, varying by Accept-Encoding', async () => {
    const html = await text(site, '/');
    // The stylesheet's link and the scripts the bootstrap asks for, all quoted paths.
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets.slice(0, 3)) {
      const plain = await rawGet(`${site.url}${asset}`);
      const br = await rawGet(`${site.url}${asset}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      const gzip = await rawGet(`${site.url}${asset}`, { 'Accept-Encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.byteLength).toBeLessThan(plain.body.byteLength);
    }
  });

  it('shows a new, changed or removed job on the next request of the careers page, the job page and the public API', async () => {
    const title = 'Earthing Design Engineer (BS EN 50522)';
    for (const path of [UK_OPENINGS, '/', '/api/jobs?active=true']) await text(site, path);
    const created = await api(site, token, 'POST', '/jobs', job(title));
    const id = created.data.job._id;
    expect(await text(site, UK_OPENINGS)).toContain(escapeHtml(title));
    expect(await text(site, '/api/jobs?active=true')).toContain(title);
    expect(await text(site, `/careers/${id}`)).toContain(escapeHtml(title));

    await api(site, token, 'PUT', `/jobs/${id}`, job(`${title} – Senior`));
    expect(await text(site, UK_OPENINGS)).toContain(escapeHtml(`${title} – Senior`));

    await api(site, token, 'DELETE', `/jobs/${id}`);
    expect(await text(site, UK_OPENINGS)).not.toContain(escapeHtml(title));
    expect(await text(site, '/api/jobs?active=true')).not.toContain(title);
    expect((await fetch(`${site.url}/careers/${id}`)).status).toBe(404);
  });

  it('shows a removed product, case study and gallery image at once on the pages that listed them', async () => {
    const products = (await (await fetch(`${site.url}/api/products`)).json()).data.products;
    const product = products[0];
    expect(await text(site, '/products')).toContain(escapeHtml(product.title));
    await api(site, token, 'DELETE', `/products/${product._id}`);
    expect(await text(site, '/products')).not.toContain(escapeHtml(product.title));
    expect(await text(site, '/api/products')).not.toContain(product._id);

    const caseStudies = (await (await fetch(`${site.url}/api/case-studies`)).json()).data.caseStudies;
    const caseStudy = caseStudies[0];
    expect(await text(site, '/case-studies')).toContain(escapeHtml(caseStudy.name));
    await api(site, token, 'DELETE', `/case-studies/${caseStudy._id}`);
    expect(await text(site, '/case-studies')).not.toContain(escapeHtml(caseStudy.name));

    const images = (await (await fetch(`${site.url}/api/gallery?category=siteVisit`)).json()).data.images;
    const image = images[0];
    const galleryPage = '/gallery?category=siteVisit';
    expect(await text(site, galleryPage)).toContain(image.url);
    await api(site, token, 'DELETE', `/gallery/${image._id}`);
    expect(await text(site, galleryPage)).not.toContain(image.url);

    await api(site, token, 'POST', '/gallery-categories', {
      id: 'substationVisits',
      name: 'Substation Visits',
      displayOrder: 5,
      isActive: true,
    });
    expect(await text(site, '/gallery')).toContain('Substation Visits');
  });

  it('never answers a signed-in read, or the dashboard, from the cache', async () => {
    const hidden = 'Confidential Opening Not Yet Announced';
    await api(site, token, 'POST', '/jobs', job(hidden, false));
    // Anonymous first, so an anonymous answer is kept…
    expect(await text(site, '/api/jobs')).not.toContain(hidden);
    // …the administrator still gets every job…
    const signedIn = await fetch(`${site.url}/api/jobs`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await signedIn.text()).toContain(hidden);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    // …and the administrator's answer is never given to anyone else.
    expect(await text(site, '/api/jobs')).not.toContain(hidden);

    for (let i = 0; i < 2; i += 1) {
      const dashboard = await rawGet(`${site.url}/dashboard/applications`);
      expect(dashboard.headers['cache-control']).toBe('no-store');
      expect(dashboard.headers.etag).toBeUndefined();
      expect(String(dashboard.headers['content-security-policy'])).toMatch(/'nonce-[^']+'/);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('render cache on two instances sharing PostgreSQL', () => {
  const sites: SiteProcess[] = [];
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;

  beforeAll(async () => {
    database = await createEmptyDatabase('postgres');
    if (database.options.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const env = {
      ...SITE_ENV,
      DATABASE_URL: database.options.url,
      DATABASE_SCHEMA: database.options.schema ?? '',
    };
    sites.push(await startSiteProcess({ env }));
    sites.push(await startSiteProcess({ env }));
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await database?.drop();
  });

  it('shows a job written through one instance on the other’s next request', async () => {
    const [one, other] = sites as [SiteProcess, SiteProcess];
    const token = await signIn(one);
    const title = 'Power Systems Engineer (IEC 60909 Studies)';
    // The other instance keeps its pages first.
    for (let i = 0; i < 2; i += 1) {
      expect(await text(other, UK_OPENINGS)).not.toContain(escapeHtml(title));
      expect(await text(other, '/api/jobs?active=true')).not.toContain(title);
    }
    const created = await api(one, token, 'POST', '/jobs', job(title));
    expect(await text(other, UK_OPENINGS)).toContain(escapeHtml(title));
    expect(await text(other, '/api/jobs?active=true')).toContain(title);

    const products = (await (await fetch(`${other.url}/api/products`)).json()).data.products;
    expect(await text(other, '/products')).toContain(escapeHtml(products[0].title));
    await api(one, token, 'DELETE', `/products/${products[0]._id}`);
    expect(await text(other, '/products')).not.toContain(escapeHtml(products[0].title));

    await api(one, token, 'DELETE', `/jobs/${created.data.job._id}`);
    expect(await text(other, UK_OPENINGS)).not.toContain(escapeHtml(title));
  });
});
