import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type DocumentCaseStudy,
  type DocumentImage,
  type DocumentProduct,
  STATEMENT_SERVICES,
  type StatementDocument,
} from '../../domain/capability-statements.ts';
import { FULL_WIDTH_PX, PART_WIDTH_PX, prepareImage } from './images.ts';

// Statement documents for the PDF tests and for looking at the PDF: real pictures from the
// site's media (public/media), prepared as the renderer prepares them, and text that reads like a
// power-engineering consultancy's.

const MEDIA = path.resolve(import.meta.dirname, '../../public/media');

/** A picture from public/media (its 960-pixel WebP), prepared for a PDF. */
export async function mediaImage(
  name: string,
  alt: string,
  maxWidth = PART_WIDTH_PX,
): Promise<DocumentImage> {
  return prepareImage(await readFile(path.join(MEDIA, `${name}-960.webp`)), { maxWidth, alt });
}

export const CASE_STUDY_PICTURES = [
  'case-earthing',
  'earthing',
  'hero-bess',
  'case-power-system',
  'power-system',
  'hero-solar',
  'case-switchroom',
  'switchroom',
  'plant-engineering',
  'case-load-test',
  'load-bank',
  'result-load-1',
  'cable-solutions',
  'gallery-substation-visit',
  'hero-substation',
  'protection',
  'gallery-relay-testing',
  'grid-control',
  'survey',
  'gallery-safety-briefing',
  'result-load-2',
  'battery-storage',
  'gallery-bess-visit',
  'contact',
  'product-transformer',
  'gallery-training-classroom',
  'about-team',
  'product-lv-board',
  'product-earthing-materials',
  'careers',
] as const;

type CaseStudyText = {
  title: string;
  slug: string;
  summary: string;
  challenge: string;
  solution: string;
  outcome: string[];
};

export const CASE_STUDY_TEXTS: CaseStudyText[] = [
  {
    title: 'Earthing System Design for a 50MW Battery Energy Storage System in Yorkshire',
    slug: 'earthingsystemdesign',
    summary:
      'A site-wide earthing system for a 50MW BESS and its 33kV substation, designed to BS EN 50522 and ENA TS 41-24 and achieving a combined earthing resistance of 0.11 Ω.',
    challenge:
      'The developer needed an earthing design for the whole site: the customer 33kV substation, the battery containers and inverter stations, the auxiliary supplies and the perimeter fence. The design had to keep touch and step voltages safe during an earth fault and show whether the site would be classed as hot, with the evidence the network operator needs to accept the connection.',
    solution:
      'Wenner measurements on four traverses were interpreted into a two-layer soil model: 85 Ω·m to a depth of 1.2 m over 36 Ω·m clay below. The network operator gave a maximum earth fault current of 6.5 kA, cleared within 1 s by back-up protection; about 45 % returns through the soil.\n\nA 70 mm² bare copper grid, buried at 0.6 m under the substation and the battery compound, with perimeter conductors and earth rods, was modelled to calculate its resistance and the surface potentials. Touch and step voltages were calculated across the compound and at the fence, and transfer potentials checked for the LV supplies, telecommunications and the fence.\n\nInterconnecting the substation grid with the earthing of the battery container and inverter arrays gave a combined resistance of 0.11 Ω and an earth potential rise of about 320 V, below the 430 V threshold at which a site is classed as hot.',
    outcome: [
      'Combined earthing resistance of 0.11 Ω, a cold site at about 320 V EPR',
      'No isolation equipment needed for telecommunications or LV supplies',
      'Design accepted by the network operator at the first submission',
    ],
  },
  {
    title: 'G99 Protection and Power System Studies for a 40MW Solar Farm in Suffolk',
    slug: 'powersystemstudies',
    summary:
      'Load flow, short-circuit, harmonic and protection studies for a 40MW solar farm connecting at 33kV, completed in time for the network operator’s G99 compliance review.',
    challenge:
      'The connection offer required the developer to show that the solar farm would meet the voltage, fault level and harmonic limits at the point of connection, with interface protection set to G99 and coordinated with the network operator’s own protection.',
    solution:
      'We built a model of the site and the upstream 33kV network, ran load flow across the reactive power range, short-circuit studies to IEC 60909, and a harmonic assessment to G5/5 using background measurements. Interface protection settings were graded against the network operator’s feeder protection and witness-tested on site.',
    outcome: [
      'G99 compliance accepted without a resubmission',
      'Harmonic emissions within G5/5 stage 2 limits with no filter needed',
      'Energised on the date of the connection agreement',
    ],
  },
  {
    title: '33kV Switchroom Replacement for a Water Utility Treatment Works in Essex',
    slug: 'designandsupply',
    summary:
      'Design and supply of a new 33kV switchroom, transformers and LV distribution for a treatment works that could not lose supply for more than four hours.',
    challenge:
      'The existing oil-filled switchgear had reached the end of its life and spares were no longer available. The works serves a quarter of a million people, so the changeover had to be planned around short outages agreed weeks in advance with the operations team.',
    solution:
      'We specified SF6-free gas-insulated switchgear, two 7.5 MVA transformers and a new LV board, designed the switchroom and cable routes, and staged the changeover over three planned outages with temporary generation in between.',
    outcome: [
      'Changeover completed in three outages of under four hours each',
      'Site fault level headroom increased for the planned sludge dryer',
    ],
  },
];

