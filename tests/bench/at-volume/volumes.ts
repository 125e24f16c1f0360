// The volumes of issue 23 ("five years of data"): 100,000 applications and 100,000 enquiries,
// 200,000 e-mails, 1,000,000 activity-log entries, 5,000 jobs and 5,000 gallery images. We read
// them as 100× (a hundred times a small company's five years); 1× is a hundredth of each.
// Products and case studies are not in the issue: 500 each at 100×, in proportion.
// Decision 026's hiring data, ours, in proportion to the applications: every application's CV
// text, tags on three in ten, interviews for one in twelve (a second round for some) and hiring
// settings on a fifth of the jobs.
// Decision 029's insights: a small company's site has some 400 page views a day over about 20
// distinct pages; at 100× 40,000 a day over 2,000 pages, kept as 25 months of daily aggregates
// (fill-insights.ts).

export type Volumes = {
  applications: number;
  enquiries: number;
  emails: number;
  activity: number;
  jobs: number;
  galleryImages: number;
  products: number;
  caseStudies: number;
  cvTexts: number;
  taggedApplications: number;
  interviewedApplications: number;
  jobsWithHiring: number;
  insightPageviewsPerDay: number;
  insightPagesPerDay: number;
};

const AT_100X: Volumes = {
  applications: 100_000,
  enquiries: 100_000,
  emails: 200_000,
  activity: 1_000_000,
  jobs: 5_000,
  galleryImages: 5_000,
  products: 500,
  caseStudies: 500,
  cvTexts: 100_000,
  taggedApplications: 30_000,
  interviewedApplications: 8_000,
  jobsWithHiring: 1_000,
  insightPageviewsPerDay: 40_000,
  insightPagesPerDay: 2_000,
};

/** The volumes at `scale` (1 or 100, or anything between), at least one of each. */
export function volumesAt(scale: number): Volumes {
  const entries = Object.entries(AT_100X).map(([name, count]) => [
    name,
    Math.max(1, Math.round((count * scale) / 100)),
  ]);
  return Object.fromEntries(entries) as Volumes;
}
