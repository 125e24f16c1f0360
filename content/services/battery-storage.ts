import type {
  CallToAction,
  Card,
  DocumentLink,
  PageHeroCopy,
  PageSeo,
  RelatedCaseStudy,
  ServiceTab,
} from './types.ts';

// public-site.md §2 "Battery Storage Integration": hero; tabs systemDesign (initial),
// gridServices, monitoring, consultancy; a brochure button opens a PDF.

export const batteryStorageSeo: PageSeo = {
  title: 'Battery Storage Integration',
  description:
    'Battery energy storage system (BESS) integration: system design, G99 grid connection, grid services, monitoring and control, and owner’s engineer consultancy.',
  path: '/services/battery-storage-integration',
  keywords: [
    'battery energy storage',
    'BESS grid connection',
    'G99 BESS',
    'frequency response',
    'co-located storage',
  ],
};

export const batteryStorageHero: PageHeroCopy = {
  eyebrow: 'Our services',
  heading: 'Battery Storage Integration',
  lead: 'We connect battery energy storage systems to the grid safely, compliantly and profitably — standalone, co-located with solar or wind, or behind the meter.',
  image: 'battery-storage',
};

export const batteryStorageBrochure: DocumentLink = {
  label: 'Download the battery storage brochure',
  href: '/documents/battery-storage.pdf',
  description: 'Our battery storage integration services in brief (PDF).',
};

export const batteryStorageTabs: readonly ServiceTab[] = [
  {
    id: 'systemDesign',
    label: 'System Design',
    title: 'BESS system design',
    description:
      'We design the electrical balance of plant that turns battery containers and power conversion systems into a grid-compliant power station: from the DC blocks to the point of connection.',
    checklist: [
      'Single-line diagrams from DC blocks and inverters to the point of connection',
      'MV collector network, transformer and switchgear sizing',
      'Auxiliary supplies, HVAC loads and LV distribution',
      'Earthing design for container arrays, including touch and step voltage assessment',
      'Fire separation, access and layout coordinated with the civil design',
      'Co-location with solar PV or wind under a shared export limit',
    ],
  },
  {
    id: 'gridServices',
    label: 'Grid Services',
    title: 'Grid connection and grid services',
    description:
      'Storage earns its return from the services it provides to the system. We secure and prove the connection, and make sure the plant can deliver the balancing and frequency services in your revenue plan.',
    checklist: [
      'G99 application, Power Generating Module type assessment and compliance studies',
      'Reactive power capability and voltage control at the connection point',
      'Capability for dynamic frequency response services',
      'Balancing Mechanism and capacity market technical requirements',
      'Export limitation schemes and import/export agreements',
      'Compliance testing and Final Operational Notification support',
    ],
  },
  {
    id: 'monitoring',
    label: 'Monitoring & Control',
    title: 'Monitoring, control and SCADA',
    description:
      'A storage site must respond to the grid in milliseconds and to its owner around the clock. We specify the control and communications architecture that makes that possible and keeps it secure.',
    checklist: [
      'Power plant controller and energy management system specification',
      'SCADA, RTU and network operator interface design',
      'Revenue and fiscal metering arrangements',
      'Battery management system alarms and state-of-health reporting',
      'Communications resilience and cyber security requirements',
      'Performance monitoring against warranty and availability targets',
    ],
  },
  {
    id: 'consultancy',
    label: 'Consultancy',
    title: 'Owner’s engineer and technical consultancy',
    description:
      'Investors, developers and asset owners rely on us for independent technical advice at every stage, from site selection and grid offers to construction monitoring and acceptance.',
    checklist: [
      'Feasibility studies and grid capacity assessment',
      'Technical due diligence for acquisition and finance',
      'Employer’s requirements and tender evaluation',
      'Design review of EPC contractor submissions',
      'Construction monitoring and witness testing',
      'Performance and capacity test verification at handover',
    ],
  },
];

export const batteryStorageBenefits: readonly Card[] = [
  {
    title: 'Faster connection',
    description:
      'Well-prepared G99 submissions and studies that answer the network operator’s questions first time.',
  },
  {
    title: 'Revenue-ready plant',
    description: 'Plant designed for the services in your business case, from frequency response to trading.',
  },
  {
    title: 'Safe by design',
    description:
      'Earthing, separation and protection designed around the particular hazards of battery systems.',
  },
];

export const batteryStorageCallToAction: CallToAction = {
  heading: 'Developing a battery storage project?',
  text: 'From a first grid-capacity check to final compliance testing, our engineers can support your project.',
  label: 'Get in touch',
  href: '/contact',
};

export const batteryStorageRelatedCaseStudy: RelatedCaseStudy = {
  title: 'Earthing System Design for a 50MW Battery Energy Storage System in Yorkshire',
  summary: 'A site-wide earthing system achieving a combined resistance of 0.11 ohm for a 50MW BESS.',
  href: '/case-studies/earthingsystemdesign',
};