const EXTRA_TITLES = [
  'Load Bank Testing of Standby Generators at a Tier III Data Centre in Slough',
  'Cable Rating and Sheath Bonding Design for a 33kV Wind Farm Export Circuit',
  'Harmonic Assessment to G5/5 for a Rail Traction Supply Point in Kent',
  'Protection Grading Review for an NHS Hospital’s 11kV Private Network',
  'Condition Survey of 140 Ring Main Units for an Independent Network Operator',
  'Battery Storage Integration at a 20MW Co-located Solar Site in Lincolnshire',
  'Transformer Replacement at a Manufacturing Plant’s 11kV Intake in the Midlands',
  'Soil Resistivity Survey and Earthing Design for a 132kV Grid Substation',
  'Short-circuit and Arc Flash Study for a Food Processing Plant',
];

/** A case study absent from every fixture, for tests that check what is left out. */
export const ABSENT_CASE_STUDY_TITLE = 'Offshore HVDC Converter Station Commissioning in the North Sea';

function caseStudyText(index: number): CaseStudyText {
  const known = CASE_STUDY_TEXTS[index];
  if (known) return known;
  const base = CASE_STUDY_TEXTS[index % CASE_STUDY_TEXTS.length] as CaseStudyText;
  const title = EXTRA_TITLES[(index - CASE_STUDY_TEXTS.length) % EXTRA_TITLES.length] ?? base.title;
  return { ...base, title, slug: `case-study-${index + 1}` };
}

async function caseStudy(index: number, pictureCount: number): Promise<DocumentCaseStudy> {
  const text = caseStudyText(index);
  const pictures = await Promise.all(
    Array.from({ length: pictureCount }, (_, n) => {
      const name = CASE_STUDY_PICTURES[(index * 3 + n) % CASE_STUDY_PICTURES.length] ?? 'switchroom';
      return mediaImage(name, `${text.title}: photograph ${n + 1}`, n === 0 ? FULL_WIDTH_PX : PART_WIDTH_PX);
    }),
  );
  const [header = null, ...images] = pictures;
  return {
    id: `cs-${index + 1}`,
    title: text.title,
    summary: text.summary,
    sections: [
      { title: 'Challenge', text: text.challenge, items: [] },
      { title: 'Solution', text: text.solution, items: [] },
      { title: 'Outcome', text: '', items: text.outcome },
    ],
    headerImage: header,
    images,
    url: `https://voltline.example/case-studies/${text.slug}`,
  };
}

async function products(): Promise<DocumentProduct[]> {
  return [
    {
      id: 'p-1',
      code: 'GIS-36',
      name: '36kV SF6-free Gas-Insulated Switchgear',
      category: 'Switchgear',
      summary:
        'Compact, type-tested primary switchgear for 33kV networks, insulated with dry air instead of SF6, for substations, wind and solar farms and battery storage sites.',
      features: [
        'Dry-air insulation: no fluorinated gases to report or recover',
        'Front-access panels for switchrooms as narrow as 4.5 m',
        'Integrated protection relays and remote control ready for SCADA',
      ],
      specifications: [
        { label: 'Rated voltage', value: '36 kV' },
        { label: 'Rated normal current', value: '1250 A busbar, 630 A feeders' },
        { label: 'Short-time withstand current', value: '25 kA for 3 s' },
        { label: 'Internal arc classification', value: 'IAC AFLR 25 kA 1 s' },
        { label: 'Insulating medium', value: 'Dry air' },
        { label: 'Standards', value: 'IEC 62271-200, ENA TS 41-36' },
      ],
      image: await mediaImage('product-gis', '36kV gas-insulated switchgear panels in a switchroom'),
      url: 'https://voltline.example/products/gis-36',
    },
    {
      id: 'p-2',
      code: 'PSS-1000',
      name: '11/0.433kV Package Substation',
      category: 'Substations',
      summary:
        'A factory-built package substation with ring main unit, transformer and LV board in one enclosure, delivered tested and ready to connect.',
      features: ['Transformers from 500 kVA to 2 MVA', 'GRP or steel enclosures, IP54'],
      specifications: [
        { label: 'Transformer rating', value: '1000 kVA, Dyn11' },
        { label: 'HV switchgear', value: 'Extensible ring main unit, 630 A' },
        { label: 'LV distribution', value: '1600 A ACB incomer, 6 outgoing ways' },
        { label: 'Losses', value: 'EU Ecodesign Tier 2' },
      ],
      image: await mediaImage(
        'product-package-substation',
        'Package substation enclosure on a concrete plinth',
      ),
      url: 'https://voltline.example/products/pss-1000',
    },
  ];
}

