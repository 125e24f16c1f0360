import { site } from '../../../content/site.ts';
import type { DocumentSpec } from './types.ts';

// public/documents/battery-storage.pdf, the brochure on the Battery Storage Integration page.

export function batteryStorage(image: Uint8Array): DocumentSpec {
  return {
    title: 'Battery Storage Integration',
    subject:
      'Battery energy storage system integration: system design, grid services, G99 compliance, monitoring and consultancy',
    keywords: ['BESS', 'battery storage integration', 'Dynamic Containment', 'G99', 'Capacity Market'],
    cover: {
      kicker: `${site.brand} · Battery storage`,
      title: 'Battery Storage Integration',
      subtitle:
        'System design, grid services, G99 compliance, monitoring and consultancy for grid-scale battery energy storage systems.',
      intro:
        'A battery energy storage system earns its return by responding to the grid in seconds, every day, for years. We integrate BESS projects from feasibility to energisation so that they connect on time, meet the grid code and qualify for the services their business case depends on.',
      image,
      highlights: {
        title: 'In this brochure',
        items: ['System design', 'Grid services', 'G99 compliance', 'Monitoring', 'Consultancy'],
      },
    },
    blocks: [
      { kind: 'heading', text: 'System design' },
      {
        kind: 'paragraph',
        text: 'We design the complete electrical system between the battery containers and the point of connection, balancing capital cost, losses, availability and the requirements of the network operator.',
      },
      {
        kind: 'bullets',
        items: [
          'Power and energy sizing (MW and MWh), duration and augmentation strategy',
          'Power conversion system (PCS) and inverter selection, and MV collection network design',
          'Grid transformer specification, reactive power capability and auxiliary supplies',
          'Site layout with separation distances informed by fire service guidance for grid-scale BESS',
          'Earthing, protection and cable design integrated with the rest of the site',
        ],
      },
      { kind: 'heading', text: 'Grid services' },
      {
        kind: 'paragraph',
        text: 'A storage asset usually stacks several revenue streams. We translate each service’s technical requirements into the design of the plant, its controls and its metering.',
      },
      {
        kind: 'table',
        header: ['Service', 'What the design must deliver'],
        rows: [
          [
            'Dynamic Containment (DC)',
            'Fast post-fault frequency response, with full delivery within about one second of a large frequency deviation',
          ],
          [
            'Dynamic Moderation (DM)',
            'Rapid response to keep frequency within its operational limits as it approaches them',
          ],
          [
            'Dynamic Regulation (DR)',
            'Continuous pre-fault response that gently corrects small frequency deviations',
          ],
          [
            'Firm Frequency Response (FFR)',
            'Proportional dynamic or static frequency response held for the contracted duration',
          ],
          [
            'Capacity Market',
            'Firm capacity at times of system stress, with de-rating set by storage duration',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Each response service carries performance monitoring obligations; we specify the metering, data resolution and control system behaviour needed to pass pre-qualification and stay compliant.',
      },
      { kind: 'heading', text: 'G99 compliance' },
      {
        kind: 'paragraph',
        text: 'Under Engineering Recommendation G99, a storage system connected to a distribution network is a power generating module, classified as Type A, B, C or D by its capacity and connection voltage. We take projects through every step the network operator requires.',
      },
      {
        kind: 'bullets',
        items: [
          'Connection application data and power system studies: load flow, short circuit, voltage step, harmonics and stability',
          'Reactive power capability, voltage control, frequency response (LFSM-O and LFSM-U) and fault ride through',
          'Interface protection settings, including loss-of-mains protection using rate of change of frequency (RoCoF)',
          'Power Generating Module Document, compliance test procedures and witness testing',
          'Operational notification evidence through to final acceptance',
        ],
      },
      { kind: 'heading', text: 'Monitoring' },
      {
        kind: 'bullets',
        items: [
          'SCADA and energy management system integration with the PCS, battery management system and protection relays',
          'Settlement and operational metering, and high-resolution recording for service performance monitoring',
          'State of charge, state of health and availability reporting for owners and optimisers',
          'Alarm and event management for remote operation and maintenance teams',
        ],
      },
      { kind: 'heading', text: 'Consultancy' },
      {
        kind: 'bullets',
        items: [
          'Feasibility studies and grid capacity assessments for new sites',
          'Technical due diligence for investors and lenders',
          'Owner’s engineer services, tender specifications and bid evaluation',
          'Site inspections, commissioning witness and performance reviews',
        ],
      },
      {
        kind: 'callout',
        title: 'Experience that carries through',
        text: `Our battery storage work draws on the same teams that design our substations, earthing and protection, including the earthing design for a 50MW BESS in Yorkshire. Contact ${site.contact.email} or ${site.contact.phoneDisplay}.`,
      },
    ],
  };
}
