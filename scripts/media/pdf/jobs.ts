import { site } from '../../../content/site.ts';
import type { Block, DocumentSpec } from './types.ts';

// Job description PDFs for the five titles the careers page links by exact title
// (public-site.md §2 Careers). Their URLs live in content/documents.ts.

export type JobDescription = {
  title: string;
  department: string;
  reportsTo: string;
  purpose: string;
  responsibilities: readonly string[];
  qualifications: readonly string[];
  experience: readonly string[];
  extraOffer?: readonly string[];
};

export const jobDescriptions: readonly JobDescription[] = [
  {
    title: 'SECTION LEADER - PLANT AND EARTHING DESIGN',
    department: 'Design and Engineering',
    reportsTo: 'Design Manager',
    purpose:
      'Lead the plant and earthing design section: own the technical quality and on-time delivery of substation, switchroom and earthing designs, and develop the engineers who produce them.',
    responsibilities: [
      'Lead a team of design engineers delivering HV and LV plant, substation and containerised switchroom designs from 11kV to 132kV',
      'Plan and allocate the section’s work, and track progress against programme and budget',
      'Review and approve single-line diagrams, layouts, equipment specifications and LVAC and DC auxiliary designs',
      'Lead earthing studies to BS EN 50522, BS 7430, ENA TS 41-24 and EREC S34, including soil models, EPR, touch and step voltages',
      'Review soil resistivity and fall-of-potential test results and their interpretation',
      'Act as technical lead with clients, DNOs, IDNOs and ICPs, and present designs at reviews',
      'Maintain the section’s design standards, templates and checklists, and make sure designer duties under CDM 2015 are met',
      'Coach and mentor engineers, and take part in recruitment and training',
    ],
    qualifications: [
      'Degree in electrical or electrical and electronic engineering (BEng, MEng or equivalent)',
      'Chartered Engineer (CEng) with the IET, or clear progress towards it',
      'Working knowledge of ENA engineering recommendations and technical specifications',
    ],
    experience: [
      '7 to 10 years in HV substation and earthing design',
      'At least 2 years leading or supervising engineers',
      'Earthing analysis software and AutoCAD, with a track record of designs approved by network operators',
    ],
  },
  {
    title: 'SECTION LEADER - POWER SYSTEM AND PROTECTION CONTROL',
    department: 'Design and Engineering',
    reportsTo: 'Design Manager',
    purpose:
      'Lead the power system studies and protection and control section: deliver accurate studies and protection designs that network operators accept first time, and grow a capable team.',
    responsibilities: [
      'Lead G99 compliance studies: load flow, short circuit to IEC 60909 and EREC G74, voltage step and flicker (P28), unbalance (P29) and harmonics (G5/5)',
      'Oversee reactive power, voltage control, fault ride through and transient stability studies, and arc flash assessments',
      'Lead relay coordination studies, protection settings and G99 interface protection design',
      'Direct relay and SCADA interfacing, including IEC 61850, DNP3 and Modbus signal mapping',
      'Review study reports and settings before issue, and resolve technical queries from network operators',
      'Plan the section’s workload, estimate study scopes and support fee proposals',
      'Develop modelling standards, study templates and checking procedures',
      'Coach and mentor engineers, and take part in recruitment and training',
    ],
    qualifications: [
      'Degree in electrical or electrical and electronic engineering (BEng, MEng or equivalent); a relevant MSc is an advantage',
      'Chartered Engineer (CEng) with the IET, or clear progress towards it',
    ],
    experience: [
      '7 to 10 years in power system studies and protection design',
      'At least 2 years leading or supervising engineers',
      'Expert use of power system analysis software such as DIgSILENT PowerFactory, ETAP or IPSA',
      'Experience of numerical relays from major manufacturers and their configuration tools',
    ],
  },
  {
    title: 'DESIGN MANAGER',
    department: 'Design and Engineering',
    reportsTo: 'Managing Director',
    purpose:
      'Manage the delivery of multi-discipline design projects from enquiry to as-built, so that every project is safe, compliant, on programme and profitable.',
    responsibilities: [
      'Define scope, programme, resources and fees for design projects, and agree them with clients',
      'Coordinate plant, earthing, cable, protection and study work across the section leaders',
      'Manage interfaces with clients, network operators, contractors and equipment suppliers',
      'Run the design review and approval process and control design changes',
      'Maintain quality management procedures and make sure designer duties under CDM 2015 are met',
      'Report progress, risks and financial performance to the senior management team',
      'Support business development with technical proposals and client presentations',
      'Develop section leaders and plan the resourcing of the design teams',
    ],
    qualifications: [
      'Degree in electrical engineering or a related discipline',
      'Chartered Engineer (CEng) status is desirable',
      'A project management qualification (APM or PRINCE2) is an advantage',
    ],
    experience: [
      'At least 10 years in electrical power engineering design for utilities, renewables or industry',
      'At least 3 years managing design projects or design teams',
      'Sound knowledge of DNO, IDNO and ICP processes and of G99 connection requirements',
    ],
  },
  {
    title: 'Trainee Design Engineer',
    department: 'Design and Engineering',
    reportsTo: 'Section Leader',
    purpose:
      'Begin a career in power engineering design: learn on real projects across plant, earthing, cables, protection and studies, supported by experienced engineers and a structured training plan.',
    responsibilities: [
      'Prepare drawings, schedules and calculations under the supervision of senior engineers',
      'Carry out cable sizing, voltage drop and basic earthing calculations using company tools',
      'Build and run network models for load flow and short-circuit studies as you progress',
      'Take part in site surveys, soil resistivity tests and commissioning visits',
      'Keep drawing registers and document records up to date',
      'Follow the company’s quality and health and safety procedures',
    ],
    qualifications: [
      'Degree or HND in electrical or electrical and electronic engineering, or due to graduate this year',
      'A good grasp of power system fundamentals: three-phase circuits, transformers and fault currents',
      'Familiarity with AutoCAD or another drawing package is an advantage',
    ],
    experience: [
      'No prior experience required; up to 6 months of placements or internships is welcome',
      'A full driving licence is an advantage for site work',
    ],
    extraOffer: [
      'A structured training plan with a named mentor',
      'Support towards professional registration (EngTech, IEng and CEng)',
    ],
  },
  {
    title: 'Office Assistant',
    department: 'Business Support',
    reportsTo: 'Office Manager',
    purpose:
      'Keep the office running smoothly and support the engineering teams with accurate, timely administration.',
    responsibilities: [
      'Greet visitors, answer calls and manage the general enquiries mailbox',
      'Organise meetings, diaries and travel for site visits',
      'Maintain document control: drawing registers, transmittals and filing',
      'Order office supplies and liaise with building and IT service providers',
      'Support timesheet, purchase order and invoice administration',
      'Help with onboarding new starters and keep health and safety records up to date',
    ],
    qualifications: [
      'Good standard of education, including English and mathematics',
      'Confident user of e-mail, word processing and spreadsheets',
      'Clear, courteous communication in person, on the telephone and in writing',
    ],
    experience: [
      '1 to 2 years in an office or administrative role',
      'Experience in an engineering or technical office is an advantage',
    ],
  },
];

