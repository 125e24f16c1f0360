import type { Stat } from './home.ts';
import type { MediaName } from './media.ts';

// Fixed copy of the About page (public-site.md §2 About). The people below are placeholders:
// replace names, designations, details and photographs with the company's own.

export const story = {
  eyebrow: 'About us',
  heading: 'Our Story',
  paragraphs: [
    'We began in 2003 as a small group of power engineers who had spent their careers designing and operating grid infrastructure. We saw that developers and network owners needed a consultancy that understood both the engineering and the network operator’s approval process, and could carry a connection from the first study to energisation.',
    'Two decades on, our teams design substations and switchrooms, integrate battery storage and renewable generation, carry out the power system studies behind connection offers, and survey the sites our designs are built on. We work for distribution network operators, independent connection providers and private network owners in the United Kingdom, and for clients across Europe, Asia and Central Asia through our offices in India and Uzbekistan.',
  ],
  image: 'about-team' satisfies MediaName,
  contactLabel: 'Contact Us',
} as const;

// public-site.md §2 About, §9: 4 core teams, 20+ years, 50+ employees.
export const teamNumbers = {
  heading: 'The Team in Numbers',
  stats: [
    { value: '4', label: 'Core teams' },
    { value: '20+', label: 'Years of experience' },
    { value: '50+', label: 'Employees' },
  ] satisfies Stat[],
} as const;

export type Value = { letter: string; title: string; value: string; tagline: string };
export type ValueGroup = { id: string; word: string; values: readonly Value[] };

// public-site.md §9: Trust (5), Impact (6), Excel (5); the letters spell each word.
export const valueGroups: readonly ValueGroup[] = [
  {
    id: 'trust',
    word: 'TRUST',
    values: [
      {
        letter: 'T',
        title: 'Transparency',
        value:
          'We share our assumptions, calculations and risks openly, so clients and network operators can follow every design decision.',
        tagline: 'No surprises, only clear answers.',
      },
      {
        letter: 'R',
        title: 'Reliability',
        value:
          'We deliver what we promise, when we promise it, and our designs keep networks running for decades.',
        tagline: 'Dependable people, dependable power.',
      },
      {
        letter: 'U',
        title: 'Understanding',
        value:
          'We listen first, learning each client’s site, programme and commercial constraints before proposing a solution.',
        tagline: 'Your project, properly understood.',
      },
      {
        letter: 'S',
        title: 'Safety',
        value:
          'Safety by design comes first in every drawing and every site visit, in line with CDM 2015 and the Electricity at Work Regulations.',
        tagline: 'Everyone home safe, every day.',
      },
      {
        letter: 'T',
        title: 'Teamwork',
        value:
          'Our plant, earthing, protection and studies engineers work as one team, with each other and with our clients.',
        tagline: 'Stronger together.',
      },
    ],
  },
  {
    id: 'impact',
    word: 'IMPACT',
    values: [
      {
        letter: 'I',
        title: 'Innovation',
        value:
          'We apply new tools and techniques, from digital substations to network modelling, where they make a real difference.',
        tagline: 'Better ways to build the grid.',
      },
      {
        letter: 'M',
        title: 'Mentorship',
        value:
          'Experienced engineers coach graduates and trainees on live projects, passing on two decades of know-how.',
        tagline: 'Growing the engineers of tomorrow.',
      },
      {
        letter: 'P',
        title: 'Precision',
        value:
          'Accurate data, checked calculations and clear drawings: details matter when the fault level is 25 kA.',
        tagline: 'Right first time.',
      },
      {
        letter: 'A',
        title: 'Accountability',
        value: 'We own our work and its outcomes, and we put things right quickly when they are not.',
        tagline: 'We stand behind every design.',
      },
      {
        letter: 'C',
        title: 'Collaboration',
        value:
          'We work openly with network operators, contractors and equipment suppliers to keep projects moving.',
        tagline: 'One project, one team.',
      },
      {
        letter: 'T',
        title: 'Timeliness',
        value: 'Connection dates and grid queue milestones are fixed, so we plan our work to meet them.',
        tagline: 'On programme, every time.',
      },
    ],
  },
  {
    id: 'excel',
    word: 'EXCEL',
    values: [
      {
        letter: 'E',
        title: 'Expertise',
        value:
          'Deep knowledge of HV and LV systems, UK and international standards and network operator practice.',
        tagline: 'Specialists you can rely on.',
      },
      {
        letter: 'X',
        title: 'eXceeding expectations',
        value:
          'We look for the extra value in every job, from a smaller earthing grid to a simpler protection scheme.',
        tagline: 'More than the brief asked for.',
      },
      {
        letter: 'C',
        title: 'Continuous improvement',
        value: 'Lessons from every project feed back into our design standards, templates and checks.',
        tagline: 'Always getting better.',
      },
      {
        letter: 'E',
        title: 'Environmental responsibility',
        value:
          'We help connect the renewable generation and storage the country needs for net zero, and design to minimise our own footprint.',
        tagline: 'Powering a cleaner future.',
      },
      {
        letter: 'L',
        title: 'Learning',
        value:
          'Chartership support, training and time for professional development are part of working here.',
        tagline: 'Curious minds, sharper skills.',
      },
    ],
  },
];

export type TeamMember = { name: string; designation: string; moreDetails: string; image: MediaName };

export const team = {
  heading: 'Meet Our Team',
  intro: 'The people who lead our engineering, our delivery and our client relationships.',
  members: [
    {
      name: 'Richard Hale',
      designation: 'Group Chief Executive Officer',
      moreDetails:
        'A chartered electrical engineer with over 25 years in transmission and distribution, Richard founded the company in 2003 and sets its technical and commercial direction across the UK, India and Uzbekistan.',
      image: 'team-ceo',
    },
    {
      name: 'Priya Nair',
      designation: 'Managing Director',
      moreDetails:
        'Priya leads delivery across our four core teams. She has managed substation, battery storage and renewable connection projects from feasibility to energisation for network operators and developers.',
      image: 'team-md',
    },
    {
      name: 'Daniel Brooks',
      designation: 'Business Development Manager',
      moreDetails:
        'Daniel is the first point of contact for new clients, matching each project with the right engineers and making sure proposals reflect what the network operator will need to see.',
      image: 'team-bdm',
    },
  ] satisfies TeamMember[],
} as const;
