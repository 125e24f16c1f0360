import type { CaseStudy } from './types.ts';

// public-site.md §2 static load-bank case study: client requirement, solutions, specification
// table (7 MVA at 0.8 power factor, 12 hours, 500 kVA increments), outcomes, results (5.62 MW
// active, 4.18 MVAR reactive, 368 A), result images, conclusion.
// Derived values, checked: √(5.62² + 4.18²) ≈ 7.00 MVA and 5.62 / 7.00 ≈ 0.80 power factor;
// √3 × 11 kV × 368 A ≈ 7.01 MVA; 7 MVA × 0.8 = 5.6 MW and 7 MVA × 0.6 = 4.2 MVAr;
// 7 MVA in 500 kVA increments = 14 load steps.

export const loadTestCaseStudy: CaseStudy = {
  seo: {
    title: 'Load Bank Testing of 11kV Standby Generation',
    description:
      'Case study: a 12-hour load bank test of 7 MVA, 11kV standby generation at 0.8 power factor, in 500 kVA increments, reaching 5.62 MW, 4.18 MVAR and 368 A.',
    path: '/case-studies/loadtestcasestudy',
    keywords: [
      'load bank test',
      'generator load bank testing',
      '11kV generator test',
      'data centre standby power',
    ],
  },
  hero: {
    eyebrow: 'Case study · Testing and commissioning',
    heading: 'Load Bank Testing of 7 MVA, 11kV Standby Generation',
    lead: 'A 12-hour full-load test that proved a data centre’s standby generators could carry 7 MVA at 0.8 power factor — before a single server depended on them.',
    image: 'case-load-test',
  },
  facts: [
    { label: 'Client', value: 'Data centre operator' },
    { label: 'Plant', value: 'Two 3.5 MVA, 11kV diesel generator sets' },
    { label: 'Test load', value: '7 MVA at 0.8 power factor' },
    { label: 'Duration', value: '12 hours' },
  ],
  sections: [
    {
      id: 'requirement',
      heading: 'Client requirement',
      paragraphs: [
        'A data centre operator had installed two 3.5 MVA, 11kV diesel generator sets running in parallel on a common 11kV busbar to back up a new data hall. Before the hall went live, the operator needed proof that the standby plant could carry its combined rating of 7 MVA at 0.8 power factor continuously, accept load in steps, and share load correctly between the sets.',
        'The data hall itself could not provide that load, and the test had to be carried out without disturbing the supplies to the rest of the live campus.',
      ],
    },
    {
      id: 'solutions',
      heading: 'Solutions',
      paragraphs: [
        'We designed, planned and supervised the test as a temporary installation connected to a spare circuit breaker on the generator busbar, fully segregated from the live site network.',
      ],
      cards: [
        {
          title: 'Temporary load bank installation',
          description:
            'Four 2 MVA resistive-reactive load banks, each fed through a temporary 11/0.415kV transformer, gave 8 MVA of controllable load at 0.8 power factor — above the 7 MVA test target.',
        },
        {
          title: 'Protection and earthing',
          description:
            'We calculated protection settings for the test feeder and the temporary transformers, and designed the earthing of the temporary equipment to the site earthing system.',
        },
        {
          title: 'Test procedure and switching programme',
          description:
            'A written test procedure, switching programme and risk assessment were agreed with the operator, the generator supplier and the site’s authorised persons.',
        },
        {
          title: 'Measurement and recording',
          description:
            'Power quality analysers recorded voltage, current, frequency, active and reactive power every second, alongside the generators’ own engine and alternator data.',
        },
      ],
    },
    {
      id: 'specification',
      heading: 'Test specification',
      table: {
        caption: 'Load bank test specification',
        columns: ['Parameter', 'Specification'],
        rows: [
          { label: 'Test load', values: ['7 MVA at 0.8 power factor (5.6 MW and 4.2 MVAr)'] },
          { label: 'Test duration', values: ['12 hours'] },
          { label: 'Load increments', values: ['500 kVA increments (14 steps to full load)'] },
          { label: 'System voltage and frequency', values: ['11kV, 50 Hz'] },
          { label: 'Generating plant', values: ['Two 3.5 MVA diesel generator sets in parallel'] },
          {
            label: 'Load bank arrangement',
            values: ['Four 2 MVA resistive-reactive load banks via 11/0.415kV transformers'],
          },
          { label: 'Data recording', values: ['One-second logging of electrical quantities'] },
        ],
      },
    },
    {
      id: 'outcomes',
      heading: 'Outcomes',
      list: [
        'The generators accepted every 500 kVA load step and recovered to steady voltage and frequency within seconds.',
        'The two sets shared active and reactive load evenly throughout the test.',
        'Full load was held for the remainder of the 12-hour test with stable voltage, frequency and temperatures and no alarms.',
        'Fuel consumption, exhaust and cooling performance were recorded as a baseline for future maintenance testing.',
        'No disturbance was caused to the supplies of the live campus.',
      ],
    },
    {
      id: 'results',
      heading: 'Results',
      paragraphs: [
        'At full load the recorded values matched the 7 MVA, 0.8 power factor test target. The active and reactive power combine to about 7.0 MVA at a power factor of 0.80, and the measured current of 368 A at 11kV corresponds to the same 7.0 MVA.',
      ],
      keyFigures: [
        { value: '5.62 MW', label: 'active power at full load' },
        { value: '4.18 MVAR', label: 'reactive power at full load' },
        { value: '368 A', label: 'current per phase at 11kV' },
      ],
      images: [
        {
          name: 'result-load-1',
          caption: 'Active power rising in 500 kVA steps to 5.62 MW and held through the 12-hour test.',
        },
        {
          name: 'result-load-2',
          caption: 'Line current rising to 368 A and reactive power to 4.18 MVAR over the same period.',
        },
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      paragraphs: [
        'The load bank test demonstrated that the standby generation can carry its full 7 MVA rating at 0.8 power factor for 12 hours and accept load in 500 kVA increments, giving the operator documented confidence in the plant before the data hall went live. The test records now form the baseline for the site’s periodic generator testing.',
      ],
    },
  ],
  relatedService: { label: 'Plant Engineering', href: '/services/plant-engineering' },
};
