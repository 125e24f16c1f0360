import { countJobsByCountry } from '../../../domain/careers.ts';
import { COUNTRIES, type Country } from '../../../domain/constants.ts';
import type { Job } from '../../../domain/entities.ts';

// What a job card needs of a job (public-site.md §2 Job card). Loaders send only this, so the
// page's data stays small and the fallback sample openings fit the same shape.

/** A job's own public page (app/routes/careers.job.tsx). */
export function jobPagePath(id: string): string {
  return `/careers/${encodeURIComponent(id)}`;
}

export type JobSummary = {
  _id: string;
  title: string;
  type: string;
  place: string;
  country: string;
  qualifications: string;
  experience: string;
  /** One responsibility per line. */
  responsibilities: string;
  pdfUrl?: string;
  /** The job's own page; the fallback sample openings have none. */
  pagePath?: string;
};

export function toJobSummary(job: Job): JobSummary {
  return {
    _id: job._id,
    title: job.title,
    type: job.type,
    place: job.place,
    country: job.country,
    qualifications: job.qualifications,
    experience: job.experience,
    responsibilities: job.responsibilities,
    ...(job.pdfUrl ? { pdfUrl: job.pdfUrl } : {}),
    pagePath: jobPagePath(job._id),
  };
}

/** Where a country's jobs are in the whole list (decision 019). */
export type OpeningsPaging = { page: number; limit: number; total: number; totalPages: number };

/**
 * What a page with the openings block needs: the counts, and one page of the chosen country's
 * jobs only.
 */
export type Openings = {
  counts: Record<Country, number>;
  country: Country | null;
  jobs: JobSummary[];
  paging?: OpeningsPaging;
};

/** The openings of a list held whole (the fallback sample jobs). */
export function openingsFor(jobs: readonly JobSummary[], country: Country | null): Openings {
  return {
    counts: countJobsByCountry(jobs),
    country,
    jobs: country ? jobs.filter((job) => job.country === country) : [],
  };
}

/** The `?country=` filter: one of the three office countries, spelt exactly; anything else is none. */
export function parseCountry(value: string | null | undefined): Country | null {
  return COUNTRIES.find((country) => country === value) ?? null;
}

/** Where a country's openings are listed: `basePath?country=…`, and `&page=N` past the first. */
export function countryHref(basePath: string, country: Country, page = 1): string {
  return `${basePath}?country=${encodeURIComponent(country)}${page > 1 ? `&page=${page}` : ''}`;
}

/** The wizard, pre-filled with the job's country and title (the wizard checks them again). */
export function applyHref(job: Pick<JobSummary, 'country' | 'title'>): string {
  const query = new URLSearchParams({ country: job.country, position: job.title });
  return `/apply?${query.toString().replaceAll('+', '%20')}`;
}

/**
 * Responsibilities are stored one per line; blank lines are not responsibilities. Each line gets a
 * key that stays unique when the same line is written twice.
 */
export function responsibilityLines(text: string): { key: string; line: string }[] {
  const seen = new Map<string, number>();
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const count = (seen.get(line) ?? 0) + 1;
      seen.set(line, count);
      return { key: count === 1 ? line : `${line}#${count}`, line };
    });
}