const commonOffer = [
  'A competitive salary and holiday allowance in line with local practice',
  'Pension or retirement contributions in line with local regulations',
  'Funded training and membership of professional institutions',
  'Varied work on substations, renewables and battery storage projects',
  'Hybrid working where the role allows',
];

export function jobDescriptionPdf(job: JobDescription): DocumentSpec {
  const blocks: Block[] = [
    { kind: 'heading', text: 'Role purpose' },
    { kind: 'paragraph', text: job.purpose },
    { kind: 'heading', text: 'Key responsibilities' },
    { kind: 'bullets', items: job.responsibilities },
    { kind: 'heading', text: 'Qualifications' },
    { kind: 'bullets', items: job.qualifications },
    { kind: 'heading', text: 'Experience' },
    { kind: 'bullets', items: job.experience },
    { kind: 'heading', text: 'What we offer' },
    { kind: 'bullets', items: [...commonOffer, ...(job.extraOffer ?? [])] },
    { kind: 'heading', text: 'How to apply' },
    {
      kind: 'paragraph',
      text: 'Apply online through the Careers page of our website: choose your country, find this position and select Apply Now. Complete the short application and attach your CV as a PDF (maximum 10MB).',
    },
    {
      kind: 'callout',
      title: 'Questions about this role?',
      text: `E-mail ${site.contact.careersEmail}. ${site.legalName} is an equal opportunities employer and welcomes applications from all suitably qualified candidates.`,
    },
  ];
  return {
    title: 'Job Description',
    subject: `Job description: ${job.title}`,
    keywords: ['job description', 'careers', 'power engineering', job.title],
    titleBlock: {
      kicker: 'Job description',
      title: job.title,
      meta: [
        ['Department', job.department],
        [
          'Location',
          `${site.offices.map((office) => office.city).join(', ')} (as advertised on our careers page)`,
        ],
        ['Employment', 'Full-time, permanent'],
        ['Reports to', job.reportsTo],
      ],
    },
    blocks,
  };
}
