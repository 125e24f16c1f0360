import type { CaseStudy } from './types.ts';

// public-site.md §2 static case study: power system studies for integrating a client substation
// with a 132kV substation. Sections: requirement, solution (four cards), technical specifications
// table (software, voltage levels 0.94/1.00/1.04/1.06 p.u., power factor 0.95, IEC 60909,
// components modelled), results, conclusion.
// Derived values: at 50 MW and 0.95 pf, Q = 50 × tan(acos 0.95) ≈ 16.4 MVAr and S ≈ 52.6 MVA,
// 88 % of a 60 MVA transformer; rated current at 132 kV = 52.6 MVA / (√3 × 132 kV) ≈ 230 A.

export const powerSystemStudiesCaseStudy: CaseStudy = {
  seo: {
    title: 'Power System Studies for a 132kV Substation Connection',
    description:
      'Case study: load flow, reactive power and IEC 60909 short circuit studies in DIgSILENT PowerFactory to integrate a client substation with a 132kV substation, at 0.94 to 1.06 p.u. and 0.95 power factor.',
    path: '/case-studies/powersystemstudies',
    keywords: [
      'power system studies',
      '132kV connection study',
      'DIgSILENT PowerFactory',
      'IEC 60909',
      'load flow',
    ],
  },
  hero: {
    eyebrow: 'Case study · Power system studies',
    heading: 'Power System Studies for Integrating a Client Substation with a 132kV Substation',
    lead: 'Network modelling, steady-state and short circuit studies that demonstrated a new 50 MW client substation could join a 132kV network safely and within every limit.',
    image: 'case-power-system',
  },
  facts: [
    { label: 'Client', value: 'Solar PV developer' },
    { label: 'Connection', value: '132kV, via a 132/33kV 60 MVA transformer' },
    { label: 'Export capacity', value: '50 MW' },
    { label: 'Studies', value: 'Load flow, reactive power, short circuit' },
  ],
  sections: [
    {
      id: 'requirement',
      heading: 'Requirement',
      paragraphs: [
        'A developer was connecting a 50 MW solar PV park to an existing 132kV substation. The client’s substation comprises a 132/33kV, 60 MVA transformer with an on-load tap changer, a 33kV switchboard and the 33kV collector cables to the inverter stations, and connects to the network operator’s 132kV busbar by a 1.8 km 132kV cable.',
        'Before accepting the connection, the network operator required studies to show that the plant would keep voltages and loadings within limits, provide reactive power at 0.95 power factor across the agreed voltage range, and not push fault levels beyond the ratings of existing switchgear.',
      ],
    },
    {
      id: 'solution',
      heading: 'Solution',
      paragraphs: ['We carried out the studies in four stages.'],
      cards: [
        {
          title: 'Network modelling',
          description:
            'We built a detailed model of the client substation and collector network, and joined it to the network operator’s 132kV equivalent with maximum and minimum fault infeeds.',
        },
        {
          title: 'Steady-state analysis',
          description:
            'Load flow studies across the four grid voltage cases and the full range of active and reactive power, checking busbar voltages, inverter terminal voltages and thermal loadings.',
        },
        {
          title: 'Short circuit analysis',
          description:
            'Three-phase and earth fault calculations to IEC 60909, including the inverters’ contribution, compared with the make and break ratings of the 132kV and 33kV switchgear.',
        },
        {
          title: 'Performance validation',
          description:
            'Results checked against the connection agreement, G99 and the switchgear ratings, with tap changer and reactive power control settings confirmed for operation.',
        },
      ],
    },
    {
      id: 'specifications',
      heading: 'Technical specifications',
      table: {
        caption: 'Technical specifications of the power system studies',
        columns: ['Item', 'Specification'],
        rows: [
          { label: 'Software', values: ['DIgSILENT PowerFactory'] },
          {
            label: 'Voltage levels studied',
            values: ['0.94, 1.00, 1.04 and 1.06 p.u. at the point of connection'],
          },
          { label: 'Power factor', values: ['0.95 lagging and 0.95 leading at the point of connection'] },
          { label: 'Short circuit standard', values: ['IEC 60909 (with ENA EREC G74)'] },
          {
            label: 'Components modelled',
            values: [
              '132kV grid equivalent, 132kV cable, 132/33kV 60 MVA transformer with on-load tap changer, 33kV switchboard and collector cables, inverter transformers, PV inverters and auxiliary transformer',
            ],
          },
        ],
      },
    },
    {
      id: 'results',
      heading: 'Results',
      keyFigures: [
        { value: '±16.4 MVAr', label: 'reactive capability at 50 MW (0.95 power factor)' },
        { value: '88 %', label: 'peak loading of the 60 MVA transformer' },
        { value: '0.28 kA', label: 'PV plant contribution to a 132kV fault' },
      ],
      list: [
        'Voltages at the 33kV busbar and inverter terminals stayed within limits in all four grid voltage cases, with the on-load tap changer operating within its range.',
        'At full export the plant delivered its required reactive power of about 16.4 MVAr, lagging or leading, at the point of connection — 0.95 power factor — at every voltage level studied.',
        'At 50 MW and 0.95 power factor the apparent power is about 52.6 MVA, loading the 60 MVA transformer to 88 %; all cables stayed within their ratings.',
        'The inverters limit their fault current to about 1.2 times rated current; rated current at 132kV is about 230 A, so the plant adds only about 0.28 kA to a 132kV fault, leaving existing switchgear within its IEC 60909 make and break ratings.',
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      paragraphs: [
        'The studies showed that the client substation can be integrated with the 132kV substation without reinforcement: voltages, loadings and fault levels remain within limits, and the plant meets its 0.95 power factor requirement across the voltage range. The network operator accepted the report, and the tap changer and reactive power control settings it confirmed were carried forward into commissioning.',
      ],
    },
  ],
  relatedService: { label: 'Power System Studies', href: '/services/power-system' },
};
