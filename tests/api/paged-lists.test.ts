import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMIT, MAX_LIST_LIMIT } from '../../domain/list-page.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { addCaseStudies, addImages, addJobs, addProducts } from '../support/long-lists.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 019 (issue 23: lists that grow without bound): every content list answers a page at a
// time, with the totals beside the list, and a caller that sends no page or limit gets what it
// always got while the list is the size the spec imagines.

const COUNT = 230;

/** Each list as the spec names it: its path, its `data` field, and what tells its rows apart. */
const LISTS = [
  { path: '/gallery?category=siteVisit', field: 'images', key: 'title' },
  { path: '/products', field: 'products', key: 'id' },
  { path: '/case-studies', field: 'caseStudies', key: 'link' },
  { path: '/jobs?view=all', field: 'jobs', key: 'title' },
] as const;

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

describe.each(testDatabaseKinds())('paged content lists on %s', (kind) => {
  let server: ApiServer;
  let token: string;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    const { db } = server.services;
    await addImages(db, COUNT);
    await addImages(db, 3, 'training');
    await addProducts(db, COUNT);
    await addCaseStudies(db, COUNT);
    await addJobs(db, COUNT);
    // Signed in once the lists are written: a connection left idle that long is closed by the server.
    token = await signIn(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const read = (path: string) => call(server, 'GET', path, { token });

  describe.each(LISTS)('GET $path', ({ path, field, key }) => {
    it('answers page 1 of the default size with the totals beside the list', async () => {
      const { status, body } = await read(path);
      expect(status).toBe(200);
      expect(body.data[field]).toHaveLength(LIST_LIMIT);
      expect(body).toMatchObject({
        success: true,
        total: COUNT,
        page: 1,
        limit: LIST_LIMIT,
        totalPages: Math.ceil(COUNT / LIST_LIMIT),
        hasMore: true,
      });
    });

    it('honours page and limit: the pages follow on without gap or repeat', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const { status, body } = await read(withQuery(path, `page=${page}&limit=50`));
        expect(status).toBe(200);
        expect(body).toMatchObject({ page, limit: 50, totalPages: 5, hasMore: page < 5 });
        seen.push(...body.data[field].map((row: Record<string, string>) => row[key]));
      }
      expect(seen).toHaveLength(COUNT);
      expect(new Set(seen).size).toBe(COUNT);
    });

    it(`serves a limit over ${MAX_LIST_LIMIT} as ${MAX_LIST_LIMIT}`, async () => {
      const { status, body } = await read(withQuery(path, 'limit=100000'));
      expect(status).toBe(200);
      expect(body.data[field]).toHaveLength(MAX_LIST_LIMIT);
      expect(body.limit).toBe(MAX_LIST_LIMIT);
    });

    it('answers an empty page past the end, with the totals', async () => {
      const { status, body } = await read(withQuery(path, 'page=40&limit=10'));
      expect(status).toBe(200);
      expect(body.data[field]).toEqual([]);
      expect(body).toMatchObject({ total: COUNT, totalPages: 23, hasMore: false });
    });

    it('refuses a page or limit that is not a whole number of 1 or more with a 400 saying so', async () => {
      for (const [query, field, message] of [
        ['page=0', 'page', 'page must be a whole number of 1 or more'],
        ['page=two', 'page', 'page must be a whole number of 1 or more'],
        ['page=1.5', 'page', 'page must be a whole number of 1 or more'],
        ['limit=0', 'limit', 'limit must be a whole number of 1 or more'],
        ['limit=-10', 'limit', 'limit must be a whole number of 1 or more'],
        [
          'page=1002&limit=10',
          'page',
          'page can be at most 1001 at limit 10: narrow the list to reach further',
        ],
      ] as const) {
        const { status, body } = await read(withQuery(path, query));
        expect(status, query).toBe(400);
        expect(body, query).toEqual({ success: false, message, errors: { [field]: message } });
      }
    });
  });

  it('keeps the filter with the page: a category is counted and paged on its own', async () => {
    const training = await read('/gallery?category=training&page=1&limit=2');
    expect(training.body).toMatchObject({ total: 3, totalPages: 2, hasMore: true });
    expect(training.body.data.images).toHaveLength(2);
    const switchgear = await read('/products?category=switchgear&page=2&limit=100');
    expect(switchgear.body).toMatchObject({ total: COUNT / 2, page: 2, hasMore: false });
    expect(switchgear.body.data.products).toHaveLength(COUNT / 2 - 100);
    expect(
      switchgear.body.data.products.every(
        (p: { category: { name: string } }) => p.category.name === 'Switchgear',
      ),
    ).toBe(true);
    const uk = await read('/jobs?view=all&country=India&limit=5');
    expect(uk.body).toMatchObject({
      total: Math.round(COUNT / 3),
      totalPages: Math.ceil(Math.round(COUNT / 3) / 5),
    });
  });

  it('pages the anonymous jobs list (open jobs only) the same way', async () => {
    const { status, body } = await call(server, 'GET', '/jobs?active=true&limit=20&page=2');
    expect(status).toBe(200);
    expect(body.data.jobs).toHaveLength(20);
    expect(body).toMatchObject({ total: COUNT, page: 2, limit: 20, hasMore: true });
  });
});

describe.each(testDatabaseKinds())('content lists at the sizes the spec imagines on %s', (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off', SAMPLE_CONTENT: 'on' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers every row to a caller that sends no page or limit, as before', async () => {
    for (const [path, field] of [
      ['/gallery', 'images'],
      ['/products', 'products'],
      ['/case-studies', 'caseStudies'],
      ['/jobs?active=true', 'jobs'],
    ] as const) {
      const { status, body } = await call(server, 'GET', path);
      expect(status, path).toBe(200);
      expect(body.data[field].length, path).toBeGreaterThan(0);
      expect(body.data[field], path).toHaveLength(body.total);
      expect(body, path).toMatchObject({ page: 1, totalPages: 1, hasMore: false });
    }
  });
});

describe.each(testDatabaseKinds())('the render cache on %s', (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off', PAGE_CACHE_MB: '1' });
    await addProducts(server.services.db, COUNT);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('stays within PAGE_CACHE_MB in bytes, the least recently used answers out first', async () => {
    const budget = 1024 * 1024;
    const { pageCache } = server.services;
    // Distinct anonymous reads of up to 200 products each: far more bytes than the budget.
    for (let limit = 101; limit <= 200; limit += 1) {
      const { status } = await call(server, 'GET', `/products?limit=${limit}`);
      expect(status).toBe(200);
      expect(pageCache.size().bytes).toBeLessThanOrEqual(budget);
    }
    const { entries, bytes } = pageCache.size();
    expect(bytes).toBeGreaterThan(budget / 2);
    expect(entries).toBeLessThan(100);
    expect(pageCache.has('/api/products?limit=200')).toBe(true);
    expect(pageCache.has('/api/products?limit=101')).toBe(false);
  });
});
