import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../server/housekeeping.ts';
import { ukDayOf } from '../../server/insights/uk-day.ts';
import { call, fileForm, pdfBytes } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// Decision 029: the beacon of page events (POST /api/insights/events), the events the server
// records itself (an enquiry, an application), who is not counted, and what is stored: a day's
// hash, never an address or a user agent. Page views need the built pages:
// tests/e2e/insights-page-views.test.ts.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// A UK address (DB-IP: GB), sent as the trusted proxy's X-Forwarded-For.
const UK_ADDRESS = '81.2.69.142';

const ENQUIRY = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '0123456789',
  message: 'We need a protection study for a new 33 kV substation.',
};
const APPLICANT = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  phone: '+44 (0)20 7946-0958',
  country: 'United Kingdom',
  position: 'Senior Protection Engineer',
};

type Visitor = { userAgent?: string; address?: string; headers?: Record<string, string> };

function visitorHeaders(visitor: Visitor = {}): Record<string, string> {
  return {
    'User-Agent': visitor.userAgent ?? CHROME,
    'X-Forwarded-For': visitor.address ?? UK_ADDRESS,
    ...visitor.headers,
  };
}

/** A beacon as navigator.sendBeacon sends a string: text/plain. */
function beacon(
  server: ApiServer,
  body: string,
  visitor: Visitor = {},
  contentType = 'text/plain;charset=UTF-8',
) {
  return fetch(`${server.url}/api/insights/events`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...visitorHeaders(visitor) },
    body,
  });
}

/** The events written, one entry per event (identical events of a batch share a row). */
async function events(server: ApiServer) {
  await server.insights.flush();
  const rows = await server.services.db.selectFrom('insightEvents').selectAll().orderBy('id').execute();
  return rows.flatMap(({ occurrences, ...row }) => Array.from({ length: Number(occurrences) }, () => row));
}

async function clearEvents(server: ApiServer) {
  await server.insights.flush();
  await server.services.db.deleteFrom('insightEvents').execute();
}

