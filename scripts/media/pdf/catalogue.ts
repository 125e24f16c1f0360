import { site } from '../../../content/site.ts';
import type { Block, DocumentSpec } from './types.ts';

// public/documents/design-catalogue.pdf: the brochure behind the footer's brochure button.

const services: readonly { name: string; summary: string; deliverables: readonly string[] }[] = [
  {
    name: 'Plant engineering',
    summary:
      'HV plant design from 11kV to 220kV, LV plant design below 1kV, outdoor and indoor substations and containerised switchrooms, taken from requirements through conceptual design and detailed engineering to commissioning support.',
    deliverables: [
      'Single-line diagrams, block diagrams and equipment schedules',
      'Substation general arrangement, layout and section drawings with electrical clearances',
      'Primary equipment specifications and datasheets: transformers, switchgear, instrument transformers',
      'Secondary design: protection, control and interlocking schematics, wiring and termination diagrams',
      'LVAC and DC auxiliary systems, including battery and charger sizing',
      'Civil interface drawings: plinths, bunds, cable trenches and foundations',
      'Commissioning schedules, test sheets and as-built documentation',
    ],
  },
  {
    name: 'Battery storage integration',
    summary:
      'Grid-scale battery energy storage systems integrated from feasibility to energisation: system design, grid code compliance and the revenue services that make a project bankable.',
    deliverables: [
      'System sizing and layout: power conversion, MV collection network and grid transformer',
      'Grid connection support and G99 compliance studies and documentation',
      'Technical requirements for Dynamic Containment, Moderation and Regulation, FFR and the Capacity Market',
      'Monitoring, metering and control system specifications',
      'Technical due diligence and owner’s engineer services',
    ],
  },
  {
    name: 'Cable solutions',
    summary:
      'LV, MV and HV cable systems designed to BS 7671, IEC 60287 and ERA/ENA ratings, with cable pulling calculations, supply of cable and in-situ thermal resistivity testing.',
    deliverables: [
      'Cable sizing reports: current rating, voltage drop and short-circuit withstand',
      'Cable schedules, route drawings and trench and duct cross-sections',
      'Pulling tension and sidewall pressure calculations, drum lengths and joint bay positions',
      'Sheath bonding arrangements for single-core circuits',
      'Soil thermal resistivity test reports and backfill recommendations',
    ],
  },
  {
    name: 'Earthing design',
    summary:
      'Earthing systems for substations, generation and storage sites designed to BS EN 50522, BS 7430, ENA TS 41-24 and EREC S34, from soil resistivity testing to fall-of-potential verification.',
    deliverables: [
      'Soil resistivity surveys (Wenner method) and multi-layer soil models',
      'Earth potential rise, touch and step voltage and transfer potential calculations',
      'Earth grid and electrode layout drawings and conductor sizing',
      'Supply of earthing materials',
      'Fall-of-potential surveys and commissioning test reports',
    ],
  },
  {
    name: 'Protection design',
    summary:
      'Protection schemes that clear faults selectively and fast: relay coordination studies, relay settings, relay and SCADA interfacing for distribution, generation and industrial networks.',
    deliverables: [
      'Protection philosophy and single-line protection diagrams',
      'Relay coordination studies with time-current grading curves',
      'Relay settings files and settings reports, including G99 interface protection',
      'Relay and SCADA interfacing: signal lists, IEC 61850, DNP3 and Modbus mapping',
      'Protection test sheets and commissioning support',
    ],
  },
  {
    name: 'Power system studies',
    summary:
      'Network studies that give connection applications and designs a firm technical footing, modelled in industry-standard software and reported to the standards network operators expect.',
    deliverables: [
      'G99 compliance studies and connection application support',
      'Load flow and short-circuit studies to IEC 60909 and ENA EREC G74',
      'Voltage step and flicker (EREC P28), unbalance (EREC P29) and harmonics (EREC G5/5)',
      'Reactive power capability, voltage control, fault ride through and transient stability',
      'Relay coordination and arc flash studies',
    ],
  },
  {
    name: 'Survey services',
    summary:
      'Site surveys that de-risk design and construction: topographical, geotechnical, environmental, hydrological, route and soil thermal resistivity surveys.',
    deliverables: [
      'Topographical surveys and site base plans',
      'Geotechnical and ground investigation coordination',
      'Environmental and hydrological constraint surveys',
      'Cable and overhead line route surveys',
      'Soil thermal resistivity surveys for cable ratings',
    ],
  },
];

const serviceBlocks: Block[] = services.flatMap((service) => [
  { kind: 'subheading', text: service.name },
  { kind: 'paragraph', text: service.summary },
  { kind: 'bullets', items: service.deliverables },
]);

