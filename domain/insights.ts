import { z } from 'zod';

// Decision 029: insights without cookies. The shapes the API answers and the dashboard reads, the
// events a page may send, and the funnels' stages. Server and dashboard import only this.

/** Events a page sends with a beacon (POST /api/insights/events). */
export const BEACON_EVENT_KINDS = ['application-step', 'download', 'outbound'] as const;
/** Events the server records itself when the thing happens. */
export const SERVER_EVENT_KINDS = ['enquiry', 'application'] as const;
export type InsightEventKind =
  | 'pageview'
  | (typeof BEACON_EVENT_KINDS)[number]
  | (typeof SERVER_EVENT_KINDS)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The body of POST /api/insights/events. */
export const beaconEventSchema = z.strictObject({
  kind: z.enum(BEACON_EVENT_KINDS),
  /** The page it happened on: a path, without the query. */
  path: z.string().startsWith('/').max(200),
  /** application-step: '1', '2' or '3'; download: the file's path; outbound: the link's host. */
  detail: z.string().max(100).optional(),
});
export type BeaconEvent = z.infer<typeof beaconEventSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

/** GET /api/insights and /api/insights/export; both default to the last 30 days. */
export const insightsQuerySchema = z.strictObject({
  from: day.optional(),
  to: day.optional(),
});

/** The longest range one request may ask for, in days. */
export const MAX_INSIGHT_RANGE_DAYS = 400;

export type FunnelStage = { stage: string; label: string; visits: number };

export const CAREERS_FUNNEL = [
  { stage: 'careers', label: 'Careers page' },
  { stage: 'job', label: 'A job page' },
  { stage: 'step-1', label: 'Application step 1' },
  { stage: 'step-2', label: 'Application step 2' },
  { stage: 'step-3', label: 'Application step 3' },
  { stage: 'submitted', label: 'Application sent' },
] as const;

export const CONTACT_FUNNEL = [
  { stage: 'contact', label: 'Contact page' },
  { stage: 'enquiry', label: 'Enquiry sent' },
] as const;

export type InsightTotals = { from: string; to: string; visitors: number; pageviews: number };

/** What GET /api/insights answers in `data`. HR get the careers figures only (decision 029). */
export type Insights = InsightTotals & {
  previous: InsightTotals;
  daily: { day: string; visitors: number; pageviews: number }[];
  /** `name`: the page as the site names it (a job's title and place, a case study's name), or null. */
  topPages: { path: string; name: string | null; views: number; visitors: number }[];
  referrers: { host: string; visitors: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number }[];
  countries: { country: string; visitors: number }[];
  devices: { device: DeviceClass; visitors: number }[];
  events: { kind: string; detail: string; count: number }[];
  funnels: { careers: FunnelStage[]; contact: FunnelStage[] };
  /** Case study and service pages: visits to each, and those among them with an enquiry. */
  conversions: { path: string; name: string | null; visits: number; withEnquiry: number }[];
  /** true when the reader sees the careers figures only (HR). */
  isCareersOnly: boolean;
};

/** The CSV file's name, the API's and the screen's alike: "insights-2026-10-29-to-2026-11-27.csv". */
export const insightsFileName = (range: { from: string; to: string }) =>
  `insights-${range.from}-to-${range.to}.csv`;