export type FixtureOptions = { caseStudies?: number; picturesPerCaseStudy?: number };

/** A statement for a water utility's tender with `caseStudies` case studies (three by default). */
export async function statementFixture({
  caseStudies = 3,
  picturesPerCaseStudy = 3,
}: FixtureOptions = {}): Promise<StatementDocument> {
  return {
    kind: 'statement',
    title: 'Capability statement: 33kV network reinforcement framework',
    clientName: 'Anglian Water Services',
    tenderReference: 'AWS-2027-0142',
    dueDate: '2027-03-31',
    sector: 'Utilities and network operators',
    voltageRange: 'High voltage, 33 kV',
    issuedOn: '27 November 2026',
    company: {
      name: 'Voltline Engineering',
      founded: 2003,
      figures: [
        { value: '22+', label: 'Years in business' },
        { value: '350+', label: 'Projects delivered' },
        { value: '50+', label: 'Engineers and specialists' },
        { value: '3', label: 'Offices on three continents' },
      ],
      profile:
        'Voltline Engineering is an electrical power-engineering consultancy. For more than twenty years we have designed substations and plant, battery storage connections, cable and earthing systems, and the protection and power system studies that prove them, for network operators, ICPs and renewables developers in the United Kingdom and abroad.',
      website: 'voltline.example',
      phone: '+44 (0)1206 000 000',
      email: 'enquiries@voltline.example',
    },
    introduction:
      'This statement sets out our experience of 33kV network reinforcement for water utilities: the studies, designs and supply we would bring to the framework.\n\nEvery project below was delivered by the engineers named in this statement, from our Colchester office.',
    services: STATEMENT_SERVICES.slice(0, 4).map((service) => ({
      label: service.label,
      summary: service.summary,
    })),
    caseStudies: await Promise.all(
      Array.from({ length: caseStudies }, (_, index) => caseStudy(index, picturesPerCaseStudy)),
    ),
    products: await products(),
    people: [
      {
        name: 'Amelia Hart',
        role: 'Managing Director, Chartered Engineer',
        biography:
          'Amelia founded the company in 2003 after twelve years in distribution network design. She leads the utilities and renewables work and chairs the technical review of every design that leaves the office.',
        portrait: await mediaImage('team-md', 'Portrait of Amelia Hart'),
      },
      {
        name: 'Rahul Mehta',
        role: 'Head of Protection and Studies',
        biography:
          'Rahul leads the studies team across the Colchester and New Delhi offices: load flow, short-circuit, harmonics and protection settings for connections from 11kV to 132kV.',
        portrait: await mediaImage('team-ceo', 'Portrait of Rahul Mehta'),
      },
    ],
    accreditations: [
      {
        name: 'ISO 9001:2015',
        issuer: 'BSI',
        certificateNumber: 'FS 612345',
        scope: 'Design of electrical power systems and supply of plant',
        expiresOn: '2028-04-30',
      },
      {
        name: 'ISO 14001:2015',
        issuer: 'BSI',
        certificateNumber: 'EMS 712345',
        scope: 'Environmental management',
        expiresOn: '2028-04-30',
      },
      {
        name: 'ISO 45001:2018',
        issuer: 'BSI',
        certificateNumber: 'OHS 812345',
        scope: null,
        expiresOn: '2027-06-15',
      },
      {
        name: 'National Electricity Registration Scheme',
        issuer: 'Lloyd’s Register',
        certificateNumber: 'NERS 0123',
        scope: 'Design of contestable connections up to 33kV',
        expiresOn: null,
      },
    ],
    offices: [
      {
        name: 'Colchester',
        country: 'United Kingdom',
        addressLines: ['Unit 1, Example Business Park', 'Colchester, Essex', 'CO1 0AA'],
        phone: '+44 (0)1206 000 000',
        email: 'enquiries@voltline.example',
        isHeadOffice: true,
      },
      {
        name: 'New Delhi',
        country: 'India',
        addressLines: ['Office 101, Example Tower', 'Connaught Place', 'New Delhi 110001'],
        phone: '+91 11 0000 0000',
        email: 'india@voltline.example',
        isHeadOffice: false,
      },
      {
        name: 'Tashkent',
        country: 'Uzbekistan',
        addressLines: ['Example Street 1', 'Tashkent 100000'],
        phone: '+998 71 000 00 00',
        email: 'tashkent@voltline.example',
        isHeadOffice: false,
      },
    ],
  };
}

/** A case study's one-page PDF document, as the public page asks for it. */
export async function caseStudySheetFixture(index = 0): Promise<StatementDocument> {
  const statement = await statementFixture({ caseStudies: 0 });
  const single = await caseStudy(index, 3);
  return {
    ...statement,
    kind: 'case-study',
    title: single.title,
    clientName: null,
    tenderReference: null,
    dueDate: null,
    sector: null,
    voltageRange: null,
    introduction: null,
    services: [],
    caseStudies: [single],
    products: [],
    people: [],
    accreditations: [],
    offices: [],
  };
}
