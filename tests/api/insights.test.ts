import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Insights, MAX_INSIGHT_RANGE_DAYS } from '../../domain/insights.ts';
import { ukDateOn } from '../../domain/job-closing.ts';
import { runHousekeeping } from '../../server/housekeeping.ts';
import { addDays, dayCount, monthsBefore } from '../../server/insights/day-range.ts';
import { INSIGHT_RANGE_MESSAGES } from '../../server/insights/insights-range.ts';
import { monthDays, monthOf, rollUpMonth } from '../../server/insights/month-rollup.ts';
import { rollUpDay } from '../../server/insights/rollup.ts';
import { firstKeptAggregateDay } from '../../server/insights/rollup-housekeeping.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { postJob, staffToken } from '../support/talent.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Decision 029, reading the insights: a fixed set of raw page views and events over five days,
// written straight into insight_events of the real database, read through the real server on
// each database before and after housekeeping rolls the finished days up (the answers must be
// the same), by each role; the CSV export, the range's validation, the roll-up's idempotence
// and the 25 months the aggregates are kept.

type Raw = {
  visitor: string;
  kind?: string;
  path: string;
  detail?: string;
  referrer?: string;
  utm?: [string, string, string];
  country?: string | null;
  device?: string;
};

const today = ukDateOn(new Date());
const day = (back: number) => addDays(today, -back);
const FROM = day(3);

/**
 * The raw rows by days ago. A visitor hash is a visitor's day, so 'v1' on two days is two
 * visits. Commented where a row tests something.
 */
const RAW: Record<number, Raw[]> = {
  // In the previous period (the 4 days before FROM).
  5: [
    { visitor: 'v9', path: '/', country: 'GB' },
    { visitor: 'v9', path: '/about', country: 'GB' },
    { visitor: 'v10', path: '/careers', country: 'GB' },
  ],
  3: [
    // The whole careers funnel.
    { visitor: 'v1', path: '/careers', referrer: 'www.google.com', country: 'GB' },
    { visitor: 'v1', path: '/careers/job1', country: 'GB' },
    { visitor: 'v1', kind: 'application-step', path: '/apply', detail: '1', country: 'GB' },
    { visitor: 'v1', kind: 'application-step', path: '/apply', detail: '2', country: 'GB' },
    { visitor: 'v1', kind: 'application-step', path: '/apply', detail: '3', country: 'GB' },
    { visitor: 'v1', kind: 'application', path: '/apply', country: 'GB' },
    // Skips the job page: counts at the careers page only.
    { visitor: 'v2', path: '/careers', country: 'GB', device: 'mobile' },
    { visitor: 'v2', kind: 'application-step', path: '/apply', detail: '1', country: 'GB', device: 'mobile' },
    // A case study, then the contact page and an enquiry.
    { visitor: 'v3', path: '/case-studies/load-test', utm: ['google', 'cpc', 'spring'], country: 'FR' },
    { visitor: 'v3', path: '/contact', country: 'FR' },
    { visitor: 'v3', kind: 'enquiry', path: '/contact', country: 'FR' },
  ],
  2: [
    // A service page viewed twice, no country known, a download.
    { visitor: 'v1', path: '/services/protection-design', country: null, device: 'tablet' },
    { visitor: 'v1', path: '/services/protection-design', country: null, device: 'tablet' },
    {
      visitor: 'v1',
      kind: 'download',
      path: '/products/relay',
      detail: '/uploads/x.pdf',
      country: null,
      device: 'tablet',
    },
    { visitor: 'v4', path: '/contact', referrer: 'linkedin.com', country: 'DE', device: 'mobile' },
    { visitor: 'v4', path: '/services/protection-design', country: 'DE', device: 'mobile' },
    { visitor: 'v4', kind: 'enquiry', path: '/contact', country: 'DE', device: 'mobile' },
    // An enquiry without the contact page: an event, not a funnel's visit.
    { visitor: 'v5', kind: 'enquiry', path: '/contact', country: 'GB' },
  ],
  1: [
    { visitor: 'v6', path: '/', referrer: 'www.google.com', utm: ['google', 'cpc', 'spring'], country: 'GB' },
    { visitor: 'v6', path: '/apply', country: 'GB' },
    { visitor: 'v6', kind: 'outbound', path: '/products/relay', detail: 'example.com', country: 'GB' },
  ],
  // Today: never rolled up, always counted from the raw rows.
  0: [
    { visitor: 'v7', path: '/', country: 'GB', device: 'mobile' },
    { visitor: 'v7', path: '/careers', country: 'GB', device: 'mobile' },
    // A job page without the careers page: not in the careers funnel at all.
    { visitor: 'v8', path: '/careers/job2', country: 'IN' },
    { visitor: 'v8', kind: 'application-step', path: '/apply', detail: '1', country: 'IN' },
  ],
};

