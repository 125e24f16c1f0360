import type {
  CallToAction,
  Card,
  DocumentLink,
  PageHeroCopy,
  PageSeo,
  RelatedCaseStudy,
  ServiceTab,
} from './types.ts';

// public-site.md §2 "Earthing Design": intro with a button opening an earthing solutions PDF;
// tabs earthing calculation, supply of earthing materials, fall of potential survey, soil
// resistivity test; standards and compliance (3 cards); additional services (6 cards);
// call to action Request a Consultation linking to /contact.

export const earthingSeo: PageSeo = {
  title: 'Earthing Solution',
  description:
    'Substation and BESS earthing design to BS EN 50522, BS 7430 and ENA TS 41-24: EPR, touch and step voltage studies, earthing materials, fall of potential and soil resistivity surveys.',
  path: '/services/earthing-solution',
  keywords: ['earthing design', 'ENA TS 41-24', 'BS EN 50522', 'EPR study', 'fall of potential test'],
};

export const earthingHero: PageHeroCopy = {
  eyebrow: 'Our services',
  heading: 'Earthing Solution',
  lead: 'Earthing design, materials and testing that keep people safe and plant protected when faults occur — for substations, battery storage, solar and wind sites.',
  image: 'earthing',
};

export const earthingIntro = {
  heading: 'Safe earthing, proven by calculation and measurement',
  paragraphs: [
    'An earthing system must limit touch and step voltages, carry fault current without damage and let protection operate reliably. We model the soil, the fault current and the electrode together, so the design is neither unsafe nor over-engineered.',
    'Our earthing solutions brochure describes the service in detail, with typical deliverables and site data requirements.',
  ],
} as const;

export const earthingBrochure: DocumentLink = {
  label: 'View the earthing solutions brochure',
  href: '/documents/earthing-solutions.pdf',
  description: 'Earthing design, materials and testing services (PDF).',
};

export const earthingTabs: readonly ServiceTab[] = [
  {
    id: 'earthing-calculation',
    label: 'Earthing Calculation',
    title: 'Earthing calculation and design',
    description:
      'We calculate earth potential rise, touch and step voltages and conductor ratings for the worst-case fault, using a soil model built from site measurements, and design the electrode system that achieves a safe result.',
    checklist: [
      'Multi-layer soil modelling from resistivity measurements',
      'Earth fault current distribution and ground return current',
      'Earth potential rise and hot or cold site classification',
      'Touch, step and transfer voltage assessment against BS EN 50522',
      'Conductor and electrode sizing for fault current and duration',
      'HV/LV earthing segregation or combination decisions',
    ],
  },
  {
    id: 'earthing-materials',
    label: 'Supply of Earthing Materials',
    title: 'Supply of earthing materials',
    description:
      'We supply the materials specified in our designs — conductors, rods, clamps and test points — so the installed system matches the calculation and is ready for inspection.',
    checklist: [
      'Bare and insulated copper earth conductor in standard sizes',
      'Copper-bonded and solid copper earth rods with couplers',
      'Exothermic welding materials and compression connectors',
      'Earth bars, disconnecting links and test clamps',
      'Inspection pits and test chambers',
      'Material schedules matched to the design drawings',
    ],
  },
  {
    id: 'fall-of-potential',
    label: 'Fall of Potential Survey',
    title: 'Fall of potential survey',
    description:
      'The fall of potential method measures the resistance of an installed earth electrode. We plan test lead routes long enough to reach a true reference, and interpret the curve to confirm the design value has been achieved.',
    checklist: [
      'Test method to BS 7430 and ENA TS 41-24',
      'Current and potential lead routes planned for large electrodes',
      'Curve analysis, including the 61.8% rule where applicable',
      'Measurement of individual rods and the complete system',
      'Comparison with the design resistance',
      'Test report suitable for DNO and ICP adoption records',
    ],
  },
  {
    id: 'soil-resistivity',
    label: 'Soil Resistivity Test',
    title: 'Soil resistivity testing',
    description:
      'Earthing design starts with the ground. We measure soil resistivity across the site with the Wenner method and turn the results into a layered soil model for the design.',
    checklist: [
      'Wenner array measurements on several traverses',
      'Probe spacings from 0.5 m to tens of metres',
      'Records of ground conditions, weather and buried services',
      'Interpretation into a two-layer or multi-layer soil model',
      'Seasonal variation considered in the design values',
      'Factual and interpretive reporting',
    ],
  },
];

export const earthingStandards: readonly Card[] = [
  {
    title: 'BS EN 50522',
    description:
      'Earthing of power installations exceeding 1 kV a.c.: the permissible touch voltages and design rules that our calculations demonstrate compliance with.',
  },
  {
    title: 'BS 7430',
    description:
      'Code of practice for protective earthing of electrical installations, applied to LV systems, electrode design and earth resistance testing.',
  },
  {
    title: 'ENA TS 41-24 and EREC S34',
    description:
      'The UK network operators’ guidelines for substation earthing design and the method for assessing earth potential rise, used for all adoptable work.',
  },
];

export const earthingAdditionalServices: readonly Card[] = [
  {
    title: 'EPR and hot site assessment',
    description:
      'Earth potential rise contours and hot zone assessment for telecommunications and third parties.',
  },
  {
    title: 'Transfer potential studies',
    description: 'Assessment of voltages transferred along fences, pipelines, cable sheaths and railways.',
  },
  {
    title: 'Lightning protection',
    description: 'Risk assessment and lightning protection system design to the BS EN 62305 series.',
  },
  {
    title: 'Earthing integrity testing',
    description:
      'Continuity and integrity tests on existing earthing systems, with remedial recommendations.',
  },
  {
    title: 'Fence earthing design',
    description:
      'Bonded or independently earthed fence designs that keep touch voltages safe at the perimeter.',
  },
  {
    title: 'Design review',
    description:
      'Independent review of third-party earthing designs for adoption, insurance or due diligence.',
  },
];

export const earthingCallToAction: CallToAction = {
  heading: 'Talk to an earthing specialist',
  text: 'Share your site layout and fault level information and we will advise on the surveys and studies your project needs.',
  label: 'Request a Consultation',
  href: '/contact',
};

export const earthingRelatedCaseStudy: RelatedCaseStudy = {
  title: 'Earthing System Design for a 50MW Battery Energy Storage System in Yorkshire',
  summary: 'Soil modelling, EPR and touch and step voltage analysis for a 50MW BESS, achieving 0.11 ohm.',
  href: '/case-studies/earthingsystemdesign',
};
