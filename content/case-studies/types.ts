import type { MediaName } from '../media.ts';
import type { Card, PageHeroCopy, PageSeo } from '../services/types.ts';

// Shape of a static case study (public-site.md §2 "Static case studies"). Each section renders
// its parts in this order: paragraphs, cards, list, table, key figures, images, closing paragraphs.

export type SpecTableCopy = {
  caption: string;
  /** Column headings: the parameter column, then one or more value columns. */
  columns: readonly [string, ...string[]];
  rows: readonly { label: string; values: readonly string[] }[];
};

export type KeyFigure = { value: string; label: string };

/** A result image; its alt text comes from the media registry (content/media.ts). */
export type CaseStudyImage = { name: MediaName; caption: string };

export type CaseStudySection = {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  cards?: readonly Card[];
  list?: readonly string[];
  table?: SpecTableCopy;
  keyFigures?: readonly KeyFigure[];
  images?: readonly CaseStudyImage[];
  closing?: readonly string[];
};

export type CaseStudy = {
  seo: PageSeo;
  hero: PageHeroCopy;
  /** At-a-glance project facts shown under the hero (client, location, scope ...). */
  facts: readonly KeyFigure[];
  sections: readonly CaseStudySection[];
  relatedService: { label: string; href: string };
};