/** The careers funnel's stages, as the dashboard labels them, with these visits. */
const CAREERS = (visits: number[]) =>
  (
    [
      ['careers', 'Careers page'],
      ['job', 'A job page'],
      ['step-1', 'Application step 1'],
      ['step-2', 'Application step 2'],
      ['step-3', 'Application step 3'],
      ['submitted', 'Application sent'],
    ] as const
  ).map(([stage, label], at) => ({ stage, label, visits: visits[at] ?? 0 }));

/** What an administrator or editor reads for FROM to today. */
const EXPECTED_ALL: Insights = {
  from: FROM,
  to: today,
  visitors: 8,
  pageviews: 14,
  previous: { from: day(7), to: day(4), visitors: 2, pageviews: 3 },
  daily: [
    { day: day(3), visitors: 3, pageviews: 5 },
    { day: day(2), visitors: 2, pageviews: 4 },
    { day: day(1), visitors: 1, pageviews: 2 },
    { day: today, visitors: 2, pageviews: 3 },
  ],
  topPages: [
    { path: '/careers', name: 'Careers', views: 3, visitors: 3 },
    { path: '/services/protection-design', name: 'Protection Design', views: 3, visitors: 2 },
    { path: '/', name: 'Home', views: 2, visitors: 2 },
    { path: '/contact', name: 'Contact us', views: 2, visitors: 2 },
    { path: '/apply', name: 'Application form', views: 1, visitors: 1 },
    { path: '/careers/job1', name: 'Protection Engineer, London', views: 1, visitors: 1 },
    { path: '/careers/job2', name: null, views: 1, visitors: 1 },
    { path: '/case-studies/load-test', name: null, views: 1, visitors: 1 },
  ],
  referrers: [
    { host: 'www.google.com', visitors: 2 },
    { host: 'linkedin.com', visitors: 1 },
  ],
  campaigns: [{ source: 'google', medium: 'cpc', campaign: 'spring', visitors: 2 }],
  countries: [
    { country: 'GB', visitors: 4 },
    { country: 'DE', visitors: 1 },
    { country: 'FR', visitors: 1 },
    { country: 'IN', visitors: 1 },
  ],
  devices: [
    { device: 'desktop', visitors: 4 },
    { device: 'mobile', visitors: 3 },
    { device: 'tablet', visitors: 1 },
  ],
  events: [
    { kind: 'application-step', detail: '1', count: 3 },
    { kind: 'enquiry', detail: '', count: 3 },
    { kind: 'application', detail: '', count: 1 },
    { kind: 'application-step', detail: '2', count: 1 },
    { kind: 'application-step', detail: '3', count: 1 },
    { kind: 'download', detail: '/uploads/x.pdf', count: 1 },
    { kind: 'outbound', detail: 'example.com', count: 1 },
  ],
  funnels: {
    careers: CAREERS([3, 1, 1, 1, 1, 1]),
    contact: [
      { stage: 'contact', label: 'Contact page', visits: 2 },
      { stage: 'enquiry', label: 'Enquiry sent', visits: 2 },
    ],
  },
  conversions: [
    { path: '/services/protection-design', name: 'Protection Design', visits: 2, withEnquiry: 1 },
    { path: '/case-studies/load-test', name: null, visits: 1, withEnquiry: 1 },
  ],
  isCareersOnly: false,
};

