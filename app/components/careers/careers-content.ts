import type { Card } from '../../../content/services/types.ts';

// The careers page's own copy (public-site.md §2 Careers: a hero and a welcome section). The
// openings themselves come from the job listings.

export const careersSeo = {
  title: 'Careers',
  description:
    'Engineering careers in power system design: current openings at our Colchester, New Delhi and Tashkent offices, with structured training and chartership support.',
  path: '/careers',
  keywords: ['electrical engineering jobs', 'power systems engineer careers', 'substation design jobs'],
} as const;

export const careersHero = {
  eyebrow: 'Work with us',
  heading: 'Careers',
  lead: 'Design the substations, cable systems and protection schemes that connect renewable energy to the grid, with a team that shares its knowledge across the United Kingdom, India and Uzbekistan.',
} as const;

export const welcome = {
  heading: 'Welcome to a team that engineers the grid',
  paragraphs: [
    'Since 2003 we have designed the infrastructure behind network connections for distribution network operators, independent connection providers, renewables developers and private network owners. Our engineers work on real projects from their first week: HV and LV substations, battery storage sites, cable routes, earthing systems and the studies that prove they are safe.',
    'Our offices in Colchester, New Delhi and Tashkent work as one design team on shared projects, so you learn from specialists in every discipline, wherever they sit. We invest in people for the long term: structured training, mentoring by senior engineers and practical support on the way to professional registration.',
  ],
  cards: [
    {
      title: 'Engineering across three offices',
      description:
        'Work alongside colleagues in the United Kingdom, India and Uzbekistan on plant, earthing, protection and power system studies, with review and mentoring from every office.',
    },
    {
      title: 'Structured training',
      description:
        'A planned programme in the standards we design to and the tools we use every day: PowerFactory, ETAP, CDEGS and AutoCAD, plus time on site during surveys and commissioning.',
    },
    {
      title: 'Chartership support',
      description:
        'Mentors who are Chartered Engineers, paid professional membership fees and time to build the evidence for IEng or CEng registration with the IET.',
    },
    {
      title: 'Work that matters',
      description:
        'Every design we deliver helps connect renewable generation and storage to the network, and makes that network safer and more resilient.',
    },
  ] satisfies Card[],
} as const;

export const openingsSection = {
  heading: 'Current openings',
  lead: 'Choose a country to see the roles open in that office.',
} as const;
