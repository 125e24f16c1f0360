import { designAndSupplyCaseStudy } from '../../content/case-studies/design-and-supply.ts';
import { earthingSystemDesignCaseStudy } from '../../content/case-studies/earthing-system-design.ts';
import { loadTestCaseStudy } from '../../content/case-studies/load-test.ts';
import { powerSystemStudiesCaseStudy } from '../../content/case-studies/power-system-studies.ts';
import type { CaseStudy as FixedCaseStudy } from '../../content/case-studies/types.ts';
import type { CaseStudyInput } from '../db/case-studies.ts';

// Cards for the four written case studies (public-site.md §2 "Static case studies"). Each card's
// link is its fixed page's own path segment, so the list opens that page (the static routes win
// over /case-studies/:link). Name, text and picture come from the pages' own copy, so a card
// never disagrees with the page it opens.

const PAGE_PREFIX = '/case-studies/';

/** The fixed page's slug: 'design&supply' for '/case-studies/design&supply'. */
export function fixedPageLink(study: FixedCaseStudy): string {
  const { path } = study.seo;
  if (!path.startsWith(PAGE_PREFIX)) throw new Error(`Not a case-study page: ${path}`);
  return path.slice(PAGE_PREFIX.length);
}

function toCard(study: FixedCaseStudy, sectionId: string): CaseStudyInput {
  const introduction = study.sections[0]?.paragraphs ?? [study.hero.lead];
  return {
    name: study.hero.heading,
    description: study.hero.lead,
    // admin.md §2: the dashboard shows content "split into paragraphs at line breaks".
    content: introduction.join('\n'),
    link: fixedPageLink(study),
    cardImage: `/media/${study.hero.image}-960.webp`,
    headerImage: `/media/${study.hero.image}-1600.webp`,
    sections: [
      {
        id: sectionId,
        title: 'At a glance',
        content: '',
        type: 'list',
        listItems: study.facts.map((fact) => `${fact.label}: ${fact.value}`),
        images: [],
      },
    ],
  };
}

/** In the order the list shows them (newest first), so the first card is the first listed here. */
export const FIXED_CASE_STUDIES: readonly FixedCaseStudy[] = [
  designAndSupplyCaseStudy,
  earthingSystemDesignCaseStudy,
  powerSystemStudiesCaseStudy,
  loadTestCaseStudy,
];

// admin.md §3: section ids are made by the dashboard from a timestamp; these are fixed ones.
const SECTION_ID_BASE = 1_735_689_600_000;

export const sampleCaseStudies: readonly CaseStudyInput[] = FIXED_CASE_STUDIES.map((study, index) =>
  toCard(study, String(SECTION_ID_BASE + index)),
);
