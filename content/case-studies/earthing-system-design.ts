import type { CaseStudy } from './types.ts';

// public-site.md §2 static case study: Earthing System Design for a 50MW Battery Energy Storage
// System in Yorkshire. Spec figures: 50MW BESS, combined earthing resistance 0.11 ohm.
// Derived values: ground return current 6.5 kA × 0.45 ≈ 2.9 kA; EPR = 2.9 kA × 0.11 Ω ≈ 320 V,
// below the 430 V hot-site threshold.

export const earthingSystemDesignCaseStudy: CaseStudy = {
  seo: {
    title: 'Earthing System Design for a 50MW BESS in Yorkshire',
    description:
      'Case study: earthing design for a 50MW battery energy storage system in Yorkshire to BS EN 50522 and ENA TS 41-24 — soil model, EPR, touch and step voltages — achieving a combined earthing resistance of 0.11 ohm.',
    path: '/case-studies/earthingsystemdesign',
    keywords: ['BESS earthing design', 'ENA TS 41-24', 'BS EN 50522', 'earth potential rise', '50MW BESS'],
  },
  hero: {
    eyebrow: 'Case study · Earthing design',
    heading: 'Earthing System Design for a 50MW Battery Energy Storage System in Yorkshire',
    lead: 'A site-wide earthing system for a 50MW BESS and its 33kV substation, designed to BS EN 50522 and ENA TS 41-24 and achieving a combined earthing resistance of 0.11 ohm.',
    image: 'case-earthing',
  },
  facts: [
    { label: 'Client', value: 'Battery storage developer' },
    { label: 'Location', value: 'Yorkshire, England' },
    { label: 'Capacity', value: '50MW BESS, 33kV connection' },
    { label: 'Result', value: '0.11 ohm combined earthing resistance' },
  ],
  sections: [
    {
      id: 'requirement',
      heading: 'Client requirement',
      paragraphs: [
        'The developer of a 50MW battery energy storage system (BESS) in Yorkshire needed an earthing design for the whole site: the customer 33kV substation, the battery containers and inverter stations, the auxiliary supplies and the perimeter fence. The site connects to the distribution network at 33kV.',
        'The design had to keep touch and step voltages safe for staff and the public during an earth fault, carry the fault current without damage, and show whether the site would be classed as hot — with the evidence the network operator needs to accept the connection.',
      ],
    },
    {
      id: 'method',
      heading: 'Design method',
      paragraphs: [
        'We followed the method of BS EN 50522 and ENA TS 41-24, with the earth potential rise assessed by the approach of ENA EREC S34.',
      ],
      cards: [
        {
          title: 'Soil resistivity survey and soil model',
          description:
            'Wenner measurements on four traverses, at probe spacings from 0.5 m to 32 m, were interpreted into a two-layer soil model: 85 Ω·m to a depth of 1.2 m over 36 Ω·m clay below.',
        },
        {
          title: 'Fault current and ground return',
          description:
            'The network operator gave a maximum 33kV earth fault current of 6.5 kA, cleared within 1 s by back-up protection. About 45 % returns to earth through the soil, about 2.9 kA; the rest returns through the 33kV cable screens.',
        },
        {
          title: 'Earth electrode design',
          description:
            'A 70 mm² bare copper grid, buried at 0.6 m under the substation and the battery compound, with perimeter conductors and earth rods, was modelled in the soil model to calculate its resistance and the surface potentials.',
        },
        {
          title: 'Touch, step and transfer voltages',
          description:
            'Touch and step voltages were calculated across the compound and at the fence, and transfer potentials checked for the LV supplies, telecommunications and the fence, for the 1 s fault duration.',
        },
      ],
    },
    {
      id: 'epr',
      heading: 'Earth potential rise and hot or cold site classification',
      paragraphs: [
        'Interconnecting the substation grid with the earthing of the battery container and inverter station arrays gave a combined earthing resistance of 0.11 ohm. Conservatively ignoring the parallel path through the network operator’s cable screens, the earth potential rise (EPR) is the ground return current multiplied by that resistance: 2.9 kA × 0.11 Ω, or about 320 V.',
        'In UK practice a site is classed as hot when its EPR exceeds 430 V (650 V where faults are cleared within 200 ms by high-reliability protection), which calls for special measures for telecommunications circuits and third-party services. At about 320 V this site is cold: telecommunications and LV supplies need no isolation equipment, and the HV and LV earths can be combined.',
      ],
      table: {
        caption: 'Earthing design results',
        columns: ['Parameter', 'Value'],
        rows: [
          { label: 'Battery energy storage capacity', values: ['50MW'] },
          { label: 'Soil model', values: ['Two layers: 85 Ω·m to 1.2 m, 36 Ω·m below'] },
          { label: 'Maximum 33kV earth fault current', values: ['6.5 kA, 1 s clearance time'] },
          { label: 'Ground return current', values: ['About 2.9 kA'] },
          { label: 'Combined earthing resistance', values: ['0.11 ohm'] },
          { label: 'Earth potential rise', values: ['About 320 V'] },
          { label: 'Site classification', values: ['Cold (EPR below 430 V)'] },
          { label: 'Worst-case touch voltage', values: ['68 V, at the perimeter fence'] },
          { label: 'Worst-case step voltage', values: ['Below 30 V across the compound'] },
        ],
      },
    },
    {
      id: 'safety',
      heading: 'Touch and step voltages',
      paragraphs: [
        'All touch voltages were below the permissible values of BS EN 50522 for the 1 s clearance time without relying on the additional resistance of footwear or surface chippings. The highest, 68 V, occurred at a corner of the perimeter fence, which is bonded to a buried conductor 1 m outside it to grade the surface potential. Step voltages were everywhere below 30 V, far below their limit.',
      ],
    },
    {
      id: 'verification',
      heading: 'Installation and verification',
      paragraphs: [
        'We produced the earthing layout drawings, details and material schedules for the installer. On completion a fall of potential test, with a current lead run about 1 km from the site along the access road, confirmed the combined earthing resistance of 0.11 ohm, and continuity tests confirmed every bond to equipment, containers and the fence.',
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      paragraphs: [
        'By basing the design on measured soil data and the real division of fault current, we showed that the 50MW BESS is a cold site with safe touch and step voltages, without over-sizing the earthing. The network operator accepted the design, and the client received a complete, verified earthing record for the life of the plant.',
      ],
    },
  ],
  relatedService: { label: 'Earthing Solution', href: '/services/earthing-solution' },
};
