import { site } from '../../../content/site.ts';
import type { DocumentSpec } from './types.ts';

// public/documents/earthing-solutions.pdf, opened from the Earthing Solution service page.

export function earthingSolutions(image: Uint8Array): DocumentSpec {
  return {
    title: 'Earthing Solutions',
    subject:
      'Earthing calculations, supply of earthing materials, fall-of-potential surveys and soil resistivity testing',
    keywords: ['earthing design', 'BS EN 50522', 'BS 7430', 'ENA TS 41-24', 'EREC S34', 'soil resistivity'],
    cover: {
      kicker: `${site.brand} · Earthing solutions`,
      title: 'Earthing Solutions',
      subtitle:
        'Earthing calculations, materials, fall-of-potential surveys and soil resistivity testing for substations, generation and storage sites.',
      intro:
        'An earthing system has one job: keep people safe and equipment protected when a fault sends current into the ground. We design earthing systems from measured soil data, prove them by calculation against the applicable standards, supply the materials and test the installed system.',
      image,
      highlights: {
        title: 'In this brochure',
        items: [
          'Earthing calculations',
          'Supply of earthing materials',
          'Fall-of-potential surveys',
          'Soil resistivity testing',
        ],
      },
    },
    blocks: [
      { kind: 'heading', text: 'Earthing calculations' },
      {
        kind: 'paragraph',
        text: 'Our earthing studies follow BS EN 50522 (earthing of power installations exceeding 1 kV AC), BS 7430 (protective earthing of electrical installations), ENA TS 41-24 (earthing of substations) and ENA EREC S34 (assessing the rise of earth potential). Where a client specification requires it, we also apply IEEE 80.',
      },
      {
        kind: 'bullets',
        items: [
          'Multi-layer soil model derived from Wenner soil resistivity measurements',
          'Earth fault current and its distribution between the earth grid, cable sheaths and overhead earth wires',
          'Earth potential rise (EPR) and classification of the site against the applicable EPR thresholds',
          'Touch and step voltages compared with BS EN 50522 limits for the fault clearance time',
          'Transfer potential to telecommunications, pipelines, fences and neighbouring installations, with hot-zone contours',
          'Conductor and electrode sizing for thermal withstand, and fence earthing arrangements',
        ],
      },
      {
        kind: 'table',
        header: ['Deliverable', 'Contents'],
        rows: [
          [
            'Earthing design report',
            'Design basis, soil model, fault data, EPR, touch and step results and conclusions',
          ],
          [
            'Earthing layout drawings',
            'Grid, electrodes, bonds, test points and fence arrangements, ready for construction',
          ],
          ['Material schedule', 'Conductor sizes and lengths, rods, joints, test links and inspection pits'],
        ],
      },
      { kind: 'heading', text: 'Supply of earthing materials' },
      {
        kind: 'paragraph',
        text: 'We supply the materials our designs call for, so what is installed matches what was calculated.',
      },
      {
        kind: 'bullets',
        items: [
          'Bare copper tape and stranded copper conductors',
          'Copper-bonded steel and solid copper earth rods, couplers and driving heads',
          'Exothermic welding kits and compression connectors',
          'Earth bars, disconnecting test links and inspection pits',
          'Fence bonding and equipment bonding kits',
        ],
      },
      { kind: 'heading', text: 'Fall-of-potential surveys' },
      {
        kind: 'paragraph',
        text: 'The fall-of-potential method measures the resistance of an installed earth electrode or grid by injecting current to a remote electrode and measuring the voltage profile between them. We test to BS 7430 and ENA TS 41-24, using long test leads or remote current injection for large grids, and compare the results with the design.',
      },
      {
        kind: 'bullets',
        items: [
          'Electrode and grid resistance, with the slope method where the 61.8% rule does not apply',
          'Test routes chosen away from buried services and parallel metallic paths',
          'Test report with measured curves, interpretation and recommendations',
        ],
      },
      { kind: 'heading', text: 'Soil resistivity testing' },
      {
        kind: 'paragraph',
        text: 'Soil resistivity is the single most important input to an earthing design. We measure it with the Wenner four-pin method along several traverses across the site, at electrode spacings chosen to reach the depths that matter, and interpret the results into a layered soil model.',
      },
      {
        kind: 'bullets',
        items: [
          'Apparent resistivity in ohm-metres at each spacing, calculated as 2 × pi × a × R, where a is the pin spacing and R the measured resistance',
          'Traverses in perpendicular directions to reveal variation across the site',
          'Interpretation into two-layer or multi-layer models, with seasonal allowances',
        ],
      },
      {
        kind: 'callout',
        title: 'Case study: 50MW battery storage site, Yorkshire',
        text: 'We designed the earthing system for a 50MW battery energy storage system, modelling the battery containers, inverters and substation as one interconnected system. The combined earthing resistance was 0.11 ohm, with touch and step voltages within the limits of BS EN 50522.',
      },
      {
        kind: 'paragraph',
        text: `To request a consultation, contact ${site.contact.email} or ${site.contact.phoneDisplay}.`,
      },
    ],
  };
}
