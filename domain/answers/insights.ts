import { z } from 'zod';
import { DEVICE_CLASSES, type Insights } from '../insights.ts';
import { successAnswer } from './common.ts';

// Decision 029: GET /api/insights answers `{ success, data: Insights }`. The dashboard parses it
// with this schema (decision 008: nothing from the network is cast); `satisfies` below keeps it
// in step with the `Insights` type the server builds.

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const totals = { from: day, to: day, visitors: count, pageviews: count };
const funnel = z.array(z.object({ stage: z.string(), label: z.string(), visits: count }));

export const insightsSchema = z.object({
  ...totals,
  previous: z.object(totals),
  daily: z.array(z.object({ day, visitors: count, pageviews: count })),
  topPages: z.array(
    z.object({ path: z.string(), name: z.string().nullable(), views: count, visitors: count }),
  ),
  referrers: z.array(z.object({ host: z.string(), visitors: count })),
  campaigns: z.array(
    z.object({ source: z.string(), medium: z.string(), campaign: z.string(), visitors: count }),
  ),
  countries: z.array(z.object({ country: z.string(), visitors: count })),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), visitors: count })),
  events: z.array(z.object({ kind: z.string(), detail: z.string(), count })),
  funnels: z.object({ careers: funnel, contact: funnel }),
  conversions: z.array(
    z.object({ path: z.string(), name: z.string().nullable(), visits: count, withEnquiry: count }),
  ),
  isCareersOnly: z.boolean(),
}) satisfies z.ZodType<Insights>;

// Both ways: a field the type gains and the schema lacks fails here too.
type Parsed = z.infer<typeof insightsSchema>;
const sameShape: [Parsed, Insights] extends [Insights, Parsed] ? true : never = true;
void sameShape;

export const insightsAnswer = successAnswer(insightsSchema.shape);
