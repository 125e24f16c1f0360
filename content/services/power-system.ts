import type { CallToAction, Card, PageHeroCopy, PageSeo, RelatedCaseStudy, Step } from './types.ts';

// public-site.md §2 "Power System Studies": six benefits; four-step process (data collection,
// modelling and analysis, results interpretation, recommendations). The spec's Request a Study
// button has no action; here it links to /contact so it is never a dead control.

export { powerSystemTabs } from './power-system-tabs.ts';

export const powerSystemSeo: PageSeo = {
  title: 'Power System Studies',
  description:
    'G99 compliance, load flow and short circuit (IEC 60909), harmonics to G5/5, P28/P29, relay coordination, reactive power, fault ride through and arc flash studies.',
  path: '/services/power-system',
  keywords: [
    'power system studies',
    'G99 compliance study',
    'G5/5 harmonic study',
    'load flow study',
    'arc flash',
  ],
};

export const powerSystemHero: PageHeroCopy = {
  eyebrow: 'Our services',
  heading: 'Power System Studies',
  lead: 'Network studies that answer the questions network operators ask — and that show you how your plant will perform before it is built.',
  image: 'power-system',
};

export const powerSystemBenefits: readonly Card[] = [
  {
    title: 'Faster approvals',
    description: 'Studies scoped and presented the way network operators need to assess them.',
  },
  {
    title: 'Reduced risk',
    description: 'Problems found in a model, not after energisation, when they are cheapest to fix.',
  },
  {
    title: 'Optimised equipment',
    description: 'Transformers, cables and compensation sized from analysis rather than rule of thumb.',
  },
  {
    title: 'Regulatory compliance',
    description: 'Evidence for G99, G5/5, P28, P29 and Grid Code requirements in one place.',
  },
  {
    title: 'Safer operation',
    description: 'Protection coordination and arc flash studies that protect people and plant.',
  },
  {
    title: 'Informed investment',
    description: 'Clear results and options that support commercial and technical decisions.',
  },
];

export const powerSystemProcess: readonly Step[] = [
  {
    title: 'Data collection',
    description:
      'We gather plant data, manufacturers’ models and network data from the operator, and agree the study scope and scenarios.',
  },
  {
    title: 'Modelling and analysis',
    description:
      'The network and plant are modelled, validated and studied across the operating scenarios and contingencies.',
  },
  {
    title: 'Results interpretation',
    description:
      'Results are checked against the applicable standards and limits, and any non-compliance is traced to its cause.',
  },
  {
    title: 'Recommendations',
    description:
      'We report clear conclusions and practical mitigation, and support discussions with the network operator.',
  },
];

export const powerSystemCallToAction: CallToAction = {
  heading: 'Need a study for your connection?',
  text: 'Tell us about your project and the network operator’s requirements, and we will propose a scope, programme and fee.',
  label: 'Request a Study',
  href: '/contact',
};

export const powerSystemRelatedCaseStudy: RelatedCaseStudy = {
  title: 'Power System Studies for a 132kV Substation Connection',
  summary:
    'Load flow, reactive power and IEC 60909 short circuit studies for a client substation joining a 132kV network.',
  href: '/case-studies/powersystemstudies',
};
