import { Link } from 'react-router';
import {
  surveyBenefits,
  surveyCallToAction,
  surveyHero,
  surveyProcess,
  surveySeo,
  surveyTypes,
} from '../../content/services/survey.ts';
import { CardGrid } from '../components/services/card-grid.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { ProcessSteps } from '../components/services/process-steps.tsx';
import { Section } from '../components/services/section.tsx';
import { ServiceClosing } from '../components/services/service-closing.tsx';
import { SERVICE_CRUMBS } from '../components/services/service-crumbs.ts';
import { ServiceTabs } from '../components/services/service-tabs.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/services.survey';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', surveySeo);
}

export default function SurveyServices() {
  return (
    <>
      <PageHero {...surveyHero} crumbs={SERVICE_CRUMBS}>
        <Link to="/contact" className={buttonClass('accent')}>
          Get in touch
        </Link>
      </PageHero>
      <Section
        id="survey-types"
        heading="Survey types"
        lead="Six survey disciplines, planned together so that one site programme gives the design team everything it needs."
      >
        <ServiceTabs tabs={surveyTypes} initialId="topographical" label="Survey types" />
      </Section>
      <Section id="benefits" heading="Benefits of professional surveys" tone="muted">
        <CardGrid cards={surveyBenefits} />
      </Section>
      <Section id="survey-process" heading="Our survey process">
        <ProcessSteps steps={surveyProcess} />
      </Section>
      <ServiceClosing cta={surveyCallToAction} />
    </>
  );
}
