import type { MediaName } from '../media.ts';
import type { CallToAction, PageHeroCopy, PageSeo, Step } from './types.ts';

// /services: the seven service areas of public-site.md §1, each linking to its page (§2).

export const servicesSeo: PageSeo = {
  title: 'Services',
  description:
    'Plant engineering, battery storage integration, cable solutions, earthing design, protection design, power system studies and survey services for UK and international power projects.',
  path: '/services',
  keywords: [
    'electrical engineering services',
    'substation design',
    'power system studies',
    'earthing design',
  ],
};

export const servicesHero: PageHeroCopy = {
  eyebrow: 'What we do',
  heading: 'Our Services',
  lead: 'Seven specialist disciplines, one engineering team: everything needed to design, connect and prove power infrastructure from 400V to 220kV.',
  image: 'hero-substation',
};

export type ServiceArea = {
  name: string;
  href: string;
  image: MediaName;
  summary: string;
  highlights: readonly string[];
};

export const serviceAreas: readonly ServiceArea[] = [
  {
    name: 'Plant Engineering',
    href: '/services/plant-engineering',
    image: 'plant-engineering',
    summary: 'HV and LV plant, substations and containerised switchrooms from 11kV to 220kV.',
    highlights: [
      'HV, LV and substation design',
      'Primary, secondary and civil design',
      'Testing and commissioning',
    ],
  },
  {
    name: 'Battery Storage Integration',
    href: '/services/battery-storage-integration',
    image: 'battery-storage',
    summary: 'Grid-compliant battery energy storage, standalone or co-located with renewables.',
    highlights: ['BESS system design', 'G99 connection and grid services', 'Owner’s engineer support'],
  },
  {
    name: 'Cable Solutions',
    href: '/services/cable-solution',
    image: 'cable-solutions',
    summary: 'Cable sizing, pulling calculations, supply and soil resistivity testing.',
    highlights: [
      'Ratings to IEC 60287',
      'Pulling tension and sidewall pressure',
      'Cable and accessory supply',
    ],
  },
  {
    name: 'Earthing Solution',
    href: '/services/earthing-solution',
    image: 'earthing',
    summary: 'Earthing design, materials and testing to BS EN 50522, BS 7430 and ENA TS 41-24.',
    highlights: ['EPR, touch and step voltages', 'Fall of potential surveys', 'Earthing materials supply'],
  },
  {
    name: 'Protection Design',
    href: '/services/protection-design',
    image: 'protection',
    summary: 'Protection schemes, relay coordination, relay settings and SCADA interfacing.',
    highlights: ['Relay coordination studies', 'G99 interface protection', 'IEC 61850 integration'],
  },
  {
    name: 'Power System Studies',
    href: '/services/power-system',
    image: 'power-system',
    summary: 'G99, load flow, short circuit, harmonic, stability and arc flash studies.',
    highlights: ['Load flow and IEC 60909 fault studies', 'G5/5 harmonics and P28/P29', 'Fault ride through'],
  },
  {
    name: 'Survey Services',
    href: '/services/survey',
    image: 'survey',
    summary: 'Topographical, geotechnical, environmental, hydrological, route and soil thermal surveys.',
    highlights: ['Site and route surveys', 'Ground and flood risk data', 'Soil thermal resistivity'],
  },
];

export const howWeWork = {
  heading: 'How we work',
  lead: 'Every commission, large or small, follows the same disciplined path.',
  steps: [
    {
      title: 'Understand',
      description: 'We learn the project’s objectives, constraints, programme and the standards that apply.',
    },
    {
      title: 'Engineer',
      description: 'Specialists in each discipline design and calculate, coordinating interfaces as they go.',
    },
    {
      title: 'Check',
      description: 'Every deliverable is independently verified before it leaves the office.',
    },
    {
      title: 'Support',
      description: 'We stay involved through approvals, construction, testing and energisation.',
    },
  ] satisfies readonly Step[],
} as const;

export const servicesCallToAction: CallToAction = {
  heading: 'Not sure which service you need?',
  text: 'Describe your project and an engineer will point you to the right team.',
  label: 'Get in touch',
  href: '/contact',
};

/** Fills the last row of the service grid: the services combined as one commission. */
export const packageCallout = {
  heading: 'Need a complete design package?',
  text: 'Combine any of our services in one commission, with one team coordinating every interface from survey to energisation.',
  label: 'Talk to an engineer',
  href: '/contact',
} as const;
