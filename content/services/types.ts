import type { MediaName } from '../media.ts';

// Shapes shared by the service-page copy modules; the section components in
// app/components/services render them.

/** One tab of a tabbed service page: public-site.md §2 "title, description and checklist". */
export type ServiceTab = {
  id: string;
  label: string;
  title: string;
  description: string;
  checklist: readonly string[];
};

export type Card = { title: string; description: string };

export type Step = { title: string; description: string };

export type CallToAction = {
  heading: string;
  text: string;
  label: string;
  href: string;
};

export type PageHeroCopy = {
  eyebrow: string;
  heading: string;
  lead: string;
  image: MediaName;
};

/** A brochure or data sheet opened in a new tab (public-site.md §7: static PDFs). */
export type DocumentLink = { label: string; href: string; description: string };

/** Search-engine and share-card copy for a route's `meta`. */
export type PageSeo = {
  title: string;
  description: string;
  path: string;
  keywords: readonly string[];
};

export type RelatedCaseStudy = { title: string; summary: string; href: string };
