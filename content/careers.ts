import type { Country } from '../domain/constants.ts';

// The company's standard openings. They are the careers page's fallback when the job listings
// cannot be loaded (public-site.md §2: "UK 2, India 3, Uzbekistan 1"), and the sample content a
// fresh installation starts with (server/sample-content.ts), so both always agree. Five titles
// match the fixed job-description PDFs of content/documents.ts exactly; the Tashkent role has
// none, so its card shows no View Job Description link.

export type SampleJob = {
  title: string;
  type: string;
  place: string;
  country: Country;
  qualifications: string;
  experience: string;
  /** One responsibility per line. */
  responsibilities: string;
};

const DESIGN_AND_ENGINEERING = 'DESIGN AND ENGINEERING';

export const sampleJobs: readonly SampleJob[] = [
  {
    title: 'DESIGN MANAGER',
    type: DESIGN_AND_ENGINEERING,
    place: 'Colchester, Essex',
    country: 'United Kingdom',
    qualifications:
      'Degree in Electrical or Electrical and Electronic Engineering; Chartered Engineer (IET) or working towards it. Sound knowledge of ENA Engineering Recommendations G99 and P2/8 and of DNO/ICP adoption processes.',
    experience: '7-10 years',
    responsibilities: [
      'Lead the design team delivering HV and LV substation, cable and earthing designs from 11kV to 132kV',
      'Own design programmes, resourcing and technical quality across concurrent projects',
      'Review and approve single-line diagrams, protection schemes and design reports before issue',
      'Act as the technical point of contact for DNOs, ICPs and developers through design approval',
      'Mentor section leaders and engineers and keep our design standards current',
    ].join('\n'),
  },
  {
    title: 'SECTION LEADER - PLANT AND EARTHING DESIGN',
    type: DESIGN_AND_ENGINEERING,
    place: 'Colchester, Essex',
    country: 'United Kingdom',
    qualifications:
      'Degree in Electrical Engineering. Working knowledge of BS EN 50522, BS 7430, ENA TS 41-24 and earthing design software (CDEGS or XGSLab).',
    experience: '5-7 years',
    responsibilities: [
      'Lead a section producing primary plant layouts, containerised switchroom designs and earthing designs',
      'Carry out and check earthing studies: soil models, EPR, touch and step voltages, hot zones',
      'Prepare equipment specifications and technical schedules for switchgear, transformers and LVAC',
      'Check drawings and calculations before issue and sign off design packages',
      'Coordinate with civil, protection and power system colleagues on each project',
    ].join('\n'),
  },
  {
    title: 'SECTION LEADER - POWER SYSTEM AND PROTECTION CONTROL',
    type: DESIGN_AND_ENGINEERING,
    place: 'New Delhi',
    country: 'India',
    qualifications:
      'Degree in Electrical Engineering (a master’s in power systems is an advantage). Proficiency in DIgSILENT PowerFactory or ETAP; knowledge of IEC 60909, IEC 60255 and G99.',
    experience: '5-7 years',
    responsibilities: [
      'Lead load flow, short circuit, harmonic (G5/5) and transient stability studies for grid connections',
      'Oversee protection coordination studies and relay setting calculations',
      'Review protection and control schematics and SCADA interface designs',
      'Write and check study reports for network operators and clients',
      'Plan the section’s workload and develop the engineers in it',
    ].join('\n'),
  },
  {
    title: 'Trainee Design Engineer',
    type: DESIGN_AND_ENGINEERING,
    place: 'New Delhi',
    country: 'India',
    qualifications:
      'Degree or diploma in Electrical Engineering, with a good grasp of power system fundamentals. AutoCAD experience is welcome.',
    experience: '6 months',
    responsibilities: [
      'Prepare drawings for substations, cable routes and earthing layouts under supervision',
      'Carry out cable sizing and voltage drop calculations',
      'Help with equipment schedules, bills of quantities and design reports',
      'Learn the relevant standards and our design procedures through structured training',
    ].join('\n'),
  },
  {
    title: 'Office Assistant',
    type: 'ADMINISTRATION',
    place: 'New Delhi',
    country: 'India',
    qualifications:
      'Graduate in any discipline, with good written and spoken English and confidence with office software.',
    experience: '1-2 years',
    responsibilities: [
      'Keep the office running day to day: supplies, visitors, travel and meeting arrangements',
      'Maintain project files, document registers and transmittals',
      'Support the finance and HR teams with records and correspondence',
    ].join('\n'),
  },
  {
    title: 'Design Engineer - Primary and Secondary Systems',
    type: DESIGN_AND_ENGINEERING,
    place: 'Tashkent',
    country: 'Uzbekistan',
    qualifications:
      'Degree in Electrical Engineering; good knowledge of IEC standards. English and Russian or Uzbek.',
    experience: '2-3 years',
    responsibilities: [
      'Prepare primary and secondary design drawings for substations and battery storage sites',
      'Produce protection and control schematics, cable schedules and wiring diagrams',
      'Carry out cable sizing and earthing calculations to IEC 60364 and BS EN 50522',
      'Support site surveys and commissioning documentation',
    ].join('\n'),
  },
];
