import { Link } from 'react-router';
import {
  protectedEquipment,
  protectionBenefits,
  protectionCallToAction,
  protectionDesignProcess,
  protectionHero,
  protectionKeyFeatures,
  protectionSeo,
  protectionServices,
  protectionStandards,
  protectionTabs,
} from '../../content/services/protection-design.ts';
import { CardGrid } from '../components/services/card-grid.tsx';
import { Checklist } from '../components/services/checklist.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { ProcessSteps } from '../components/services/process-steps.tsx';
import { Section } from '../components/services/section.tsx';
import { ServiceClosing } from '../components/services/service-closing.tsx';
import { SERVICE_CRUMBS } from '../components/services/service-crumbs.ts';
import { ServiceTabs } from '../components/services/service-tabs.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/services.protection-design';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', protectionSeo);
}

export default function ProtectionDesign() {
  return (
    <>
      <PageHero {...protectionHero} crumbs={SERVICE_CRUMBS}>
        <Link to="/contact" className={buttonClass('accent')}>
          Get in touch
        </Link>
      </PageHero>
      <Section
        id="protection-services"
        heading="Protection engineering services"
        lead="Choose a service to see what it includes."
      >
        <ServiceTabs
          tabs={protectionTabs}
          initialId="relay-coordination"
          label="Protection design services"
        />
      </Section>
      <Section id="key-features" heading="Key features of our protection schemes" tone="muted">
        <CardGrid cards={protectionKeyFeatures} />
      </Section>
      <Section id="scope" heading="What we protect and how">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="mb-4 text-xl font-semibold text-brand-900">Protection services</h3>
            <Checklist items={protectionServices} columns={1} />
          </div>
          <div>
            <h3 className="mb-4 text-xl font-semibold text-brand-900">Equipment protection</h3>
            <Checklist items={protectedEquipment} columns={1} />
          </div>
        </div>
      </Section>
      <Section
        id="standards"
        heading="Standards we design to"
        lead="Our schemes and settings are engineered to international and UK network standards."
        tone="muted"
      >
        <CardGrid cards={protectionStandards} variant="standard" />
      </Section>
      <Section id="design-process" heading="Our design process">
        <ProcessSteps steps={protectionDesignProcess} />
      </Section>
      <Section id="benefits" heading="Benefits for your network" tone="muted">
        <CardGrid cards={protectionBenefits} />
      </Section>
      <ServiceClosing cta={protectionCallToAction} />
    </>
  );
}
