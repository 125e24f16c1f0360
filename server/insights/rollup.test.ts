import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { computeAggregates, type DayAggregate, daysToCountRaw, rollUpDay } from './rollup.ts';

// The roll-up's edges, on each database: prefixes compared alike (SQLite's LIKE would ignore
// case), a stage skipped part-way through a funnel, an enquiry on another day, campaigns with a
// part missing, and days already rolled up left out of the raw count.

const DAY = '2027-01-14';
const NEXT = '2027-01-15';

type Raw = { visitor: string; kind?: string; path: string; detail?: string; utm?: (string | null)[] };

describe.each(testDatabaseKinds())('insight roll-up on %s', (kind) => {
  let t: TestDatabase;
  let id = 0;

  async function insert(day: string, rows: Raw[]) {
    await t.db
      .insertInto('insightEvents')
      .values(
        rows.map((row) => {
          id += 1;
          return {
            id: `e${String(id).padStart(23, '0')}`,
            day,
            occurredAt: `${day}T10:00:00.000Z`,
            visitor: row.visitor,
            kind: row.kind ?? 'pageview',
            path: row.path,
            referrerHost: null,
            utmSource: row.utm?.[0] ?? null,
            utmMedium: row.utm?.[1] ?? null,
            utmCampaign: row.utm?.[2] ?? null,
            country: null,
            device: 'desktop',
            detail: row.detail ?? null,
          };
        }),
      )
      .execute();
  }

  const of = (rows: DayAggregate[], dimension: string) =>
    Object.fromEntries(
      rows
        .filter((row) => row.dimension === dimension)
        .map((row) => [row.key, dimension === 'conversion' ? [row.visitors, row.withEnquiry] : row.visitors]),
    );

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await insert(DAY, [
      // Careers page, job page, step 1, then step 3 without step 2: reaches step 1 only.
      { visitor: 'a', path: '/careers' },
      { visitor: 'a', path: '/careers/j1' },
      { visitor: 'a', kind: 'application-step', path: '/apply', detail: '1' },
      { visitor: 'a', kind: 'application-step', path: '/apply', detail: '3' },
      // Not a job page, nor a careers page, on either database.
      { visitor: 'b', path: '/careers' },
      { visitor: 'b', path: '/Careers/J2' },
      { visitor: 'c', path: '/careersfoo' },
      // The list of case studies is not a conversion; a case study is, and its enquiry is the
      // next day's, so not this visit's.
      { visitor: 'c', path: '/case-studies' },
      { visitor: 'd', path: '/case-studies/x', utm: [null, 'email', null] },
      { visitor: 'e', path: '/services/y', utm: ['news', null, 'may'] },
      { visitor: 'e', kind: 'enquiry', path: '/contact' },
    ]);
    await insert(NEXT, [
      { visitor: 'd', path: '/case-studies/x' },
      { visitor: 'd', kind: 'enquiry', path: '/contact' },
    ]);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('counts a day as decision 029 says', async () => {
    const rows = await computeAggregates(t.db, { from: DAY, to: DAY });
    expect(of(rows, 'funnel-careers')).toEqual({
      careers: 2,
      job: 1,
      'step-1': 1,
      'step-2': 0,
      'step-3': 0,
      submitted: 0,
    });
    expect(of(rows, 'total')).toEqual({ all: 5, careers: 2 });
    expect(of(rows, 'conversion')).toEqual({ '/case-studies/x': [1, 0], '/services/y': [1, 1] });
    expect(of(rows, 'campaign')).toEqual({ '["","email",""]': 1, '["news","","may"]': 1 });
    expect(of(rows, 'funnel-contact')).toEqual({ contact: 0, enquiry: 0 });
    expect(rows.every((row) => row.day === DAY)).toBe(true);
  });

  it('answers several days at once, leaving out those rolled up when asked', async () => {
    const both = await computeAggregates(t.db, { from: DAY, to: NEXT }, ['conversion']);
    expect(both.map((row) => [row.day, row.key, row.withEnquiry]).sort()).toEqual([
      [DAY, '/case-studies/x', 0],
      [DAY, '/services/y', 1],
      [NEXT, '/case-studies/x', 1],
    ]);
    await rollUpDay(t.db, DAY, new Date('2027-01-15T02:00:00Z'));
    expect(await daysToCountRaw(t.db, '2027-01-01', '2027-01-31')).toEqual([NEXT]);
    const notRolledUp = await computeAggregates(t.db, { from: DAY, to: NEXT, onlyDays: [NEXT] }, ['total']);
    expect(notRolledUp.map((row) => [row.day, row.key, row.visitors])).toEqual([[NEXT, 'all', 1]]);
    const stored = await t.db.selectFrom('insightRollups').selectAll().execute();
    expect(stored).toEqual([{ day: DAY, rolledUpAt: '2027-01-15T02:00:00.000Z' }]);
  });
});
