import { COUNTRIES, type Country, FIXED_JOB_DESCRIPTION_TITLES, OTHER_POSITION } from './constants.ts';

// public-site.md §7: "each entry's position or title is taken, duplicates and empty names
// dropped, and the option 'Other: Submit Your CV' always appended" (once, at the end).
export function positionOptions(
  jobs: ReadonlyArray<{ position?: string | null; title?: string | null }>,
): string[] {
  const names = new Set<string>();
  for (const job of jobs) {
    const name = (job.position || job.title || '').trim();
    if (name !== '' && name !== OTHER_POSITION) names.add(name);
  }
  return [...names, OTHER_POSITION];
}

// public-site.md §2 Careers: the country chooser shows each country's opening count;
// admin.md §2 Dashboard home groups jobs by country the same way.
export function countJobsByCountry(
  jobs: ReadonlyArray<{ country?: string | null }>,
): Record<Country, number> {
  const counts = Object.fromEntries(COUNTRIES.map((country) => [country, 0])) as Record<Country, number>;
  for (const job of jobs) {
    const country = COUNTRIES.find((c) => c === job.country);
    if (country) counts[country] += 1;
  }
  return counts;
}

// public-site.md §2 Careers: "the word Opening is singular for exactly 1".
export function openingsLabel(count: number): string {
  return `${count} ${count === 1 ? 'Opening' : 'Openings'}`;
}

export type FixedJobDescriptions = Partial<Record<(typeof FIXED_JOB_DESCRIPTION_TITLES)[number], string>>;

// public-site.md §2 Job card: the job's pdfUrl when present, otherwise the fixed PDF for its exact
// title; undefined means no View Job Description link. The fixed files are the app's assets, so
// their URLs are passed in.
export function jobDescriptionUrl(
  job: { title: string; pdfUrl?: string | null },
  fixedPdfs: FixedJobDescriptions,
): string | undefined {
  if (job.pdfUrl?.trim()) return job.pdfUrl.trim();
  const title = FIXED_JOB_DESCRIPTION_TITLES.find((t) => t === job.title);
  return title ? fixedPdfs[title] : undefined;
}
