import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { startInsights } from './collector.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headers =
  (values: Record<string, string> = {}) =>
  (name: string): string | undefined =>
    ({ 'user-agent': CHROME, host: 'localhost:3000', ...values })[name];

describe.each(testDatabaseKinds())('the insights collector on %s (decision 029)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const logger = createLogger('silent');
  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      SAMPLE_CONTENT: 'off',
      PUBLIC_URL: 'https://www.gridline.example',
      ...env,
    });
  // Events counted: identical events of a batch share a row, with their number in `occurrences`.
  const count = async () =>
    (await t.db.selectFrom('insightEvents').select('occurrences').execute()).reduce(
      (sum, row) => sum + Number(row.occurrences),
      0,
    );

  it('holds what it counted until stop, then writes all of it', async () => {
    const insights = startInsights({ config: config(), db: t.db, logger }, { flushEveryMs: 60_000 });
    for (let n = 0; n < 50; n += 1) {
      insights.countPageView({
        method: 'GET',
        target: `/careers?n=${n}`,
        status: 200,
        header: headers(),
        address: '81.2.69.142',
      });
    }
    insights.recordEvent({ kind: 'enquiry', path: '/contact', header: headers(), address: '81.2.69.142' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count()).toBe(0);
    await insights.stop();
    expect(await count()).toBe(51);
    // The fifty views of one page by one visitor are one row (the query holds no campaign).
    const rows = await t.db
      .selectFrom('insightEvents')
      .select(['kind', 'occurrences'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.kind, Number(row.occurrences)])).toEqual([
      ['pageview', 50],
      ['enquiry', 1],
    ]);
    await t.db.deleteFrom('insightEvents').execute();
  });

  it('makes a new row for a view after its row was handed to the writer', async () => {
    const insights = startInsights({ config: config(), db: t.db, logger }, { flushEveryMs: 60_000 });
    const view = () =>
      insights.countPageView({
        method: 'GET',
        target: '/about',
        status: 200,
        header: headers(),
        address: '81.2.69.142',
      });
    view();
    await new Promise((resolve) => setTimeout(resolve, 50));
    view();
    await insights.flush();
    view();
    view();
    await insights.stop();
    const rows = await t.db.selectFrom('insightEvents').select('occurrences').orderBy('id').execute();
    expect(rows.map((row) => Number(row.occurrences))).toEqual([2, 2]);
    await t.db.deleteFrom('insightEvents').execute();
  });

  it('records the referrer of another site and the campaign of the page address', async () => {
    const insights = startInsights({ config: config(), db: t.db, logger }, { flushEveryMs: 60_000 });
    insights.countPageView({
      method: 'GET',
      target:
        '/careers.data?utm_source=linkedin&utm_medium=social&utm_campaign=spring&_routes=routes%2Fcareers',
      status: 200,
      header: headers({ referer: 'https://www.linkedin.com/' }),
      address: '81.2.69.142',
    });
    insights.countPageView({
      method: 'GET',
      target: '/about',
      status: 200,
      header: headers({ referer: 'https://www.gridline.example/careers' }),
      address: '81.2.69.142',
    });
    await insights.stop();
    const rows = await t.db.selectFrom('insightEvents').selectAll().orderBy('id').execute();
    expect(
      rows.map((row) => [row.path, row.referrerHost, row.utmSource, row.utmMedium, row.utmCampaign]),
    ).toEqual([
      ['/careers', 'www.linkedin.com', 'linkedin', 'social', 'spring'],
      ['/about', null, null, null, null],
    ]);
    await t.db.deleteFrom('insightEvents').execute();
  });

  it('counts nothing with INSIGHTS=off', async () => {
    await t.db.deleteFrom('insightSalts').execute();
    const insights = startInsights({ config: config({ INSIGHTS: 'off' }), db: t.db, logger });
    insights.countPageView({
      method: 'GET',
      target: '/',
      status: 200,
      header: headers(),
      address: '81.2.69.142',
    });
    insights.recordEvent({ kind: 'enquiry', path: '/contact', header: headers(), address: '81.2.69.142' });
    await insights.stop();
    expect(await count()).toBe(0);
    expect(await t.db.selectFrom('insightSalts').select('day').execute()).toEqual([]);
  });
});
