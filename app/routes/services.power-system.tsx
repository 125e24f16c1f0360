import { Link } from 'react-router';
import {
  powerSystemBenefits,
  powerSystemCallToAction,
  powerSystemHero,
  powerSystemProcess,
  powerSystemRelatedCaseStudy,
  powerSystemSeo,
  powerSystemTabs,
} from '../../content/services/power-system.ts';
import { CardGrid } from '../components/services/card-grid.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { ProcessSteps } from '../components/services/process-steps.tsx';
import { Section } from '../components/services/section.tsx';
import { ServiceClosing } from '../components/services/service-closing.tsx';
import { SERVICE_CRUMBS } from '../components/services/service-crumbs.ts';
import { ServiceTabs } from '../components/services/service-tabs.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/services.power-system';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', powerSystemSeo);
}

export default function PowerSystemStudies() {
  return (
    <>
      <PageHero {...powerSystemHero} crumbs={SERVICE_CRUMBS}>
        <Link to="/contact" className={buttonClass('accent')}>
          Get in touch
        </Link>
      </PageHero>
      <Section
        id="studies"
        heading="Our studies"
        lead="Choose a study to see what it covers and what you receive."
      >
        <ServiceTabs tabs={powerSystemTabs} initialId="overview" label="Power system studies" />
      </Section>
      <Section id="benefits" heading="Benefits of our studies" tone="muted">
        <CardGrid cards={powerSystemBenefits} />
      </Section>
      <Section id="study-process" heading="Our study process">
        <ProcessSteps steps={powerSystemProcess} />
      </Section>
      <ServiceClosing cta={powerSystemCallToAction} related={[powerSystemRelatedCaseStudy]} />
    </>
  );
}