/** What HR read: the pages under /careers and /apply, their totals, the careers funnel. */
const EXPECTED_HR: Insights = {
  from: FROM,
  to: today,
  visitors: 5,
  pageviews: 6,
  previous: { from: day(7), to: day(4), visitors: 1, pageviews: 1 },
  daily: [
    { day: day(3), visitors: 2, pageviews: 3 },
    { day: day(2), visitors: 0, pageviews: 0 },
    { day: day(1), visitors: 1, pageviews: 1 },
    { day: today, visitors: 2, pageviews: 2 },
  ],
  topPages: [
    { path: '/careers', name: 'Careers', views: 3, visitors: 3 },
    { path: '/apply', name: 'Application form', views: 1, visitors: 1 },
    { path: '/careers/job1', name: 'Protection Engineer, London', views: 1, visitors: 1 },
    { path: '/careers/job2', name: null, views: 1, visitors: 1 },
  ],
  referrers: [],
  campaigns: [],
  countries: [],
  devices: [],
  events: [],
  funnels: { careers: CAREERS([3, 1, 1, 1, 1, 1]), contact: [] },
  conversions: [],
  isCareersOnly: true,
};

/** RFC 4180 records (the file's CRLF line ends), quotes undone. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const end = text.indexOf('"', at);
        if (end < 0) throw new Error('unterminated quoted field');
        field += text.slice(at, end);
        at = end + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      const match = /[,\r\n]/.exec(text.slice(at));
      const end = match ? at + match.index : text.length;
      field = text.slice(at, end);
      at = end;
    }
    if (text[at] === ',') {
      record.push(field);
      field = '';
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 2;
    } else {
      throw new Error(`unexpected ${JSON.stringify(text[at])} at ${at}: records must end with CRLF`);
    }
  }
  return records;
}

/** The file's sections by title: the records under each title line, header first. */
function csvSections(text: string): Map<string, string[][]> {
  const sections = new Map<string, string[][]>();
  let current: string[][] | undefined;
  for (const record of parseCsv(text.replace(/^\uFEFF/, ''))) {
    if (record.length === 1 && record[0] === '') {
      current = undefined;
    } else if (!current) {
      current = [];
      sections.set(record[0] ?? '', current);
    } else {
      current.push(record);
    }
  }
  return sections;
}

