import { insightsQuerySchema, MAX_INSIGHT_RANGE_DAYS } from '../../domain/insights.ts';
import type { Operation } from './openapi-operation.ts';

// Decision 029: the site's own visitor figures (server/http/routes/insights.ts), for every
// member of staff; HR read the careers figures only. The beacon (POST /insights/events) is the
// collector's, described beside its route.

const RANGE = `\`from\` and \`to\` are UK days (YYYY-MM-DD, both counted, at most ${MAX_INSIGHT_RANGE_DAYS} days); the last 30 days by default. A visitor is a visitor-day: the range's visitors are the sum of each day's`;

export const INSIGHT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/insights',
    summary: `Visitors and page views of the range and of the period of the same length before it, day by day, top pages (50, by views; each with the page's name (a job's title and place, a case study's name) or null), referrers, campaigns, countries, devices, events, the careers and contact funnels and the case study and service pages' conversions to enquiries. ${RANGE}. HR get the careers figures only (\`isCareersOnly\`: pages under /careers and /apply, the careers funnel; other lists empty)`,
    isAdminOnly: true,
    query: insightsQuerySchema,
    answers:
      'from, to, visitors, pageviews, previous, daily, topPages, referrers, campaigns, countries, devices, events, funnels, conversions, isCareersOnly',
  },
  {
    method: 'get',
    path: '/insights/export',
    summary: `The same figures as a CSV file named insights-FROM-to-TO.csv, one section per table (a title line, a header line, its rows; an empty line between sections). ${RANGE}`,
    isAdminOnly: true,
    query: insightsQuerySchema,
    file: 'text/csv',
  },
];
