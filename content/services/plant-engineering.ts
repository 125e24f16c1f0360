import type {
  CallToAction,
  Card,
  PageHeroCopy,
  PageSeo,
  RelatedCaseStudy,
  ServiceTab,
  Step,
} from './types.ts';

// public-site.md §2 "Plant Engineering": tabs overview (initial), hv, lv, substation, primary,
// secondary, civil, commissioning; HV design 11kV to 220kV, LV below 1kV; 4-step design process;
// 6 benefit cards; why choose us; core values; get in touch call to action.

export const plantEngineeringSeo: PageSeo = {
  title: 'Plant Engineering',
  description:
    'HV design from 11kV to 220kV, LV design below 1kV, substation, primary, secondary and civil design, and testing and commissioning of power plant and containerised switchrooms.',
  path: '/services/plant-engineering',
  keywords: ['HV plant design', 'substation design', '33kV switchroom', 'LV design BS 7671', 'commissioning'],
};

export const plantEngineeringHero: PageHeroCopy = {
  eyebrow: 'Our services',
  heading: 'Plant Engineering',
  lead: 'High-voltage and low-voltage plant, substations and containerised switchrooms, engineered from the first single-line diagram to energisation — for network operators, ICPs, IDNOs, renewables developers and private network owners.',
  image: 'plant-engineering',
};

export const plantEngineeringTabs: readonly ServiceTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    title: 'Plant engineering from concept to commissioning',
    description:
      'We design the electrical plant that connects generation, storage and demand to the grid. One team covers high-voltage and low-voltage design, substation layout, primary and secondary systems, civil works and commissioning, so interfaces are resolved on our drawings rather than on site.',
    checklist: [
      'HV design from 11kV to 220kV and LV design below 1kV',
      'Grid, primary and secondary substations, including containerised switchrooms',
      'Designs prepared for DNO, ICP and IDNO adoption under ENA EREC G81',
      'Single-line diagrams, layouts, schematics and equipment specifications',
      'Construction (Design and Management) Regulations 2015 designer duties fulfilled',
      'Support from feasibility through procurement, construction and energisation',
    ],
  },
  {
    id: 'hv',
    label: 'HV Design',
    title: 'High-voltage design: 11kV to 220kV',
    description:
      'We engineer HV connections and networks for generation, storage and large demand sites at 11kV, 33kV, 66kV, 132kV and up to 220kV, balancing fault level, thermal rating, security of supply and the connecting network operator’s requirements.',
    checklist: [
      'Single-line diagrams and operational schematics',
      'Switchgear, transformer and busbar ratings against calculated fault levels',
      'HV cable sizing to IEC 60287 and ENA ER P17, including grouping and installation conditions',
      'Insulation coordination and surge arrester selection',
      'Interface design with the network operator’s point of connection',
      'Compliance with BS EN 61936-1 and the BS EN 62271 switchgear series',
    ],
  },
  {
    id: 'lv',
    label: 'LV Design',
    title: 'Low-voltage design: below 1kV',
    description:
      'Low-voltage systems keep substations, battery sites and plant rooms running. We design LV distribution and auxiliary supplies below 1kV to BS 7671, with protective devices that discriminate and cables sized for both load and fault conditions.',
    checklist: [
      'LVAC distribution boards and substation auxiliary supplies',
      'Cable sizing for current rating, voltage drop and adiabatic fault withstand',
      'Protective device selection and discrimination studies',
      'Earthing arrangements (TN-S, TN-C-S and TT) and automatic disconnection checks',
      'Small power, lighting and heating for switchrooms and control buildings',
      'Design to BS 7671 with schedules ready for the installing contractor',
    ],
  },
  {
    id: 'substation',
    label: 'Substation Design',
    title: 'Substation and switchroom design',
    description:
      'From secondary substations to 132kV grid compounds, we lay out plant for safe operation, maintenance access and future extension, and package it as outdoor compounds, buildings or factory-built containerised switchrooms.',
    checklist: [
      'General arrangement, elevations and equipment layouts',
      'Electrical and working clearances to BS EN 61936-1 and operator standards',
      'Containerised switchroom design, including ventilation and internal arc venting',
      'Earthing and lightning protection integrated with the layout',
      'Access, security fencing and fire separation between transformers',
      'Provision for future bays and network reinforcement',
    ],
  },
  {
    id: 'primary',
    label: 'Primary Design',
    title: 'Primary plant design',
    description:
      'Primary design covers the equipment that carries power: transformers, switchgear, busbars, instrument transformers and power cables. We specify each item so that it is rated for the duty, coordinated with its neighbours and procurable from the market.',
    checklist: [
      'Power transformer specification to IEC 60076, including vector group and tap range',
      'HV and LV switchgear specification, including ratings and interlocking',
      'Current and voltage transformer ratios, classes and burdens',
      'Busbar and conductor ratings for continuous and short-time current',
      'Reactive compensation and neutral earthing equipment',
      'Technical schedules and tender evaluation support',
    ],
  },
  {
    id: 'secondary',
    label: 'Secondary Design',
    title: 'Secondary systems design',
    description:
      'Secondary design controls and protects the primary plant. We produce the schematics, wiring and panel designs that connect relays, control systems, DC supplies, metering and SCADA into one coherent, testable whole.',
    checklist: [
      'Protection and control panel design and wiring diagrams',
      'Trip, close, alarm and interlock schematics',
      '110V DC battery and charger sizing for tripping and standing loads',
      'SCADA and RTU interfaces, including IEC 61850 substation automation',
      'Settlement metering to the BSC Codes of Practice',
      'Cable schedules, terminal diagrams and as-built records',
    ],
  },
  {
    id: 'civil',
    label: 'Civil Design',
    title: 'Civil and structural design',
    description:
      'Electrical plant needs sound civil works. We coordinate foundations, cable routes, drainage and oil containment with the electrical design so that the site is buildable, maintainable and environmentally compliant.',
    checklist: [
      'Transformer plinths with oil containment bunds',
      'Switchroom and container foundations',
      'Cable trenches, ducts, draw pits and crossings',
      'Surface water drainage and oil interceptors',
      'Access roads, hardstanding and security fencing',
      'Lightning protection risk assessment to BS EN 62305',
    ],
  },
  {
    id: 'commissioning',
    label: 'Testing & Commissioning',
    title: 'Testing and commissioning',
    description:
      'We plan and witness the tests that prove the installation is safe and built as designed, then support energisation with the network operator. Test records are issued in a form ready for adoption and for the asset owner’s maintenance regime.',
    checklist: [
      'Factory acceptance test witnessing',
      'Insulation resistance, contact resistance and HV cable sheath testing',
      'CT ratio and polarity checks, secondary and primary injection testing',
      'Protection scheme functional and trip tests',
      'Energisation programmes and switching schedules',
      'Load-bank testing of generators and auxiliary systems',
    ],
  },
];

