import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/connection.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// Decision 029: page views are counted by the server as it answers them, whether the page comes
// from the render cache (the fast path on SQLite, the middleware on PostgreSQL) or is rendered
// afresh, and a client navigation's `.data` counts as its page. Dashboard, API, files, errors,
// robots, DNT, GPC and prefetches are not counted. No public page sets a cookie.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ADDRESS = '81.2.69.142';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/protection-design',
  '/case-studies',
  '/products',
  '/gallery',
  '/careers',
  '/apply',
  '/contact',
  '/privacy-policy',
];

describe.each(testDatabaseKinds())('page views counted on %s', (kind) => {
  let site: SiteProcess;
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createEmptyDatabase(kind);
    drop = database.drop;
    const { options } = database;
    site = await startSiteProcess({
      env: {
        RATE_LIMIT: 'off',
        TRUST_PROXY: 'on',
        ...(options.kind === 'sqlite'
          ? { DATABASE_URL: `file:${options.file}` }
          : { DATABASE_URL: options.url, DATABASE_SCHEMA: options.schema ?? '' }),
      },
    });
    db = createDb(options);
  });
  afterAll(async () => {
    await db?.destroy();
    await site?.stop();
    await drop?.();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${site.url}${path}`, {
      method,
      headers: { 'User-Agent': CHROME, 'X-Forwarded-For': ADDRESS, ...headers },
      redirect: 'manual',
    });

  /** The page views written so far, once the marker page view (counted last) has been written. */
  async function rowsUpTo(marker: string) {
    const response = await get(`/privacy-policy?utm_campaign=${marker}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await expect
      .poll(
        async () =>
          (await db.selectFrom('insightEvents').select('id').where('utmCampaign', '=', marker).execute())
            .length,
      )
      .toBe(1);
    const rows = await db
      .selectFrom('insightEvents')
      .selectAll()
      .where('utmCampaign', 'is', null)
      .orderBy('id')
      .execute();
    await db.deleteFrom('insightEvents').execute();
    // One entry per page view: identical events of a written batch share a row (`occurrences`).
    return rows.flatMap(({ occurrences, ...row }) => Array.from({ length: Number(occurrences) }, () => row));
  }

  it('counts a page rendered afresh, the same page from the render cache, and client navigations', async () => {
    for (const path of ['/about', '/about']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      await response.text();
    }
    const navigation = await get('/careers.data?_routes=root%2Croutes%2Fsite-layout%2Croutes%2Fcareers');
    expect(navigation.status).toBe(200);
    await navigation.arrayBuffer();
    // React Router 8 asks for the home page's data at /_.data (7 at /_root.data, counted alike).
    const home = await get('/_.data');
    expect(home.status).toBe(200);
    await home.arrayBuffer();

    const rows = await rowsUpTo('cached');
    expect(rows.map((row) => [row.kind, row.path])).toEqual([
      ['pageview', '/about'],
      ['pageview', '/about'],
      ['pageview', '/careers'],
      ['pageview', '/'],
    ]);
    // One address and user agent: one visitor, in the UK, on a desktop.
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    expect(rows.every((row) => row.country === 'GB' && row.device === 'desktop')).toBe(true);
  });

  it("records another site's referrer and the page address's campaign, for pages and .data alike", async () => {
    const campaign = '?utm_source=newsletter&utm_medium=email&utm_campaign=winter';
    await (await get(`/services${campaign}`, { Referer: 'https://www.google.com/' })).text();
    await (await get(`/contact.data${campaign}`, { Referer: `${site.url}/services` })).arrayBuffer();
    await expect
      .poll(
        async () =>
          (await db.selectFrom('insightEvents').select('id').where('utmCampaign', '=', 'winter').execute())
            .length,
      )
      .toBe(2);
    const rows = await db.selectFrom('insightEvents').selectAll().orderBy('id').execute();
    expect(
      rows.map((row) => [row.path, row.referrerHost, row.utmSource, row.utmMedium, row.utmCampaign]),
    ).toEqual([
      ['/services', 'www.google.com', 'newsletter', 'email', 'winter'],
      ['/contact', null, 'newsletter', 'email', 'winter'],
    ]);
    await db.deleteFrom('insightEvents').execute();
  });

  it('does not count the dashboard, the API, files, errors, HEAD, robots, DNT, GPC or a prefetch', async () => {
    const requests: [string, Record<string, string>?, string?][] = [
      ['/dashboard'],
      ['/dashboard/jobs.data'],
      ['/login'],
      ['/api/jobs'],
      ['/api/health'],
      ['/sitemap.xml'],
      ['/robots.txt'],
      ['/assets/nothing.js'],
      ['/no-such-page'],
      ['/no-such-page.data'],
      ['/careers/000000000000000000000000'],
      ['/about', {}, 'HEAD'],
      ['/about', { 'User-Agent': GOOGLEBOT }],
      ['/about', { DNT: '1' }],
      ['/about', { 'Sec-GPC': '1' }],
      ['/about', { 'Sec-Purpose': 'prefetch' }],
      ['/careers.data', { 'Sec-Purpose': 'prefetch' }],
    ];
    for (const [path, headers, method] of requests) {
      const response = await get(path, headers, method);
      await response.arrayBuffer();
    }
    expect(await rowsUpTo('nothing-before')).toEqual([]);
  });

  it('tells visitors apart by user agent at one address, and knows one user agent again', async () => {
    for (const userAgent of [CHROME, FIREFOX, CHROME])
      await (await get('/careers', { 'User-Agent': userAgent })).text();
    const rows = await rowsUpTo('visitors');
    expect(rows).toHaveLength(3);
    // Two visitors: Chrome's two views are one, Firefox's one another.
    const viewsByVisitor = new Map<string, number>();
    for (const { visitor } of rows) viewsByVisitor.set(visitor, (viewsByVisitor.get(visitor) ?? 0) + 1);
    expect([...viewsByVisitor.values()].sort()).toEqual([1, 2]);
  });

  it('answers the main public pages, kept or rendered, without setting a cookie', async () => {
    for (const round of ['rendered', 'kept']) {
      for (const path of PUBLIC_PAGES) {
        const response = await get(path);
        expect(response.status, `${round} ${path}`).toBe(200);
        expect(response.headers.get('set-cookie'), `${round} ${path}`).toBeNull();
        await response.arrayBuffer();
        const data = await get(path === '/' ? '/_.data' : `${path}.data`);
        expect(data.headers.get('set-cookie'), `${round} ${path}.data`).toBeNull();
        await data.arrayBuffer();
      }
    }
    await rowsUpTo('cookies');
  });
});
