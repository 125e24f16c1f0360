import type { MediaName } from './media.ts';

// Fixed copy of the home page (public-site.md §2 Home), top to bottom. The company's name and
// contacts come from site.ts; people named here are neutral placeholders to be replaced.

// public-site.md §9: three background images, decorative (the heading carries the meaning).
export const heroSlides: readonly MediaName[] = ['hero-substation', 'hero-solar', 'hero-bess'];

export const hero = {
  primaryLink: { label: 'Explore our services', to: '/services' },
  secondaryLink: { label: 'Contact Us', to: '/contact' },
} as const;

export const aboutStrip = {
  heading: 'Engineering resilient power networks since 2003',
  paragraphs: [
    'Founded in 2003 by engineers with deep expertise in power grids and infrastructure, we design the electrical systems that connect generation, storage and demand to the network. Our work spans smart grids, renewable energy integration, grid optimisation and resilient power networks, from the first feasibility study to energisation.',
    'We are based in the United Kingdom and work for distribution network operators, independent connection providers, renewables and battery storage developers and private network owners, here and abroad. Every design is produced to the relevant Engineering Recommendations, British and IEC standards, and the adopting network operator’s own specifications.',
  ],
} as const;

export type ServiceCard = {
  name: string;
  description: string;
  image: MediaName;
  to: string;
};

// Targets are the service routes of app/routes.ts.
export const serviceCards: readonly ServiceCard[] = [
  {
    name: 'Plant Engineering',
    description:
      'HV and LV plant design from 11 kV to 220 kV: substations, containerised switchrooms, primary and secondary design, civils interfaces and commissioning support.',
    image: 'plant-engineering',
    to: '/services/plant-engineering',
  },
  {
    name: 'Battery Storage Integration',
    description:
      'Grid connection, system design and G99 compliance for battery energy storage, from single-site BESS to co-located solar and storage schemes.',
    image: 'battery-storage',
    to: '/services/battery-storage-integration',
  },
  {
    name: 'Cable Solutions',
    description:
      'Cable sizing to IEC 60287 and BS 7671, route and pulling calculations, cable supply and soil thermal resistivity testing for HV and LV circuits.',
    image: 'cable-solutions',
    to: '/services/cable-solution',
  },
  {
    name: 'Earthing Solution',
    description:
      'Earthing system design to BS EN 50522, BS 7430 and ENA TS 41-24, with soil resistivity and fall-of-potential surveys and supply of earthing materials.',
    image: 'earthing',
    to: '/services/earthing-solution',
  },
  {
    name: 'Protection Design',
    description:
      'Protection schemes, relay coordination and settings, relay and SCADA interfacing to IEC 61850, verified against the network operator’s requirements.',
    image: 'protection',
    to: '/services/protection-design',
  },
  {
    name: 'Power System Studies',
    description:
      'Load flow, short circuit to IEC 60909, G99, G5/5 harmonics, P28/P29 voltage step, transient stability and arc flash studies for connection offers and design.',
    image: 'power-system',
    to: '/services/power-system',
  },
];

export type Stat = { value: string; label: string };

// public-site.md §9: 50+ employees, 4 core teams, 20+ years, 100+ partners.
export const companyNumbers = {
  heading: 'Our company in numbers',
  intro:
    'A focused team of chartered and incorporated engineers, designers and project managers, trusted by clients across the UK energy sector and overseas.',
  stats: [
    { value: '50+', label: 'Employees' },
    { value: '4', label: 'Core teams' },
    { value: '20+', label: 'Years of experience' },
    { value: '100+', label: 'Partners' },
  ] satisfies Stat[],
} as const;

export const whyChooseUs = {
  eyebrow: 'Why Choose Us',
  heading: 'Engineering you can build on',
  intro:
    'Connection projects succeed or stall on the quality of the engineering submitted to the network operator. We make that engineering right first time.',
  points: [
    {
      title: 'Chartered engineering leadership',
      text: 'Every design is led and checked by chartered engineers, with a documented design review before anything is issued for construction.',
    },
    {
      title: 'DNO, ICP and IDNO experience',
      text: 'We know adoption requirements from the inside, so designs pass network operator approval with fewer comments and fewer resubmissions.',
    },
    {
      title: 'Standards built in',
      text: 'G99, G5/5, P28/P29, ENA technical specifications, IEC 60909, BS EN 50522 and BS 7671 are the starting point of our calculations, not an afterthought.',
    },
    {
      title: 'End-to-end delivery',
      text: 'Studies, design, equipment supply, site surveys and commissioning support from one team, with one point of contact from enquiry to energisation.',
    },
  ],
} as const;

export type IndustryIcon =
  | 'solar'
  | 'wind'
  | 'dataCentre'
  | 'hospital'
  | 'manufacturing'
  | 'bess'
  | 'utilities'
  | 'railway'
  | 'earthing';

export const industries = {
  heading: 'Industries we serve',
  eyebrow: 'Our clients',
  intro:
    'From generation and storage to critical loads, we engineer the connections that keep power flowing.',
  items: [
    { name: 'Solar', icon: 'solar' },
    { name: 'Wind', icon: 'wind' },
    { name: 'Data center', icon: 'dataCentre' },
    { name: 'Hospital', icon: 'hospital' },
    { name: 'Manufacturing', icon: 'manufacturing' },
    { name: 'BESS', icon: 'bess' },
    { name: 'Utilities', icon: 'utilities' },
    { name: 'Railway', icon: 'railway' },
    { name: 'Earthing', icon: 'earthing' },
  ] satisfies { name: string; icon: IndustryIcon }[],
} as const;

export type Testimonial = { name: string; organisation: string; message: string };

// public-site.md §9: three testimonials. Until clients agree to be named, each is attributed by
// role and organisation type; replace `name` with the person's name when they do.
export const testimonials = {
  heading: 'What our clients say',
  items: [
    {
      name: 'Project Director',
      organisation: 'Independent connection provider',
      message:
        'Their substation design went through network operator approval first time. The drawings and calculations were clear, complete and delivered when promised.',
    },
    {
      name: 'Head of Development',
      organisation: 'Battery storage developer',
      message:
        'The G99 studies and earthing design for our 50 MW battery site were thorough and pragmatic. The team answered every question from the DNO quickly and kept the programme on track.',
    },
    {
      name: 'Electrical Manager',
      organisation: 'Food manufacturing site',
      message:
        'We asked for a protection review after a nuisance trip. They found the coordination problem, proposed new relay settings and supported our engineers on site during testing.',
    },
  ] satisfies Testimonial[],
} as const;

export const enquiry = {
  heading: 'Have an Enquiry?',
  text: 'Tell us about your project, whether it is a new grid connection, a study for a connection offer or a survey on site. An engineer will get back to you within one working day.',
  linkLabel: 'Contact Us',
} as const;

export const careersBlock = {
  eyebrow: 'Careers',
  heading: 'Join our team',
  intro:
    'We are always looking for engineers and designers who care about doing things properly. Choose a country to see our current openings.',
} as const;
