// Where a case study's card leads.

/** The page of a case study: its link is a path segment ('design&supply' opens the fixed page). */
export function caseStudyHref(link: string): string {
  // Slugs are URL-safe already; '&' is allowed in a path and names a fixed page, so it stays.
  return `/case-studies/${encodeURIComponent(link).replaceAll('%26', '&')}`;
}