export const plantDesignProcess: readonly Step[] = [
  {
    title: 'Requirements Analysis',
    description:
      'We confirm the connection offer, load and generation profile, site constraints, adopting-party standards and programme, and record them as a design basis.',
  },
  {
    title: 'Conceptual Design',
    description:
      'Options for the single-line diagram and site layout are compared for cost, security, buildability and operation, and one is taken forward with the client.',
  },
  {
    title: 'Detailed Engineering',
    description:
      'Calculations, drawings, equipment specifications and schedules are produced and checked, ready for procurement, construction and adoption.',
  },
  {
    title: 'Review and Optimisation',
    description:
      'Independent design review, value engineering and constructability checks refine the design before it is issued for construction.',
  },
];

export const plantBenefits: readonly Card[] = [
  {
    title: 'Full voltage range',
    description: 'One team for LV below 1kV and HV from 11kV to 220kV, so every interface is designed once.',
  },
  {
    title: 'Adoption-ready designs',
    description:
      'Designs follow DNO, ICP and IDNO specifications and EREC G81, avoiding costly redesign at approval.',
  },
  {
    title: 'Integrated disciplines',
    description:
      'Primary, secondary, civil and earthing design coordinated in one model and one drawing set.',
  },
  {
    title: 'Safety by design',
    description:
      'Hazards removed at the design stage under CDM 2015, with safe access for operation and maintenance.',
  },
  {
    title: 'Value engineering',
    description:
      'Equipment rated for the duty, not oversized, with whole-life cost considered in every choice.',
  },
  {
    title: 'Support to energisation',
    description:
      'We stay with the project through construction queries, testing, commissioning and handover.',
  },
];

export const plantCoreValues: readonly Card[] = [
  {
    title: 'Trust',
    description:
      'Honest advice, transparent assumptions and calculations that clients, contractors and network operators can check.',
  },
  {
    title: 'Impact',
    description:
      'Plant that connects renewable generation and storage sooner, and keeps networks resilient for decades.',
  },
  {
    title: 'Excel',
    description:
      'Engineering that is checked, reviewed and continually improved, measured against current standards.',
  },
];

export const plantCallToAction: CallToAction = {
  heading: 'Planning a substation or switchroom?',
  text: 'Tell us about your connection and programme. An engineer will review your requirements and explain how we can help.',
  label: 'Get in touch',
  href: '/contact',
};

export const plantRelatedCaseStudies: readonly RelatedCaseStudy[] = [
  {
    title: 'Design and Supply of a 33kV Containerised Switchroom',
    summary:
      'A factory-built 33kV switchroom with its DC system and 4000A LVAC panel, delivered ready to install.',
    href: '/case-studies/design&supply',
  },
  {
    title: 'Load Bank Testing of 7 MVA, 11kV Standby Generation',
    summary: 'A 12-hour test proving a data centre’s standby generators at 7 MVA and 0.8 power factor.',
    href: '/case-studies/loadtestcasestudy',
  },
];
