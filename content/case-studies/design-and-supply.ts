import type { CaseStudy } from './types.ts';

// public-site.md §2 static case study: Design and Supply of a 33kV Containerised Switchroom.
// Spec figures: 110V/25A charger, 110V/100AH battery of 55 cells, 415V 4000A LVAC panel.
// Derived values: 55 lead-acid cells × 2 V = 110 V nominal; float 2.27 V/cell ≈ 125 V; end of
// discharge 1.80 V/cell = 99 V. A 2.5 MVA transformer at 415 V carries 2,500 / (√3 × 0.415)
// ≈ 3,480 A; with 6.25 % impedance and 433 V open-circuit the LV fault level is
// 2,500 / (√3 × 0.433 × 0.0625) ≈ 53 kA.

export const designAndSupplyCaseStudy: CaseStudy = {
  seo: {
    title: 'Design and Supply of a 33kV Containerised Switchroom',
    description:
      'Case study: design and supply of a factory-built 33kV containerised switchroom with protection, a 110V DC system (110V/25A charger, 110V/100AH 55-cell battery) and a 415V 4000A LVAC panel.',
    path: '/case-studies/design&supply',
    keywords: [
      '33kV containerised switchroom',
      'switchroom design and supply',
      '110V DC battery',
      'LVAC panel',
    ],
  },
  hero: {
    eyebrow: 'Case study · Plant engineering',
    heading: 'Design and Supply of a 33kV Containerised Switchroom',
    lead: 'A complete 33kV switchroom — switchgear, protection, DC system and a 4000A LV board — designed, built and tested in the factory, then delivered to site ready to connect.',
    image: 'case-switchroom',
  },
  facts: [
    { label: 'Client', value: 'Independent connection provider' },
    { label: 'Sector', value: 'Industrial demand connection' },
    { label: 'Voltage', value: '33kV / 415V' },
    { label: 'Our scope', value: 'Design, supply, factory testing, site support' },
  ],
  sections: [
    {
      id: 'requirement',
      heading: 'Client requirement',
      paragraphs: [
        'An independent connection provider was building a new 33kV connection for a manufacturing site. The substation had to house 33kV switchgear with its protection and control, a 110V DC supply for tripping and closing, and the main 415V distribution board fed from a 2.5 MVA, 33/0.433kV transformer.',
        'The site offered little space and a short construction window. Building a brick switchroom and fitting it out on site would have taken months and exposed the programme to weather and trade coordination risk, so the client asked us to design and supply a containerised switchroom that could be tested before delivery and installed in days.',
      ],
    },
    {
      id: 'solution',
      heading: 'Our solution',
      paragraphs: [
        'We took responsibility for the complete switchroom: the electrical design, the enclosure, the selection and integration of every item of equipment, and factory testing. The design was developed to the client’s and the network operator’s specifications, so that the 33kV installation could be adopted without redesign.',
      ],
      cards: [
        {
          title: 'Enclosure and layout',
          description:
            'A bespoke insulated steel enclosure with separate HV and LV areas, internal arc venting for the 33kV switchgear, cable entry through a gland plate floor, and working clearances for operation and maintenance.',
        },
        {
          title: '33kV switchgear and protection',
          description:
            'A three-panel 36kV board — incomer, metering and transformer feeder circuit breakers — with numerical relays providing overcurrent, earth fault and transformer protection, graded with the upstream network.',
        },
        {
          title: 'DC system',
          description:
            'A 110V/25A charger and a 110V/100AH battery of 55 cells supply the trip, close, protection and alarm circuits, so the switchgear operates even when the AC supply is lost.',
        },
        {
          title: 'LVAC distribution',
          description:
            'A 415V 4000A LVAC panel with an air circuit breaker incomer receives the transformer’s LV supply and distributes it to the manufacturing site, with a separate board for the switchroom’s own services.',
        },
      ],
    },
    {
      id: 'dc-system',
      heading: 'DC system design',
      paragraphs: [
        'The battery comprises 55 valve-regulated lead-acid cells of 2 V nominal each, giving the 110V nominal system voltage. At a float voltage of 2.27 V per cell the system sits at about 125 V, and at the end-of-discharge voltage of 1.80 V per cell it falls to 99 V — both within the operating range of the trip coils, closing mechanisms and relays.',
        'The 100AH capacity was sized by the IEEE 485 method, with ageing and temperature factors, to carry the standing load of the relays, indications and alarms for the required autonomy and then trip and re-close every circuit breaker. The 25A charger carries the standing load while recharging a fully discharged battery within the time the client specified, and raises alarms for charger failure, earth fault and low DC voltage.',
      ],
    },
    {
      id: 'specification',
      heading: 'Technical specification',
      table: {
        caption: 'Main equipment in the 33kV containerised switchroom',
        columns: ['Equipment', 'Rating and configuration'],
        rows: [
          {
            label: '33kV switchgear',
            values: ['36kV rated, 630A, 25kA for 3 s; three circuit-breaker panels'],
          },
          {
            label: 'Protection',
            values: ['Numerical overcurrent, earth fault and transformer protection relays'],
          },
          { label: 'Battery charger', values: ['110V/25A, with float and boost charging and remote alarms'] },
          { label: 'Battery', values: ['110V/100AH, 55 cells of 2 V valve-regulated lead-acid'] },
          {
            label: 'LVAC panel',
            values: ['415V 4000A, air circuit breaker incomer, 65kA short-circuit rating'],
          },
          {
            label: 'Supplying transformer',
            values: ['2.5 MVA, 33/0.433kV (full-load current about 3,480 A at 415V)'],
          },
          {
            label: 'Building services',
            values: ['HVAC, fire detection, lighting, small power and earthing'],
          },
        ],
      },
      closing: [
        'The 4000A rating of the LVAC panel covers the transformer’s full-load current of about 3,480 A at 415V with margin, and its 65kA rating exceeds the prospective fault current of about 53kA at the LV busbar.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Testing and delivery',
      paragraphs: [
        'The complete switchroom was assembled and wired in the factory, where we witnessed the factory acceptance tests: wiring and insulation resistance checks, secondary injection of every protection function, trip and interlock tests, DC system and alarm tests, and functional tests of the building services.',
        'It was then transported to site as a single unit, lifted onto its prepared foundation and connected to the 33kV and LV cables and the site earthing system. Our engineers supported site testing and the energisation with the client and the network operator.',
      ],
    },
    {
      id: 'outcome',
      heading: 'Outcome',
      list: [
        'Site installation reduced from months of building and fit-out to a few days',
        'All protection, DC and LV functions proven in the factory before delivery',
        'Design accepted by the network operator without redesign',
        'Energised first time, on the client’s programme',
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      paragraphs: [
        'Designing and supplying the switchroom as a single, factory-tested package gave the client one point of responsibility, removed most of the site risk and delivered a compliant 33kV substation on a constrained site and timetable. The same approach suits renewable generation, battery storage and industrial connections wherever space or time is short.',
      ],
    },
  ],
  relatedService: { label: 'Plant Engineering', href: '/services/plant-engineering' },
};
