import type { CallToAction, DocumentLink, PageHeroCopy, PageSeo, ServiceTab } from './types.ts';

// public-site.md §2 "Cable Solutions": intro with a button opening a cable solutions PDF in a new
// window; tabs cable sizing, cable pulling, supply of cable, soil resistivity test; a project
// delivery statement.

export const cableSolutionsSeo: PageSeo = {
  title: 'Cable Solutions',
  description:
    'HV and LV cable sizing to IEC 60287, cable pulling calculations, cable supply and soil thermal and electrical resistivity testing for power projects.',
  path: '/services/cable-solution',
  keywords: [
    'cable sizing IEC 60287',
    'cable pulling calculation',
    '33kV cable supply',
    'soil resistivity test',
  ],
};

export const cableSolutionsHero: PageHeroCopy = {
  eyebrow: 'Our services',
  heading: 'Cable Solutions',
  lead: 'Cables are often the longest and costliest asset in a connection. We size them correctly, prove they can be installed, supply them and test the ground they are laid in.',
  image: 'cable-solutions',
};

export const cableSolutionsIntro = {
  heading: 'Cable engineering from calculation to delivery',
  paragraphs: [
    'From LV auxiliary circuits to 132kV export cables, our engineers calculate continuous and cyclic ratings, check voltage drop and fault withstand, and model the pulling forces on each route so the cable you buy is the cable the project needs.',
    'Our brochure sets out the full cable service, including typical deliverables and the information we need to start.',
  ],
} as const;

export const cableSolutionsBrochure: DocumentLink = {
  label: 'View the cable solutions brochure',
  href: '/documents/cable-solutions.pdf',
  description: 'Cable sizing, pulling, supply and testing services (PDF).',
};

export const cableSolutionsTabs: readonly ServiceTab[] = [
  {
    id: 'cable-sizing',
    label: 'Cable Sizing',
    title: 'Cable sizing and rating',
    description:
      'We calculate cable ratings to IEC 60287 and ENA ER P17 for the actual installation: depth, grouping, ducts, crossings and the measured thermal resistivity of the soil, then check each circuit for voltage drop and short-circuit withstand.',
    checklist: [
      'Continuous and cyclic current ratings to IEC 60287',
      'Derating for grouping, ducts, depth and ground temperature',
      'Voltage drop and power loss calculations',
      'Conductor and screen short-circuit withstand checks',
      'Screen bonding design: solid, single-point and cross-bonded',
      'Finite element thermal modelling for complex crossings',
    ],
  },
  {
    id: 'cable-pulling',
    label: 'Cable Pulling',
    title: 'Cable pulling calculations',
    description:
      'A route that cannot be pulled costs weeks on site. We calculate pulling tension and sidewall pressure along each section so that joint bays, draw pits and winch capacity are chosen before work begins.',
    checklist: [
      'Pulling tension calculated section by section',
      'Sidewall bearing pressure at bends and rollers',
      'Maximum section lengths and joint bay positions',
      'Duct fill ratio and jamming ratio checks',
      'Winch, stocking and pulling eye selection',
      'Installation method statements for the cable contractor',
    ],
  },
  {
    id: 'supply-of-cable',
    label: 'Supply of Cable',
    title: 'Supply of cable and accessories',
    description:
      'Through established manufacturer relationships we supply LV, 11kV, 33kV and higher-voltage cables with matched joints and terminations, specified to the design and delivered to the programme.',
    checklist: [
      'Cables to BS 7870, BS 6622, IEC 60502 and IEC 60840 as required',
      'Joints, terminations and earthing accessories matched to the cable',
      'Drum lengths planned to the route and joint bay positions',
      'Factory test certificates and inspection',
      'Delivery scheduled to site sequencing',
      'Technical support during installation',
    ],
  },
  {
    id: 'soil-resistivity',
    label: 'Soil Resistivity Test',
    title: 'Soil thermal and electrical resistivity testing',
    description:
      'Cable ratings depend on how well the ground carries heat away, and earthing depends on how well it carries current. We measure both along the cable route and at substation sites.',
    checklist: [
      'Thermal resistivity measured with needle probes to IEEE 442',
      'Laboratory dry-out curves for critical routes',
      'Electrical resistivity by the Wenner method',
      'Test locations chosen along the route and at joint bays',
      'Factual report with values ready for rating calculations',
      'Recommendations for backfill where native soil is poor',
    ],
  },
];

export const cableProjectDelivery = {
  heading: 'Project delivery',
  statement:
    'Every cable package is delivered by a named engineer who owns it from data collection to handover. Calculations are independently checked, assumptions are recorded, and the final report gives your contractor everything needed to procure and install with confidence — on time and to budget.',
} as const;

export const cableSolutionsCallToAction: CallToAction = {
  heading: 'Need a cable rated, supplied or tested?',
  text: 'Send us your route and load data and we will propose a scope and programme.',
  label: 'Get in touch',
  href: '/contact',
};
