import { productCategoryColour } from '../../domain/constants.ts';
import type { ProductInput } from '../db/products.ts';

// Sample products across the five categories of admin.md §3, written as a consultancy that
// specifies and supplies this equipment would list it: ratings a buyer checks first, with units
// and the standards they are tested to. Each thumbnail is the product's own drawing in public/media
// (scripts/media/scenes-products.ts).

function category(name: string) {
  return { name, color: productCategoryColour(name) };
}

function specs(rows: Record<string, string>) {
  return Object.entries(rows).map(([key, value]) => ({ key, value }));
}

/** In the order the list shows them (newest first). */
export const sampleProducts: readonly ProductInput[] = [
  {
    id: 'sg-gis-36kv',
    title: '36kV Gas-Insulated Switchgear',
    category: category('Switchgear'),
    description:
      'Compact, factory-tested gas-insulated switchgear for 33kV primary substations, windfarm and solar collector networks and battery storage connections.',
    content: [
      'A modular, single-busbar gas-insulated switchboard for 33kV networks. Circuit breakers, three-position disconnectors and busbars sit in sealed-for-life stainless-steel tanks, so the switchboard is unaffected by dust, humidity and altitude and needs no gas handling on site.',
      'Each panel is type tested to IEC 62271-200 with internal arc classification on three sides, and is supplied with numerical protection relays, current and voltage transformers and a marshalled secondary wiring compartment, ready for our protection and SCADA designs.',
      'We specify the board to the network operator’s requirements, witness its factory acceptance tests and support its installation and commissioning on site.',
    ].join('\n'),
    thumbnail: '/media/product-gis-960.webp',
    features: [
      'Vacuum circuit breakers with spring-operated mechanisms, rated for 10,000 operations (class M2, E2, C2)',
      'Three-position disconnector and earthing switch with mechanical interlocks',
      'Internal arc classification IAC AFLR 25 kA 1 s for installation in containers and compact switchrooms',
      'Sealed-for-life gas tanks: no gas handling on site, unaffected by dust and humidity',
      'Cable connection by plug-in bushings (interface C) from the front, with cable testing without disconnection',
      'Numerical protection relays with IEC 61850 communication for substation automation',
    ],
    specifications: specs({
      'Rated voltage': '36 kV (for 33 kV networks)',
      'Rated frequency': '50 Hz',
      'Rated current, busbar': '1250 A (2000 A option)',
      'Rated current, feeders': '630 A or 1250 A',
      'Short-time withstand current': '25 kA for 3 s',
      'Peak withstand current': '62.5 kA',
      'Lightning impulse withstand voltage': '170 kV',
      'Power-frequency withstand voltage': '70 kV, 1 min',
      'Internal arc classification': 'IAC AFLR 25 kA 1 s',
      'Loss of service continuity': 'LSC2',
      'Degree of protection': 'IP65 (gas tank), IP3X (enclosure)',
      Standards: 'IEC 62271-1, IEC 62271-100, IEC 62271-200',
    }),
    specificationsObject: {},
    applications: [
      '33kV primary and customer substations',
      'Windfarm and solar PV collector networks',
      'Battery energy storage system (BESS) grid connections',
      'Containerised switchrooms and space-restricted sites',
    ],
  },
  {
    id: 'tx-2500kva-33kv',
    title: '2.5 MVA 33/0.433kV Distribution Transformer',
    category: category('Transformers'),
    description:
      'Hermetically sealed, oil-immersed distribution transformer meeting the EU Ecodesign Tier 2 loss limits, for industrial sites, data centres and solar and storage auxiliaries.',
    content: [
      'A three-phase, ground-mounted distribution transformer stepping a 33kV supply down to 433V for the site’s low-voltage distribution. It is the transformer we design around in our containerised switchroom packages, matched to a 4000 A LV main distribution board.',
      'The hermetically sealed tank needs no conservator or breather and little maintenance. Losses meet the Ecodesign Tier 2 limits of Commission Regulation (EU) 548/2014, cutting running costs over the transformer’s life.',
      'We size the transformer from the site’s load profile, check its fault level and voltage regulation in our studies, and specify its protection and earthing.',
    ].join('\n'),
    thumbnail: '/media/product-transformer-960.webp',
    features: [
      'Hermetically sealed corrugated tank: no conservator, breather or oil sampling routine',
      'Losses to EU Ecodesign Tier 2 (Regulation (EU) 548/2014)',
      'Off-circuit tap changer, ±2 × 2.5 %',
      'Mineral oil or biodegradable synthetic ester (K-class) filling',
      'Integrated protection relay for gas, pressure and oil temperature, with trip contacts',
      'Cable boxes for HV and LV cables, or direct LV busbar connection to the LV board',
    ],
    specifications: specs({
      'Rated power': '2500 kVA (ONAN)',
      'Primary voltage': '33 kV',
      'Secondary voltage (no load)': '433 V',
      'Rated current, HV / LV': '43.7 A / 3333 A',
      'Vector group': 'Dyn11',
      'Impedance voltage': '6.25 %',
      'Tapping range': '±2 × 2.5 %, off-circuit',
      Frequency: '50 Hz',
      Cooling: 'ONAN',
      'Insulation level (HV)': 'LI 170 kV / AC 70 kV',
      Losses: 'Within EU Ecodesign Tier 2 limits',
      Standards: 'IEC 60076-1, IEC 60076-5, BS EN 50588-1',
    }),
    specificationsObject: {},
    applications: [
      'Industrial and commercial site supplies at 33kV',
      'Data centre and hospital substations',
      'Auxiliary supplies for solar PV and BESS sites',
      'Containerised and package substations',
    ],
  },
  {
    id: 'pd-lv-board-4000',
    title: '4000 A LV Main Distribution Board',
    category: category('Power Distribution'),
    description:
      'Form 4b low-voltage main distribution board with a 4000 A air circuit breaker incomer, verified to BS EN 61439-2 for industrial and data centre supplies.',
    content: [
      'A floor-standing low-voltage switchboard that takes the output of a 2.5 MVA transformer and distributes it to the site through moulded-case and air circuit breakers. Form 4b separation lets one outgoing way be worked on while its neighbours stay in service.',
      'The board is design-verified to BS EN 61439-1 and -2, including short-circuit withstand and temperature rise, and is built and routine-tested before delivery. It is the LVAC board of our 33kV containerised switchroom design.',
    ].join('\n'),
    thumbnail: '/media/product-lv-board-960.webp',
    features: [
      '4000 A four-pole air circuit breaker incomer with electronic protection and metering',
      'Form 4b Type 6 internal separation for safe work on individual circuits',
      'Withdrawable outgoing air circuit breakers and fixed moulded-case circuit breakers',
      'Multifunction power meters with Modbus communication to the building or SCADA system',
      'Space and busbar capacity reserved for future circuits',
      'Top or bottom cable entry, or busbar trunking connection to the transformer',
    ],
    specifications: specs({
      'Rated operational voltage': '400/415 V AC, 3-phase 4-wire, 50 Hz',
      'Rated current, main busbar': '4000 A',
      'Rated short-time withstand current': '80 kA for 1 s',
      'Rated peak withstand current': '176 kA',
      'Rated insulation voltage': '1000 V',
      'Form of internal separation': 'Form 4b Type 6',
      'Degree of protection': 'IP42 (IP54 option)',
      'Earthing system': 'TN-S',
      'Internal arc': 'Tested to IEC TR 61641 (option)',
      Standards: 'BS EN 61439-1, BS EN 61439-2',
    }),
    specificationsObject: {},
    applications: [
      'LVAC boards in substations and containerised switchrooms',
      'Industrial plants and warehouses',
      'Data centres and hospitals with standby generation',
      'Auxiliary supplies for renewable generation and storage sites',
    ],
  },
  {
    id: 'pd-package-substation-1000',
    title: '11kV Package Substation, 1000 kVA',
    category: category('Power Distribution'),
    description:
      'A complete, factory-assembled 11kV/433V substation — ring main unit, transformer and LV board in one enclosure — ready for network operator adoption.',
    content: [
      'A compact secondary substation delivered to site as one unit: an 11kV ring main unit, a 1000 kVA transformer and an LV distribution board in a steel or GRP enclosure, wired and tested in the factory.',
      'The enclosure is type tested to IEC 62271-202 with internal arc classification, so the substation can stand in public areas. We design the foundation, cabling and earthing, and prepare the documents the network operator needs to adopt it.',
    ].join('\n'),
    thumbnail: '/media/product-package-substation-960.webp',
    features: [
      'Ring main unit with two ring switches and a vacuum circuit breaker tee-off with self-powered protection',
      '1000 kVA hermetically sealed transformer to Ecodesign Tier 2',
      'LV board with 1600 A incomer and up to six outgoing ways',
      'Internal arc classified enclosure, IAC AB 20 kA 1 s, for public areas',
      'Single lift on to a prepared base: installation in a day',
    ],
    specifications: specs({
      'Rated voltage, HV': '12 kV (for 11 kV networks)',
      'Transformer rating': '1000 kVA, 11/0.433 kV, Dyn11',
      'Rated current, RMU ring switches': '630 A',
      'Short-time withstand current, HV': '20 kA for 3 s',
      'Rated current, LV incomer': '1600 A',
      'Enclosure class': 'Class 10 (temperature rise)',
      'Internal arc classification': 'IAC AB 20 kA 1 s',
      'Degree of protection': 'IP54 (enclosure)',
      Standards: 'IEC 62271-202, IEC 62271-200, IEC 60076, BS EN 61439-2',
    }),
    specificationsObject: {},
    applications: [
      'New-build housing and commercial developments',
      'Network reinforcement by DNOs and ICPs',
      'EV charging hubs and bus depots',
      'Temporary supplies for construction sites',
    ],
  },
  {
    id: 'ev-rapid-150',
    title: '150 kW DC Rapid Charger',
    category: category('EV Charging'),
    description:
      'Dual-outlet DC rapid charger with CCS2 and dynamic power sharing, for fleet depots, motorway services and public charging hubs.',
    content: [
      'A 150 kW DC rapid charger for public and fleet charging. Two CCS2 outlets share the cabinet’s power dynamically, so one vehicle can take the full 150 kW or two can charge together.',
      'We design the charging hub’s supply — connection application, transformer and LV board sizing, cabling, earthing to BS 7671 Section 722 and protection — and integrate the chargers with the site’s load management so the hub stays within its agreed capacity.',
    ].join('\n'),
    thumbnail: '/media/product-ev-charger-960.webp',
    features: [
      'Two CCS2 outlets with dynamic power sharing; one at 150 kW or two at 75 kW each',
      'Contactless card payment and RFID, as required for public rapid chargers',
      'OCPP 1.6J and 2.0.1 back-office communication over 4G or Ethernet',
      'Load management input to stay within the site’s agreed supply capacity',
      'Liquid-cooled cables for light handling at full current',
    ],
    specifications: specs({
      'Rated output power': '150 kW',
      'Input supply': '400 V AC ±10 %, 3-phase, 50 Hz',
      'Output voltage range': '150–1000 V DC',
      'Maximum output current': '375 A',
      'Peak efficiency': '≥ 95 %',
      'Input power factor': '≥ 0.99 at full load',
      'Degree of protection': 'IP55',
      'Impact resistance': 'IK10',
      'Operating temperature': '−30 °C to +50 °C',
      Standards: 'IEC 61851-1, IEC 61851-23, IEC 62196-3, BS 7671 Section 722',
    }),
    specificationsObject: {},
    applications: [
      'Motorway service areas and public charging hubs',
      'Bus, taxi and logistics fleet depots',
      'Retail and leisure car parks',
      'Workplace charging with on-site storage or solar',
    ],
  },
  {
    id: 'ot-earthing-system',
    title: 'Substation Earthing System Materials',
    category: category('Other'),
    description:
      'Copper earthing conductors, copper-bonded rods, test links and exothermic joints, supplied to our earthing designs to BS EN 50522 and ENA TS 41-24.',
    content: [
      'The materials for a substation or BESS earthing system, scheduled from our earthing design: bare copper conductor for the buried grid, copper-bonded steel rods, disconnecting test links and exothermic welded joints.',
      'Conductor sizes are chosen for the fault current and its duration to BS EN 50522 and ENA TS 41-24, and every component is tested to BS EN 62561. We can follow supply with a fall-of-potential test to confirm the installed earth resistance.',
    ].join('\n'),
    thumbnail: '/media/product-earthing-materials-960.webp',
    features: [
      'Stranded bare copper conductor, sized for the site’s fault current and clearance time',
      'Copper-bonded steel earth rods with couplers, driving heads and inspection pits',
      'Disconnecting test links and earth bars for measurement without disturbing the grid',
      'Exothermic welded joints for corrosion-free, low-resistance connections',
      'Material schedule and installation drawings from our earthing design',
    ],
    specifications: specs({
      'Grid conductor': 'Bare stranded copper, 95 mm² to 300 mm²',
      'Earth rods': '16 mm copper-bonded steel, 1.2 m sections, 250 µm copper',
      'Earth tape': 'Copper, 25 × 3 mm to 50 × 6 mm',
      'Joint method': 'Exothermic weld or compression',
      'Design fault current': 'Up to 25 kA for 3 s',
      'Component testing': 'BS EN 62561-1, BS EN 62561-2',
      'Design standards': 'BS EN 50522, ENA TS 41-24, BS 7430',
    }),
    specificationsObject: {},
    applications: [
      'New primary and secondary substations',
      'Battery energy storage and solar PV sites',
      'Earthing upgrades after a rise in fault level',
      'Wind turbine and collector substation earthing',
    ],
  },
];