const blocks: Block[] = [
  { kind: 'heading', text: 'About us' },
  {
    kind: 'paragraph',
    text: `${site.brand} was founded in ${site.foundedYear} by engineers with deep expertise in power grids and infrastructure. For more than twenty years we have designed substations, cable and earthing systems, protection schemes and grid connections for network operators, independent connection providers (ICPs), independent distribution network operators (IDNOs), renewables developers and owners of private networks.`,
  },
  {
    kind: 'paragraph',
    text: 'Our work spans smart grids, renewable energy integration, grid optimisation and resilient power networks. We are based in the United Kingdom and serve clients internationally from our offices in Colchester, New Delhi and Tashkent.',
  },
  {
    kind: 'facts',
    items: [
      ['50+', 'employees'],
      ['4', 'core teams'],
      ['20+', 'years of experience'],
      ['100+', 'partners'],
    ],
  },
  { kind: 'subheading', text: 'How we work' },
  {
    kind: 'table',
    rows: [
      [
        '1. Requirements analysis',
        'We confirm the connection offer, network data, site constraints, client standards and programme before design starts.',
      ],
      [
        '2. Conceptual design',
        'Options are compared on safety, cost, programme and maintainability, and the preferred arrangement is agreed.',
      ],
      [
        '3. Detailed engineering',
        'Drawings, calculations, specifications and studies are produced and checked under our quality procedures.',
      ],
      [
        '4. Review and optimisation',
        'Designs are reviewed with the client and network operator, refined and issued for construction.',
      ],
    ],
  },
  {
    kind: 'callout',
    title: 'Working with network operators',
    text: 'We design contestable and non-contestable works to the requirements of the host DNO or IDNO, support ICPs through design approval, and prepare the study and compliance evidence network operators need under the Distribution Code and Engineering Recommendation G99.',
  },
  { kind: 'pageBreak' },
  { kind: 'heading', text: 'Our services' },
  {
    kind: 'paragraph',
    text: 'Seven service areas, delivered by four core teams: plant and earthing design, power system and protection, cable and survey, and project delivery. Each service can be commissioned on its own or as part of a complete design package.',
  },
  ...serviceBlocks,
  { kind: 'heading', text: 'Standards we work to' },
  {
    kind: 'table',
    header: ['Standard', 'Scope'],
    rows: [
      [
        'ENA EREC G99',
        'Requirements for the connection of generation equipment in parallel with public distribution networks',
      ],
      ['ENA EREC G5/5', 'Harmonic voltage distortion and the connection of harmonic sources'],
      ['ENA EREC P28 and P29', 'Voltage fluctuations (step change and flicker) and voltage unbalance'],
      ['IEC 60909 and ENA EREC G74', 'Short-circuit currents in three-phase AC systems'],
      [
        'BS EN 50522 and ENA TS 41-24',
        'Earthing of power installations exceeding 1 kV AC; substation earthing',
      ],
      ['BS 7430 and ENA EREC S34', 'Protective earthing; assessing the rise of earth potential'],
      [
        'BS 7671 and IEC 60287',
        'Requirements for electrical installations; calculation of cable current ratings',
      ],
      ['IEC 61850', 'Communication networks and systems for power utility automation'],
      ['IEEE 1584', 'Guide for performing arc flash hazard calculations'],
    ],
  },
  { kind: 'heading', text: 'Sectors we serve' },
  {
    kind: 'table',
    rows: [
      ['Solar and wind', 'Grid connections, collector networks, substations and compliance studies'],
      ['Battery storage (BESS)', 'Integration design, earthing, protection and grid services'],
      [
        'Data centres and hospitals',
        'Resilient HV and LV supplies, standby generation and load-bank testing',
      ],
      ['Manufacturing', 'Private networks, power quality, protection and arc flash'],
      ['Utilities and railway', 'Substation, cable and earthing design to network operator standards'],
      ['Earthing', 'Specialist earthing studies, testing and materials for all of the above'],
    ],
  },
  { kind: 'pageBreak' },
  { kind: 'heading', text: 'Quality, health and safety' },
  {
    kind: 'paragraph',
    text: 'Every drawing, calculation and report is checked by a second engineer and approved before issue, under documented design procedures. We fulfil our duties as designers under the Construction (Design and Management) Regulations 2015, eliminating or reducing hazards at the design stage and recording the residual risks for contractors and operators.',
  },
  {
    kind: 'bullets',
    items: [
      'Design basis statements that record standards, assumptions and network data for each project',
      'Independent checking of calculations and studies, with a record of every revision',
      'Designer hazard and risk registers shared with the principal designer',
      'Engineers trained and supported towards professional registration with the IET',
    ],
  },
  { kind: 'heading', text: 'Our offices' },
  {
    kind: 'table',
    header: ['Office', 'Address'],
    rows: site.offices.map(
      (office) => [`${office.city}, ${office.country}`, office.lines.join(', ')] as const,
    ),
  },
  { kind: 'heading', text: 'Contact us' },
  {
    kind: 'table',
    rows: [
      ['Telephone', site.contact.phoneDisplay],
      ['E-mail', site.contact.email],
      ['Careers', site.contact.careersEmail],
      ['LinkedIn', site.contact.linkedinHref],
    ],
  },
  {
    kind: 'callout',
    title: 'Talk to an engineer',
    text: `Telephone ${site.contact.phoneDisplay} or e-mail ${site.contact.email}. Tell us about your site, your connection offer and your programme, and we will propose the right scope of design and studies.`,
  },
];

export function designCatalogue(image: Uint8Array): DocumentSpec {
  return {
    title: 'Design Catalogue',
    subject: 'Power engineering design services: company overview, service areas and deliverables',
    keywords: [
      'design catalogue',
      'substation design',
      'earthing design',
      'protection design',
      'power system studies',
      'G99',
    ],
    cover: {
      kicker: `${site.brand} · Since ${site.foundedYear}`,
      title: 'Design Catalogue',
      subtitle:
        'Power engineering design for network operators, ICPs, IDNOs, renewables developers and private network owners.',
      intro: `${site.tagline}. From HV substations and containerised switchrooms to battery storage, cables, earthing, protection and network studies, our engineers deliver designs that connect safely, comply first time and perform for decades.`,
      image,
      highlights: { title: 'Seven service areas', items: services.map((service) => service.name) },
    },
    blocks,
  };
}
