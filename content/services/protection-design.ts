import type { CallToAction, Card, PageHeroCopy, PageSeo, ServiceTab, Step } from './types.ts';

// public-site.md §2 "Protection Design": Get in touch link to /contact; tabs relay coordination
// studies, relay interfacing, SCADA interfacing, relay setting; key features (6), protection
// services and equipment protection lists, standards (3), four-step design process,
// benefits (6), consultation link to /contact.

export const protectionSeo: PageSeo = {
  title: 'Protection Design',
  description:
    'Protection design, relay coordination studies, relay settings, relay and SCADA interfacing for HV and LV networks, substations, generation and battery storage.',
  path: '/services/protection-design',
  keywords: [
    'protection design',
    'relay coordination study',
    'relay settings',
    'IEC 61850',
    'G99 protection',
  ],
};

export const protectionHero: PageHeroCopy = {
  eyebrow: 'Our services',
  heading: 'Protection Design',
  lead: 'Protection schemes that clear faults quickly and selectively, keep healthy parts of the network in service and satisfy the network operator — designed, set and proven by specialists.',
  image: 'protection',
};

export const protectionTabs: readonly ServiceTab[] = [
  {
    id: 'relay-coordination',
    label: 'Relay Coordination Studies',
    title: 'Relay coordination studies',
    description:
      'We model the network and its protection devices to show that the device nearest each fault operates first, with adequate grading margins to the devices upstream, including the network operator’s protection at the point of connection.',
    checklist: [
      'Overcurrent and earth fault grading with time–current curves',
      'Grading margins to the network operator’s upstream settings',
      'Fuse, MCCB and ACB discrimination on LV systems',
      'Minimum and maximum fault level scenarios',
      'Coordination of distance and unit protection zones',
      'Clear study report with recommended settings',
    ],
  },
  {
    id: 'relay-interfacing',
    label: 'Relay Interfacing',
    title: 'Relay interfacing',
    description:
      'Relays are only as good as their connections. We design the CT and VT circuits, trip and intertrip paths and interlocks that connect protection relays to the plant they protect and to each other.',
    checklist: [
      'CT and VT sizing and class checks for each protection function',
      'Trip circuit supervision and lockout relay schemes',
      'Intertripping between sites over pilot wire or fibre',
      'Interlocking and breaker fail schemes',
      'Panel wiring diagrams and terminal schedules',
      'Interface schedules agreed with the network operator',
    ],
  },
  {
    id: 'scada-interfacing',
    label: 'SCADA Interfacing',
    title: 'SCADA interfacing',
    description:
      'We connect protection and control equipment to site and network control systems so that operators see accurate alarms, indications and measurements and can control plant remotely and safely.',
    checklist: [
      'IEC 61850 substation automation, GOOSE and MMS design',
      'DNP3 and IEC 60870-5-104 interfaces to network control',
      'Signal lists for alarms, indications, controls and analogues',
      'RTU and gateway specification',
      'Time synchronisation and event recording',
      'Point-to-point and end-to-end SCADA testing',
    ],
  },
  {
    id: 'relay-setting',
    label: 'Relay Setting',
    title: 'Relay setting calculations',
    description:
      'We calculate and document the settings for every protection function, produce the relay setting files and verify them by injection testing during commissioning.',
    checklist: [
      'Setting calculations for overcurrent, earth fault, distance and differential protection',
      'G99 interface protection: loss of mains, over and under voltage and frequency',
      'Transformer, feeder, generator and motor protection settings',
      'Relay configuration files for major manufacturers',
      'Setting sheets for approval by the network operator',
      'Secondary injection test sheets to verify each setting',
    ],
  },
];

export const protectionKeyFeatures: readonly Card[] = [
  {
    title: 'Selective',
    description: 'Only the faulted section is disconnected; healthy circuits stay in service.',
  },
  {
    title: 'Fast',
    description: 'Fault clearance times that limit damage and satisfy earthing design assumptions.',
  },
  { title: 'Sensitive', description: 'Reliable detection of high-impedance and low-level earth faults.' },
  { title: 'Secure', description: 'Stable for through faults, inrush and external disturbances.' },
  { title: 'Documented', description: 'Every setting traceable to a calculation and a test result.' },
  { title: 'Compliant', description: 'Schemes that meet G99 and network operator protection requirements.' },
];

export const protectionServices: readonly string[] = [
  'Protection philosophy and scheme design',
  'Relay coordination and grading studies',
  'Relay setting calculations and configuration files',
  'G99 interface protection design',
  'Arc flash incident energy assessment',
  'Protection audits of existing networks',
  'Commissioning support and injection testing',
];

export const protectedEquipment: readonly string[] = [
  'Power and distribution transformers',
  'HV and LV feeders and interconnectors',
  'Busbars and switchboards',
  'Generators, inverters and battery storage',
  'Motors and drives',
  'Capacitor banks and reactors',
];

export const protectionStandards: readonly Card[] = [
  {
    title: 'IEC 60255',
    description: 'Measuring relays and protection equipment: the basis for relay performance and testing.',
  },
  {
    title: 'ENA EREC G99',
    description:
      'Interface protection requirements for generation and storage connected to distribution networks.',
  },
  {
    title: 'IEC 61850',
    description:
      'Communication networks and systems for power utility automation, used for digital substations.',
  },
];

export const protectionDesignProcess: readonly Step[] = [
  {
    title: 'System assessment',
    description:
      'We gather network data, fault levels, plant ratings and the network operator’s existing settings.',
  },
  {
    title: 'Scheme design',
    description:
      'The protection philosophy, relay functions, CT and VT requirements and interfaces are defined.',
  },
  {
    title: 'Settings and coordination',
    description: 'Settings are calculated and graded in the network model, then documented for approval.',
  },
  {
    title: 'Testing and verification',
    description: 'Settings are injected and schemes proven end to end before energisation.',
  },
];

export const protectionBenefits: readonly Card[] = [
  { title: 'Fewer outages', description: 'Selective schemes keep customers and production on supply.' },
  { title: 'Safer sites', description: 'Fast clearance limits arc flash energy and touch voltage duration.' },
  {
    title: 'Protected assets',
    description: 'Transformers, cables and generators spared avoidable fault damage.',
  },
  {
    title: 'Smooth approvals',
    description: 'Settings presented the way network operators expect to review them.',
  },
  { title: 'Right first time', description: 'Checked settings and test sheets reduce commissioning delays.' },
  { title: 'Long-term support', description: 'Settings kept current as the network grows and changes.' },
];

export const protectionCallToAction: CallToAction = {
  heading: 'Book a protection consultation',
  text: 'Whether you need a new scheme, a coordination study or a review of existing settings, our protection engineers can help.',
  label: 'Book a consultation',
  href: '/contact',
};
