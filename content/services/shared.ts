import { site } from '../site.ts';
import type { Card } from './types.ts';

// Closing sections shared by every service page (public-site.md §2: "The service pages end with
// shared sections"). Figures are the company facts of public-site.md §9.

export const whyClientsChooseUs = {
  heading: 'Why clients choose us',
  lead: `Since ${site.foundedYear}, network operators, ICPs, IDNOs, developers and private network owners have trusted us with their power projects.`,
  facts: [
    { value: '20+', label: 'years of power engineering' },
    { value: '50+', label: 'engineers and specialists' },
    { value: '4', label: 'core engineering teams' },
    { value: '100+', label: 'partners and clients' },
  ],
  reasons: [
    {
      title: 'One multidisciplinary team',
      description:
        'Plant, earthing, protection, studies and survey under one roof, coordinated from day one.',
    },
    {
      title: 'Fluent in UK network standards',
      description:
        'ENA, G99, G81 and operator specifications applied as routine, not researched per project.',
    },
    {
      title: 'Clear, checked deliverables',
      description: 'Every calculation independently verified and every report written to be acted upon.',
    },
  ] satisfies readonly Card[],
} as const;

export const relatedCaseStudyHeading = { one: 'Related case study', many: 'Related case studies' } as const;
