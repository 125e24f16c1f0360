import { COUNTRIES, type Country } from '../../../domain/constants.ts';
import { ukDateOn } from '../../../domain/job-closing.ts';
import { deepestPage } from '../../../domain/list-page.ts';
import type { Db } from '../../../server/db/connection.ts';
import { countJobsByCountry, listJobs } from '../../../server/db/jobs.ts';
import { type Openings, toJobSummary } from './job-summary.ts';

// public-site.md §2 Careers: the three counts and the chosen country's jobs, read from the open
// jobs (active and not past their closing date in the UK, decision 009). The counts are one
// grouped count; the country's jobs come a slider's worth at a time, in ?page= beside ?country=
// (decision 019), so a page holds OPENINGS_PAGE_SIZE cards however many jobs are open.

/** A slider's worth: the spec's sample countries hold 1 to 3 openings. */
export const OPENINGS_PAGE_SIZE = 12;

export async function readOpenings(
  db: Db,
  country: Country | null,
  requestedPage: number,
): Promise<Openings> {
  const openOn = ukDateOn(new Date());
  const page = Math.min(requestedPage, deepestPage(OPENINGS_PAGE_SIZE));
  const [byCountry, jobs] = await Promise.all([
    countJobsByCountry(db, { openOn }),
    country ? listJobs(db, { openOn, country }, { page, limit: OPENINGS_PAGE_SIZE }) : undefined,
  ]);
  const counts = Object.fromEntries(COUNTRIES.map((name) => [name, byCountry.get(name) ?? 0])) as Record<
    Country,
    number
  >;
  const total = jobs?.total ?? 0;
  return {
    counts,
    country,
    jobs: jobs?.items.map(toJobSummary) ?? [],
    paging: {
      page,
      limit: OPENINGS_PAGE_SIZE,
      total,
      totalPages: Math.max(1, Math.ceil(total / OPENINGS_PAGE_SIZE)),
    },
  };
}
