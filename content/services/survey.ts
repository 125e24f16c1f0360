import type { CallToAction, Card, PageHeroCopy, PageSeo, Step } from './types.ts';

// public-site.md §2 "Survey": banner headed Survey; Get in touch link to /contact; six benefit
// cards; four steps. The spec's Request a Survey button has no action; here it links to /contact.

export { surveyTypes } from './survey-types.ts';

export const surveySeo: PageSeo = {
  title: 'Survey Services',
  description:
    'Topographical, geotechnical, environmental, hydrological, route and soil thermal resistivity surveys for substations, cable routes, battery storage and renewable energy sites.',
  path: '/services/survey',
  keywords: ['topographical survey', 'cable route survey', 'soil thermal resistivity', 'geotechnical survey'],
};

export const surveyHero: PageHeroCopy = {
  eyebrow: 'Survey services',
  heading: 'Survey',
  lead: 'Reliable site data for power projects: the surveys that turn an outline layout into a design you can build, consent and connect.',
  image: 'survey',
};

export const surveyBenefits: readonly Card[] = [
  {
    title: 'Accurate site assessment',
    description: 'Measured data replaces assumptions, so layouts and cable routes fit the real site.',
  },
  {
    title: 'Time and cost efficiency',
    description: 'Surveys planned together and scoped to the design need, with no wasted site visits.',
  },
  {
    title: 'Risk mitigation',
    description: 'Ground, flood and utility constraints found before they become construction claims.',
  },
  {
    title: 'Regulatory compliance',
    description: 'Evidence that planning authorities, the Environment Agency and operators expect.',
  },
  {
    title: 'Environmental stewardship',
    description: 'Ecology and watercourses protected through early identification of sensitive areas.',
  },
  {
    title: 'Long-term reliability',
    description: 'Foundations, drainage and cable ratings designed on data that holds for decades.',
  },
];

export const surveyProcess: readonly Step[] = [
  {
    title: 'Initial Consultation',
    description: 'We discuss the project, its stage and the decisions the survey data must support.',
  },
  {
    title: 'Survey Planning',
    description: 'Scope, methods, access, permits and risk assessments are agreed and scheduled.',
  },
  {
    title: 'Field Work',
    description: 'Experienced surveyors collect the data safely, with quality checks on site.',
  },
  {
    title: 'Data Analysis',
    description: 'Results are processed, checked and reported with clear recommendations for design.',
  },
];

export const surveyCallToAction: CallToAction = {
  heading: 'Plan your site surveys with us',
  text: 'Send us a site plan and programme and we will recommend the surveys your project needs.',
  label: 'Request a Survey',
  href: '/contact',
};
