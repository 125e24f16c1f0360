import { sampleJobs } from '../../../content/careers.ts';
import type { JobSummary } from './job-summary.ts';

// public-site.md §2 Careers: when the listings cannot be loaded, the careers page (not the home
// page) shows the sample openings instead. Stable ids keep React keys and links the same on the
// server and in the browser.
export const fallbackJobs: readonly JobSummary[] = sampleJobs.map((job, index) => ({
  _id: `sample-${index + 1}`,
  ...job,
}));