describe.each(testDatabaseKinds())('insights API on %s', (kind) => {
  let server: ApiServer;
  let admin: string;
  let editor: string;
  let hr: string;
  let rowNumber = 0;

  async function insertRaw(rows: Record<number, Raw[]>) {
    const values = Object.entries(rows).flatMap(([back, list]) =>
      list.map((row) => {
        rowNumber += 1;
        const on = day(Number(back));
        return {
          id: `raw${String(rowNumber).padStart(20, '0')}`,
          day: on,
          occurredAt: `${on}T12:00:${String(rowNumber % 60).padStart(2, '0')}.000Z`,
          visitor: `${row.visitor}-${'0'.repeat(28)}`.slice(0, 32),
          kind: row.kind ?? 'pageview',
          path: row.path,
          referrerHost: row.referrer ?? null,
          utmSource: row.utm?.[0] ?? null,
          utmMedium: row.utm?.[1] ?? null,
          utmCampaign: row.utm?.[2] ?? null,
          country: row.country === undefined ? 'GB' : row.country,
          device: row.device ?? 'desktop',
          detail: row.detail ?? null,
        };
      }),
    );
    await server.services.db.insertInto('insightEvents').values(values).execute();
  }

  const read = (token: string, query = `?from=${FROM}&to=${today}`) =>
    call(server, 'GET', `/insights${query}`, { token });

  beforeAll(async () => {
    // Housekeeping only when the test runs it.
    server = await startApiServer(kind, { RATE_LIMIT: 'off', HOUSEKEEPING_FIRST_RUN_SECONDS: '86400' });
    admin = await signIn(server);
    editor = await staffToken(server, 'editor');
    hr = await staffToken(server, 'hr');
    // 'job1' is a job of the site (its page is named by its title and place); 'job2' is a page
    // whose job is gone (named by its path alone).
    const jobId = await postJob(server, admin, 'Protection Engineer');
    await server.services.db.updateTable('jobs').set({ id: 'job1' }).where('id', '=', jobId).execute();
    await insertRaw(RAW);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers exact figures from the raw rows before any day is rolled up', async () => {
    const response = await read(admin);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toEqual({ success: true, data: EXPECTED_ALL });
    expect((await read(editor)).body.data).toEqual(EXPECTED_ALL);
    expect((await read(hr)).body.data).toEqual(EXPECTED_HR);
  });

  it('answers the same after housekeeping rolls the finished days up, and rolls up each day once', async () => {
    const { db } = server.services;
    await runHousekeeping(server.services, { pace: { pause: async () => {} } });
    const rolled = await db.selectFrom('insightRollups').select('day').orderBy('day').execute();
    // Every finished day with raw rows, not today.
    expect(rolled.map((row) => row.day)).toEqual([day(5), day(3), day(2), day(1)]);
    expect((await read(admin)).body.data).toEqual(EXPECTED_ALL);
    expect((await read(editor)).body.data).toEqual(EXPECTED_ALL);
    expect((await read(hr)).body.data).toEqual(EXPECTED_HR);

    // Rolled-up days are read from insight_daily alone: with their raw rows gone, the same.
    await db.deleteFrom('insightEvents').where('day', '<', today).execute();
    expect((await read(admin)).body.data).toEqual(EXPECTED_ALL);
    expect((await read(hr)).body.data).toEqual(EXPECTED_HR);

    const before = await db
      .selectFrom('insightDaily')
      .selectAll()
      .orderBy('day')
      .orderBy('dimension')
      .orderBy('key')
      .execute();
    await runHousekeeping(server.services, { pace: { pause: async () => {} } });
    const after = await db
      .selectFrom('insightDaily')
      .selectAll()
      .orderBy('day')
      .orderBy('dimension')
      .orderBy('key')
      .execute();
    expect(after).toEqual(before);
  });

  it('rolls a day up again to the same rows (idempotent)', async () => {
    const { db } = server.services;
    const rowsOf = () =>
      db
        .selectFrom('insightDaily')
        .selectAll()
        .where('day', '=', today)
        .orderBy('dimension')
        .orderBy('key')
        .execute();
    const first = await rollUpDay(db, today);
    const once = await rowsOf();
    expect(once.length).toBe(first);
    expect(once.find((row) => row.dimension === 'total' && row.key === 'all')).toMatchObject({
      views: 3,
      visitors: 2,
    });
    expect(await rollUpDay(db, today)).toBe(first);
    expect(await rowsOf()).toEqual(once);
    expect((await read(admin)).body.data).toEqual(EXPECTED_ALL);
    // Undone, so today reads from the raw rows again for the tests below.
    await db.deleteFrom('insightDaily').where('day', '=', today).execute();
    await db.deleteFrom('insightRollups').where('day', '=', today).execute();
  });

  it('defaults to the last 30 days, with the previous 30 before them', async () => {
    const response = await call(server, 'GET', '/insights', { token: admin });
    expect(response.status).toBe(200);
    const data: Insights = response.body.data;
    expect(data.from).toBe(day(29));
    expect(data.to).toBe(today);
    expect(data.daily).toHaveLength(30);
    expect(data.previous).toEqual({ from: day(59), to: day(30), visitors: 0, pageviews: 0 });
    expect([data.visitors, data.pageviews]).toEqual([10, 17]);
  });

  it('answers the range as CSV with one section per table', async () => {
    const response = await call(server, 'GET', `/insights/export?from=${FROM}&to=${today}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="insights-${FROM}-to-${today}.csv"`,
    );
    const sections = csvSections(response.body);
    expect([...sections.keys()]).toEqual([
      'Totals',
      'Daily',
      'Top pages',
      'Careers funnel',
      'Contact funnel',
      'Referrers',
      'Campaigns',
      'Countries',
      'Devices',
      'Events',
      'Conversions',
    ]);
    expect(sections.get('Totals')).toEqual([
      ['Period', 'From', 'To', 'Visitors', 'Page views'],
      ['This period', FROM, today, '8', '14'],
      ['Previous period', day(7), day(4), '2', '3'],
    ]);
    expect(sections.get('Daily')?.slice(1)).toEqual(
      EXPECTED_ALL.daily.map((row) => [row.day, String(row.visitors), String(row.pageviews)]),
    );
    expect(sections.get('Top pages')?.[1]).toEqual(['/careers', 'Careers', '3', '3']);
    expect(sections.get('Careers funnel')?.slice(1, 3)).toEqual([
      ['Careers page', '3'],
      ['A job page', '1'],
    ]);
    expect(sections.get('Campaigns')).toEqual([
      ['Source', 'Medium', 'Campaign', 'Visitors'],
      ['google', 'cpc', 'spring', '2'],
    ]);
    expect(sections.get('Conversions')?.slice(1)).toEqual([
      ['/services/protection-design', 'Protection Design', '2', '1'],
      ['/case-studies/load-test', '', '1', '1'],
    ]);

    const forHr = await call(server, 'GET', `/insights/export?from=${FROM}&to=${today}`, { token: hr });
    expect(forHr.status).toBe(200);
    const hrSections = csvSections(forHr.body);
    expect([...hrSections.keys()]).toEqual(['Totals', 'Daily', 'Top pages', 'Careers funnel']);
    expect(
      hrSections
        .get('Top pages')
        ?.slice(1)
        .map((row) => row[0]),
    ).toEqual(['/careers', '/apply', '/careers/job1', '/careers/job2']);
  });

  it('asks for a signed-in member of staff', async () => {
    for (const path of ['/insights', '/insights/export']) {
      const response = await call(server, 'GET', path);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('refuses a range it will not read, saying what to change', async () => {
    const m = INSIGHT_RANGE_MESSAGES;
    const cases: [string, Record<string, string>][] = [
      [`?from=${today}&to=${day(1)}`, { from: m.fromAfterTo }],
      ['?from=2026-02-30&to=2026-03-02', { from: m.notADate('2026-02-30') }],
      ['?from=2026-01-01&to=2026-13-01', { to: m.notADate('2026-13-01') }],
      [`?from=${day(MAX_INSIGHT_RANGE_DAYS)}&to=${today}`, { from: m.tooLong }],
      [`?to=${addDays(today, 1)}&from=${addDays(today, 2)}`, { from: m.fromAfterTo }],
      ['?from=yesterday', { from: 'Use a date as YYYY-MM-DD' }],
    ];
    for (const [query, errors] of cases) {
      for (const path of ['/insights', '/insights/export']) {
        const response = await call(server, 'GET', `${path}${query}`, { token: admin });
        expect(response.status, `${path}${query}`).toBe(400);
        expect(response.body.errors, `${path}${query}`).toEqual(errors);
        expect(response.body.message).toBe(Object.values(errors)[0]);
      }
    }
    // The longest range allowed is read.
    const longest = await read(admin, `?from=${day(MAX_INSIGHT_RANGE_DAYS - 1)}&to=${today}`);
    expect(longest.status).toBe(200);
    expect(longest.body.data.daily).toHaveLength(MAX_INSIGHT_RANGE_DAYS);
  });

  it('reads a finished month from its sums, the same as from its days, and sums it afresh after a late roll-up', async () => {
    const { db } = server.services;
    // The month three months back: finished, inside 400 days, apart from the rows above.
    const month = monthOf(monthsBefore(today, 3));
    const { first, last } = monthDays(month);
    const [before, after] = [addDays(first, -1), addDays(last, 1)];
    const mid = `${month}-15`;
    const back = (on: string) => dayCount(on, today) - 1;
    await insertRaw({
      [back(before)]: [{ visitor: 'm1', path: '/' }],
      [back(first)]: [
        { visitor: 'm1', path: '/' },
        { visitor: 'm2', path: '/careers' },
      ],
      [back(mid)]: [
        { visitor: 'm1', path: '/contact' },
        { visitor: 'm1', kind: 'enquiry', path: '/contact' },
      ],
      [back(last)]: [{ visitor: 'm3', path: '/careers/job1' }],
      [back(after)]: [{ visitor: 'm4', path: '/' }],
    });
    await runHousekeeping(server.services, { pace: { pause: async () => {} } });
    const summed = await db.selectFrom('insightMonthRollups').select('month').execute();
    expect(summed.map((row) => row.month)).toContain(month);

    const query = `?from=${before}&to=${after}`;
    const fromMonth: Insights = (await read(admin, query)).body.data;
    expect([fromMonth.visitors, fromMonth.pageviews]).toEqual([6, 6]);
    expect(fromMonth.daily.filter((row) => row.pageviews > 0).map((row) => row.day)).toEqual([
      before,
      first,
      mid,
      last,
      after,
    ]);
    expect(fromMonth.funnels.contact).toEqual([
      { stage: 'contact', label: 'Contact page', visits: 1 },
      { stage: 'enquiry', label: 'Enquiry sent', visits: 1 },
    ]);
    expect(fromMonth.topPages.map(({ path, views }) => [path, views])).toEqual([
      ['/', 3],
      ['/careers', 1],
      ['/careers/job1', 1],
      ['/contact', 1],
    ]);
    expect((await read(hr, query)).body.data).toMatchObject({ visitors: 2, pageviews: 2 });

    // The month is read from its sums: changed there, the answer changes with it.
    await db
      .updateTable('insightMonthly')
      .set((eb) => ({ views: eb('views', '+', 100) }))
      .where('month', '=', month)
      .where('dimension', '=', 'page')
      .where('key', '=', '/careers')
      .execute();
    const tampered: Insights = (await read(admin, query)).body.data;
    expect(tampered.topPages.find((page) => page.path === '/careers')?.views).toBe(101);
    // Without its record, the month is read from its days: the same as its sums were.
    await db.deleteFrom('insightMonthRollups').where('month', '=', month).execute();
    expect((await read(admin, query)).body.data).toEqual(fromMonth);

    // Summed again, and a day of it rolled up late: its record goes until the next pass.
    await rollUpMonth(db, month, new Date());
    expect((await read(admin, query)).body.data).toEqual(fromMonth);
    await insertRaw({ [back(mid)]: [{ visitor: 'm5', path: '/about' }] });
    await rollUpDay(db, mid);
    expect(
      await db.selectFrom('insightMonthRollups').where('month', '=', month).select('month').execute(),
    ).toEqual([]);
    const late: Insights = (await read(admin, query)).body.data;
    expect(late.topPages.find((page) => page.path === '/about')?.views).toBe(1);
    await runHousekeeping(server.services, { pace: { pause: async () => {} } });
    expect((await read(admin, query)).body.data).toEqual(late);
    expect(
      await db.selectFrom('insightMonthRollups').where('month', '=', month).select('month').execute(),
    ).toEqual([{ month }]);
  });

  it('keeps the aggregates 25 months and deletes older ones in batches', async () => {
    const { db } = server.services;
    const firstKept = firstKeptAggregateDay(new Date());
    const old = [addDays(firstKept, -40), addDays(firstKept, -1)];
    const kept = [firstKept, addDays(firstKept, 1)];
    for (const on of [...old, ...kept]) {
      await db
        .insertInto('insightDaily')
        .values(
          ['/', '/careers', '/contact'].map((key) => ({
            day: on,
            dimension: 'page',
            key,
            views: 2,
            visitors: 1,
            withEnquiry: 0,
          })),
        )
        .execute();
      await db
        .insertInto('insightRollups')
        .values({ day: on, rolledUpAt: `${on}T01:00:00.000Z` })
        .execute();
    }
    const batches: number[] = [];
    await runHousekeeping(server.services, {
      pace: { size: 4, pause: async () => {}, onBatch: (deleted) => batches.push(deleted) },
    });
    const days = async (table: 'insightDaily' | 'insightRollups') =>
      (
        await db
          .selectFrom(table)
          .select('day')
          .distinct()
          // The days around the 25 months' edge (not the month read above).
          .where('day', '<', addDays(firstKept, 2))
          .orderBy('day')
          .execute()
      ).map((row) => row.day);
    expect(await days('insightDaily')).toEqual(kept);
    expect(await days('insightRollups')).toEqual(kept);
    // Six old aggregates four at a time (4, then 2), then the two old roll-up records.
    expect(batches.join(',')).toContain('4,2,2');
    // The recent days are untouched.
    expect((await read(admin)).body.data).toEqual(EXPECTED_ALL);
  });
});