describe.each(testDatabaseKinds())('insights collection on %s', (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off', TRUST_PROXY: 'on' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("deletes the past days' salts when the day's first event loads its own", async () => {
    const { db } = server.services;
    await db
      .insertInto('insightSalts')
      .values([
        { day: '2026-01-01', salt: '00'.repeat(32) },
        { day: ukDayOf(Date.now() - 86_400_000), salt: '11'.repeat(32) },
      ])
      .execute();
    const response = await beacon(server, JSON.stringify({ kind: 'download', path: '/careers/1' }));
    expect(response.status).toBe(204);
    await expect
      .poll(async () => (await db.selectFrom('insightSalts').select('day').execute()).map((row) => row.day))
      .toEqual([ukDayOf(Date.now())]);
    await clearEvents(server);
  });

  it('answers a beacon 204 with no body and no cookie, and records its event', async () => {
    const response = await beacon(
      server,
      JSON.stringify({ kind: 'application-step', path: '/apply?job=1', detail: '2' }),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('set-cookie')).toBeNull();
    const json = await beacon(
      server,
      JSON.stringify({ kind: 'outbound', path: '/product/x', detail: 'maker.example' }),
      { userAgent: IPHONE },
      'application/json',
    );
    expect(json.status).toBe(204);

    const rows = await events(server);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      day: ukDayOf(Date.now()),
      kind: 'application-step',
      path: '/apply',
      detail: '2',
      country: 'GB',
      device: 'desktop',
      referrerHost: null,
      utmSource: null,
    });
    expect(rows[0]?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[1]).toMatchObject({
      kind: 'outbound',
      path: '/product/x',
      detail: 'maker.example',
      device: 'mobile',
    });
    await clearEvents(server);
  });

  it('answers 204 and records nothing for an event that is not valid JSON or not one the schema allows', async () => {
    for (const body of [
      '',
      'not json',
      '{"kind":"download"',
      'null',
      '[]',
      '"download"',
      JSON.stringify({ kind: 'pageview', path: '/' }),
      JSON.stringify({ kind: 'enquiry', path: '/contact' }),
      JSON.stringify({ kind: 'download', path: 'no-slash' }),
      JSON.stringify({ kind: 'download', path: `/${'a'.repeat(200)}` }),
      JSON.stringify({ kind: 'download', path: '/x', detail: 'd'.repeat(101) }),
      JSON.stringify({ kind: 'download', path: '/x', extra: 1 }),
    ]) {
      const response = await beacon(server, body);
      expect(response.status, body).toBe(204);
    }
    expect(await events(server)).toEqual([]);
  });

  it('refuses a body past 2 KB (413) and a type a beacon never sends (415), without a cookie', async () => {
    const big = JSON.stringify({ kind: 'download', path: '/x', detail: 'd'.repeat(2100) });
    const tooLarge = await beacon(server, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('set-cookie')).toBeNull();
    const form = await beacon(server, 'kind=download&path=/x', {}, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await events(server)).toEqual([]);
  });

  it('does not count robots, DNT: 1 or Sec-GPC: 1, answering them alike', async () => {
    const body = JSON.stringify({ kind: 'download', path: '/careers/1', detail: '/uploads/job.pdf' });
    const visitors: Visitor[] = [
      { userAgent: GOOGLEBOT },
      { userAgent: '' },
      { headers: { DNT: '1' } },
      { headers: { 'Sec-GPC': '1' } },
    ];
    for (const visitor of visitors) {
      const response = await beacon(server, body, visitor);
      expect(response.status).toBe(204);
    }
    expect(await events(server)).toEqual([]);
  });

  it('knows one visitor by address and user agent: two user agents at one address are two', async () => {
    const body = JSON.stringify({ kind: 'download', path: '/careers/1' });
    await beacon(server, body, { userAgent: CHROME });
    await beacon(server, body, { userAgent: CHROME });
    await beacon(server, body, { userAgent: FIREFOX });
    await beacon(server, body, { userAgent: CHROME, address: '8.8.8.8' });
    const rows = await events(server);
    expect(rows).toHaveLength(4);
    const [first, second, third, fourth] = rows.map((row) => row.visitor);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(fourth).not.toBe(first);
    expect(rows.map((row) => row.country)).toEqual(['GB', 'GB', 'GB', 'US']);
    await clearEvents(server);
  });

  it('records an enquiry and an application when they are stored, as the same visitor as their page events', async () => {
    const visitor = { userAgent: FIREFOX, address: '8.8.4.4' };
    await beacon(server, JSON.stringify({ kind: 'application-step', path: '/apply', detail: '1' }), visitor);
    const enquiry = await call(server, 'POST', '/contact', {
      json: ENQUIRY,
      headers: visitorHeaders(visitor),
    });
    expect(enquiry.status).toBe(201);
    const upload = await call(server, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(4096), 'cv.pdf', 'application/pdf'),
      headers: visitorHeaders(visitor),
    });
    expect(upload.status).toBe(201);
    const application = await call(server, 'POST', '/applications', {
      json: { ...APPLICANT, cvUrl: upload.body.fileUrl },
      headers: visitorHeaders(visitor),
    });
    expect(application.status).toBe(201);
    // A refused enquiry is not one.
    const refused = await call(server, 'POST', '/contact', {
      json: { ...ENQUIRY, email: 'not an address' },
      headers: visitorHeaders(visitor),
    });
    expect(refused.status).toBe(400);

    const rows = await events(server);
    expect(rows.map((row) => [row.kind, row.path, row.detail])).toEqual([
      ['application-step', '/apply', '1'],
      ['enquiry', '/contact', null],
      ['application', '/apply', null],
    ]);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    await clearEvents(server);
  });

  it('does not record an enquiry or an application of a robot, or with DNT: 1 or Sec-GPC: 1', async () => {
    const refusals: Record<string, string>[] = [
      { DNT: '1' },
      { 'Sec-GPC': '1' },
      { 'User-Agent': GOOGLEBOT },
    ];
    for (const headers of refusals) {
      const enquiry = await call(server, 'POST', '/contact', {
        json: ENQUIRY,
        headers: { ...visitorHeaders(), ...headers },
      });
      expect(enquiry.status).toBe(201);
      const upload = await call(server, 'POST', '/applications/upload-cv', {
        form: fileForm('file', pdfBytes(4096), 'cv.pdf', 'application/pdf'),
      });
      const application = await call(server, 'POST', '/applications', {
        json: { ...APPLICANT, cvUrl: upload.body.fileUrl },
        headers: { ...visitorHeaders(), ...headers },
      });
      expect(application.status).toBe(201);
    }
    expect(await events(server)).toEqual([]);
  });

  it('does not count API reads as page views', async () => {
    for (const path of ['/jobs', '/case-studies', '/health', '/openapi.json', '/nothing-here']) {
      await call(server, 'GET', path, { headers: visitorHeaders() });
    }
    expect(await events(server)).toEqual([]);
  });

  it('stores neither the address nor the user agent in any column of any insights table', async () => {
    const visitor = { userAgent: CHROME, address: UK_ADDRESS };
    await beacon(
      server,
      JSON.stringify({ kind: 'download', path: '/careers/1', detail: '/uploads/a.pdf' }),
      visitor,
    );
    await call(server, 'POST', '/contact', { json: ENQUIRY, headers: visitorHeaders(visitor) });
    await server.insights.flush();
    const { db } = server.services;
    let cells = 0;
    for (const table of [
      'insight_salts',
      'insight_events',
      'insight_daily',
      'insight_rollups',
      'insight_monthly',
      'insight_month_rollups',
    ]) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      for (const row of rows.rows) {
        for (const value of Object.values(row)) {
          cells += 1;
          const text = String(value);
          for (const secret of [UK_ADDRESS, '81.2.69', CHROME, 'Chrome/131', 'Windows NT']) {
            expect(text, `${table}: ${text}`).not.toContain(secret);
          }
        }
      }
    }
    expect(cells).toBeGreaterThan(20);
    await clearEvents(server);
  });

  it('deletes raw events older than 30 days and past salts in the hourly housekeeping', async () => {
    const { db } = server.services;
    const now = Date.now();
    const row = (id: string, daysAgo: number) => ({
      id,
      day: ukDayOf(now - daysAgo * 86_400_000),
      occurredAt: new Date(now - daysAgo * 86_400_000).toISOString(),
      visitor: '0'.repeat(32),
      kind: 'pageview',
      path: '/',
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      country: null,
      device: 'desktop',
      detail: null,
    });
    await db
      .insertInto('insightEvents')
      .values([
        row('old0000000000000000000001', 31),
        row('old0000000000000000000002', 45),
        row('new0000000000000000000001', 29),
      ])
      .execute();
    await db
      .insertInto('insightSalts')
      .values({ day: '2026-02-02', salt: '33'.repeat(32) })
      .execute();
    await runHousekeeping(server.services);
    expect((await db.selectFrom('insightEvents').select('id').execute()).map((r) => r.id)).toEqual([
      'new0000000000000000000001',
    ]);
    const salts = await db.selectFrom('insightSalts').select('day').execute();
    expect(salts.map((salt) => salt.day)).not.toContain('2026-02-02');
    await clearEvents(server);
  });

  it('answers 204 or a 4xx, never a 5xx, to every truncation of a beacon body', async () => {
    const body = JSON.stringify({ kind: 'application-step', path: '/apply', detail: '3' });
    for (let length = 0; length <= body.length; length += 1) {
      const response = await beacon(server, body.slice(0, length));
      expect(response.status, body.slice(0, length)).toBeLessThan(500);
      expect([204, 400, 413, 415]).toContain(response.status);
    }
    // Bytes that are not UTF-8, and a body cut inside a character.
    const bytes = new TextEncoder().encode(JSON.stringify({ kind: 'download', path: '/é', detail: '€' }));
    for (let length = 0; length <= bytes.length; length += 1) {
      const response = await fetch(`${server.url}/api/insights/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', ...visitorHeaders() },
        body: bytes.slice(0, length),
      });
      expect(response.status).toBe(204);
    }
    const rows = await events(server);
    expect(rows.map((row) => row.kind).sort()).toEqual(['application-step', 'download']);
    await clearEvents(server);
  });
});

describe.each(testDatabaseKinds())('insights beacon rate limit on %s', (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind, { TRUST_PROXY: 'on' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 429 past 120 events a minute from one address, and counts another address apart', async () => {
    const body = JSON.stringify({ kind: 'download', path: '/careers/1' });
    const statuses: number[] = [];
    for (let n = 0; n < 121; n += 1)
      statuses.push((await beacon(server, body, { address: '203.0.113.9' })).status);
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await beacon(server, body, { address: '203.0.113.10' })).status).toBe(204);
    expect(await events(server)).toHaveLength(121);
  });
});

describe.each(testDatabaseKinds())('insights at shutdown on %s', (kind) => {
  it('writes every event counted before the server stopped', async () => {
    const database = await createEmptyDatabase(kind);
    const server = await startApiServer(kind, { RATE_LIMIT: 'off' }, { database });
    try {
      const body = JSON.stringify({ kind: 'download', path: '/careers/1' });
      for (let n = 0; n < 37; n += 1) expect((await beacon(server, body)).status).toBe(204);
      // No flush: the buffer's interval has not come round, and stop must write what waits.
      await server.stop();
      const again = await startApiServer(kind, { RATE_LIMIT: 'off' }, { database });
      try {
        const rows = await again.services.db.selectFrom('insightEvents').select('occurrences').execute();
        expect(rows.reduce((sum, row) => sum + Number(row.occurrences), 0)).toBe(37);
      } finally {
        await again.stop();
      }
    } finally {
      await database.drop();
    }
  });
});
