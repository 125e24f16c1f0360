// Decision 028: what a tender is described by: its sector, its voltage range and the seven services
// a statement may offer, each with the summary the PDF prints and the keywords suggestions look
// for. Copy the company edits, kept apart from the statement's schemas (capability-statements.ts,
// which re-exports it).

export const SECTORS = [
  'utilities',
  'renewables',
  'rail',
  'data-centres',
  'industrial',
  'public-sector',
] as const;
export type Sector = (typeof SECTORS)[number];

export const SECTOR_LABELS: Record<Sector, string> = {
  utilities: 'Utilities and network operators',
  renewables: 'Renewables and storage',
  rail: 'Rail',
  'data-centres': 'Data centres',
  industrial: 'Industrial and manufacturing',
  'public-sector': 'Public sector',
};

/** Words a case study or product about the sector tends to use (lower case, matched as words). */
export const SECTOR_KEYWORDS: Record<Sector, readonly string[]> = {
  utilities: [
    'dno',
    'idno',
    'utility',
    'network operator',
    'distribution network',
    'substation',
    'g99',
    'adoption',
  ],
  renewables: [
    'solar',
    'wind',
    'bess',
    'battery',
    'storage',
    'renewable',
    'photovoltaic',
    'pv',
    'g99',
    'inverter',
  ],
  rail: ['rail', 'railway', 'traction', 'network rail', 'signalling', 'depot'],
  'data-centres': ['data centre', 'data center', 'ups', 'standby generator', 'critical power', 'tier'],
  industrial: ['industrial', 'factory', 'plant', 'manufacturing', 'process', 'motor', 'compex', 'refinery'],
  'public-sector': [
    'hospital',
    'nhs',
    'council',
    'university',
    'school',
    'public sector',
    'ministry',
    'airport',
  ],
};

export const VOLTAGE_RANGES = ['lv', '11kv', '33kv', '132kv', 'transmission'] as const;
export type VoltageRange = (typeof VOLTAGE_RANGES)[number];

export const VOLTAGE_RANGE_LABELS: Record<VoltageRange, string> = {
  lv: 'Low voltage (up to 1 kV)',
  '11kv': 'High voltage, 6.6 and 11 kV',
  '33kv': 'High voltage, 33 kV',
  '132kv': 'Extra high voltage, 66 and 132 kV',
  transmission: 'Transmission, 275 and 400 kV',
};

/** The seven service pages, as a statement lists them (slug: the page's last path segment). */
export const STATEMENT_SERVICES = [
  {
    slug: 'power-system',
    label: 'Power System Studies',
    summary:
      'Load flow, short-circuit to IEC 60909, harmonics to G5/5, voltage step and flicker to P28/P29, and protection coordination, modelled in industry-standard software.',
    keywords: [
      'load flow',
      'short circuit',
      'iec 60909',
      'harmonic',
      'g5/5',
      'p28',
      'p29',
      'study',
      'studies',
      'stability',
    ],
  },
  {
    slug: 'protection-design',
    label: 'Protection Design',
    summary:
      'Protection philosophies, relay settings and grading, and witness testing, for LV to 132 kV networks and G99 interface protection.',
    keywords: ['protection', 'relay', 'grading', 'settings', 'g99', 'interlock', 'intertrip'],
  },
  {
    slug: 'earthing-solution',
    label: 'Earthing Solution',
    summary:
      'Soil resistivity surveys, earthing system design to BS EN 50522 and BS 7430, and rise-of-earth-potential and touch and step voltage studies.',
    keywords: [
      'earthing',
      'earth',
      'soil resistivity',
      'bs en 50522',
      'bs 7430',
      'rise of earth potential',
      'rep',
      'touch',
      'step',
    ],
  },
  {
    slug: 'cable-solution',
    label: 'Cable Solutions',
    summary:
      'Cable sizing and rating to IEC 60287, route design, sheath bonding, and installation support for LV to 132 kV circuits.',
    keywords: ['cable', 'iec 60287', 'sheath', 'bonding', 'route', 'rating', 'jointing'],
  },
  {
    slug: 'plant-engineering',
    label: 'Plant Engineering',
    summary:
      'Switchgear, transformer and substation plant specification, design and supply, through factory acceptance to energisation.',
    keywords: [
      'switchgear',
      'transformer',
      'substation',
      'plant',
      'ring main unit',
      'rmu',
      'switchroom',
      'design and supply',
    ],
  },
  {
    slug: 'battery-storage-integration',
    label: 'Battery Storage Integration',
    summary:
      'Grid connection, G99 compliance, protection and control design for battery energy storage systems.',
    keywords: ['battery', 'bess', 'storage', 'inverter', 'g99', 'grid connection'],
  },
  {
    slug: 'survey',
    label: 'Survey',
    summary:
      'Site and condition surveys, load and power-quality monitoring, and asset records, as the first step of a design.',
    keywords: ['survey', 'load test', 'monitoring', 'power quality', 'condition', 'asset'],
  },
] as const;
export type StatementServiceSlug = (typeof STATEMENT_SERVICES)[number]['slug'];
export const STATEMENT_SERVICE_SLUGS = STATEMENT_SERVICES.map((service) => service.slug) as [
  StatementServiceSlug,
  ...StatementServiceSlug[],
];
