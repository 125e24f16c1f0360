import { type Context, Hono } from 'hono';
import { insightsFileName, insightsQuerySchema } from '../../../domain/insights.ts';
import { canUse } from '../../../domain/staff.ts';
import { insightsCsv } from '../../insights/insights-csv.ts';
import { resolveInsightRange } from '../../insights/insights-range.ts';
import { readInsights } from '../../insights/read-insights.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { readQuery, validationError } from '../request-body.ts';

// Decision 029, "Reading it": GET /insights (the figures) and GET /insights/export (the same as
// a CSV file) for every member of staff. Administrators and editors read all of it; HR, who use
// the recruitment area but not the content one, read the careers figures only. The range is
// `from` and `to` (UK days, both counted), the last 30 days by default.

async function insightsFor(c: Context<AppEnv>) {
  const range = resolveInsightRange(readQuery(c, insightsQuerySchema), new Date());
  if (!range.ok) throw validationError(range.errors);
  const isCareersOnly = !canUse(c.var.admin.role, 'content');
  return readInsights(c.var.services.db, { from: range.from, to: range.to, isCareersOnly });
}

export function insightRoutes() {
  return new Hono<AppEnv>()
    .get('/', requireStaff('anyone'), async (c) => c.json({ success: true, data: await insightsFor(c) }))
    .get('/export', requireStaff('anyone'), async (c) => {
      const insights = await insightsFor(c);
      return c.body(insightsCsv(insights), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${insightsFileName(insights)}"`,
      });
    });
}
