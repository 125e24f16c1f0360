import type { CallToAction } from '../services/types.ts';

/** The call to action closing every static case study. */
export const caseStudyCallToAction: CallToAction = {
  heading: 'Have a similar project?',
  text: 'Tell us what you are planning and we will show you how we can help, from first study to energisation.',
  label: 'Get in touch',
  href: '/contact',
};
