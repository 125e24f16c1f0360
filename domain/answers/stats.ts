import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants.ts';
import { successAnswer, timestamp } from './common.ts';

// admin.md §2 Dashboard home: the cards Total Jobs, Active Jobs and Total Applications, the panels
// Jobs by Country and Applications by Country ("Active jobs are those with isActive true"); ours
// beside them: applications by status and per week, and the enquiries still open. One call,
// GET /stats, instead of loading every job and application into the browser to count them.

// ours: the weeks of applications the dashboard charts, the current one last.
export const STATS_WEEK_COUNT = 12;

const count = z.number().int().min(0);

export const statsSchema = z.object({
  jobs: z.object({
    total: count,
    active: count,
    // The three office countries always, first and in their order (admin.md §9), then any other.
    byCountry: z.array(z.object({ country: z.string(), total: count, active: count })),
  }),
  applications: z.object({
    total: count,
    byCountry: z.array(z.object({ country: z.string(), count })),
    // Every status of the lifecycle, in its order (admin.md §4), zeros included.
    byStatus: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count })),
    // Weeks start Monday 00:00 UTC; oldest first, zeros included.
    perWeek: z
      .array(z.object({ weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count }))
      .length(STATS_WEEK_COUNT),
  }),
  enquiries: z.object({ total: count, open: count }),
  generatedAt: timestamp,
});

export type DashboardStats = z.infer<typeof statsSchema>;

/** Decision 028: an accreditation expired or expiring within ACCREDITATION_WARNING_DAYS, soonest first. */
export const expiringAccreditationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  state: z.enum(['expiring', 'expired']),
});
export type ExpiringAccreditation = z.infer<typeof expiringAccreditationSchema>;

/** `accreditationsExpiring` only for those who make statements (administrators and editors). */
export const statsAnswer = successAnswer({
  stats: statsSchema,
  accreditationsExpiring: z.array(expiringAccreditationSchema).optional(),
});
