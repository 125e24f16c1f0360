import { CAREERS_FUNNEL, CONTACT_FUNNEL, DEVICE_CLASSES } from '../../../domain/insights.ts';
import { ukDateOn } from '../../../domain/job-closing.ts';
import type { Db } from '../../../server/db/connection.ts';
import { addDays } from '../../../server/insights/day-range.ts';
import { rollUpFinishedMonths } from '../../../server/insights/month-rollup.ts';
import { campaignKey, eventKey } from '../../../server/insights/rollup.ts';
import { insertInBatches } from './insert-batches.ts';
import type { Random } from './random.ts';
import type { Volumes } from './volumes.ts';

// Decision 029's insights at volume: 25 months of rolled-up days (insight_daily, every day up to
// yesterday, and their insight_rollups records) and the finished months summed, and the raw page views and events of the last
// 30 days (today's so far, half a day's, which a read counts from insight_events). The day's shape is volumes.ts's: so
// many page views over so many distinct pages, and the other dimensions in proportion (their
// keys a day: a referrer for every ten pages, a campaign for every fifty, up to 120 countries).

/** The finished days whose raw rows are still kept (30 days with today). */
const RAW_FINISHED_DAYS = 29;

/** How many days of aggregates: the 25 months they are kept. */
export const INSIGHT_AGGREGATE_DAYS = 25 * 31;

function dayRows(random: Random, volumes: Volumes, day: string) {
  const pages = volumes.insightPagesPerDay;
  const visitorsPerView = 0.4;
  const rows: {
    day: string;
    dimension: string;
    key: string;
    views: number;
    visitors: number;
    withEnquiry: number;
  }[] = [];
  const add = (dimension: string, key: string, views: number, visitors = views, withEnquiry = 0) =>
    rows.push({ day, dimension, key, views, visitors, withEnquiry });
  const views = volumes.insightPageviewsPerDay;
  add('total', 'all', views, Math.round(views * visitorsPerView));
  add('total', 'careers', Math.round(views / 5), Math.round((views / 5) * visitorsPerView));
  // Pages: a long tail, the busiest first (views roughly 1/rank).
  for (let rank = 1; rank <= pages; rank += 1) {
    const path =
      rank % 5 === 0
        ? `/careers/${rank}`
        : rank % 5 === 1
          ? `/case-studies/study-${rank}`
          : rank % 5 === 2
            ? `/products/product-${rank}`
            : rank % 5 === 3
              ? `/services/service-${rank}`
              : `/gallery/${rank}`;
    const pageViews = Math.max(1, Math.round(views / (rank * 8)));
    add('page', path, pageViews, Math.max(1, Math.round(pageViews * 0.7)));
    if (path.startsWith('/case-studies/') || path.startsWith('/services/')) {
      const visits = Math.max(1, Math.round(pageViews * 0.7));
      add('conversion', path, pageViews, visits, random.int(0, Math.ceil(visits / 20)));
    }
  }
  for (let rank = 1; rank <= Math.max(1, Math.round(pages / 10)); rank += 1) {
    add('referrer', `referrer-${rank}.example`, Math.max(1, Math.round(views / (rank * 20))));
  }
  for (let rank = 1; rank <= Math.max(1, Math.round(pages / 50)); rank += 1) {
    add('campaign', campaignKey(`source-${rank % 7}`, 'email', `campaign-${rank}`), random.int(1, 200));
  }
  for (let rank = 1; rank <= Math.min(120, Math.max(1, Math.round(pages / 15))); rank += 1) {
    add('country', `C${rank}`, Math.max(1, Math.round(views / (rank * 10))));
  }
  for (const device of DEVICE_CLASSES) add('device', device, random.int(1, Math.round(views / 3) + 1));
  for (let rank = 1; rank <= Math.max(3, Math.round(pages / 15)); rank += 1) {
    const kind = rank % 3 === 0 ? 'download' : rank % 3 === 1 ? 'application-step' : 'outbound';
    add('event', eventKey(kind, `${kind}-${rank}`), random.int(1, 100));
  }
  let careers = Math.round(views / 20);
  for (const { stage } of CAREERS_FUNNEL) {
    add('funnel-careers', stage, careers);
    careers = Math.round(careers * 0.6);
  }
  let contact = Math.round(views / 30);
  for (const { stage } of CONTACT_FUNNEL) {
    add('funnel-contact', stage, contact);
    contact = Math.round(contact * 0.1);
  }
  return rows;
}

const PATHS = [
  '/',
  '/careers',
  '/contact',
  '/services/protection',
  '/case-studies/load-test',
  '/products/relay',
];

export async function fillInsights(db: Db, random: Random, volumes: Volumes, now: number): Promise<void> {
  const today = ukDateOn(new Date(now));
  const days = Array.from({ length: INSIGHT_AGGREGATE_DAYS }, (_, back) =>
    addDays(today, -(INSIGHT_AGGREGATE_DAYS - back)),
  );
  await insertInBatches(db, 'insightDaily', days.length, (index) =>
    dayRows(random, volumes, days[index] ?? today),
  );
  await insertInBatches(db, 'insightRollups', days.length, (index) => ({
    day: days[index] ?? today,
    rolledUpAt: `${days[index]}T23:30:00.000Z`,
  }));
  // The finished months summed, as housekeeping sums them (month-rollup.ts).
  await rollUpFinishedMonths(db, today, new Date(now), { pause: async () => {} }, INSIGHT_AGGREGATE_DAYS);
  // The raw rows kept (30 days): the 29 finished days', already rolled up, which a read must
  // not have to go through, and today's so far (half a day's), which it counts. Visitors view two
  // or three pages each; every tenth row is an event.
  const perDay = volumes.insightPageviewsPerDay;
  const todays = Math.round(perDay / 2);
  const raw = RAW_FINISHED_DAYS * perDay + todays;
  await insertInBatches(db, 'insightEvents', raw, (index) => {
    const back = index < RAW_FINISHED_DAYS * perDay ? RAW_FINISHED_DAYS - Math.floor(index / perDay) : 0;
    const visitor = Math.floor(index / 2.5)
      .toString(16)
      .padStart(32, '0');
    const isEvent = index % 10 === 9;
    const path = index % 7 === 0 ? `/careers/${random.int(1, 5_000)}` : random.pick(PATHS);
    return {
      id: `raw${index.toString(16).padStart(21, '0')}`,
      day: addDays(today, -back),
      occurredAt: new Date(now - (raw - index) * 1000).toISOString(),
      visitor,
      kind: isEvent ? random.pick(['application-step', 'enquiry', 'download']) : 'pageview',
      path,
      referrerHost: index % 4 === 0 ? `referrer-${random.int(1, 50)}.example` : null,
      utmSource: index % 20 === 0 ? 'news' : null,
      utmMedium: index % 20 === 0 ? 'email' : null,
      utmCampaign: index % 20 === 0 ? `campaign-${random.int(1, 10)}` : null,
      country: `C${random.int(1, 40)}`,
      device: random.pick(DEVICE_CLASSES),
      detail: isEvent ? String(random.int(1, 3)) : null,
    };
  });
}
