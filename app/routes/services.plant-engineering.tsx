import {
  plantBenefits,
  plantCallToAction,
  plantCoreValues,
  plantDesignProcess,
  plantEngineeringHero,
  plantEngineeringSeo,
  plantEngineeringTabs,
  plantRelatedCaseStudies,
} from '../../content/services/plant-engineering.ts';
import { CardGrid } from '../components/services/card-grid.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { ProcessSteps } from '../components/services/process-steps.tsx';
import { Section } from '../components/services/section.tsx';
import { ServiceClosing } from '../components/services/service-closing.tsx';
import { SERVICE_CRUMBS } from '../components/services/service-crumbs.ts';
import { ServiceTabs } from '../components/services/service-tabs.tsx';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/services.plant-engineering';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', plantEngineeringSeo);
}

export default function PlantEngineering() {
  return (
    <>
      <PageHero {...plantEngineeringHero} crumbs={SERVICE_CRUMBS} />
      <Section
        id="plant-services"
        heading="What we deliver"
        lead="Choose an area to see what our plant engineering service covers."
      >
        <ServiceTabs tabs={plantEngineeringTabs} initialId="overview" label="Plant engineering services" />
      </Section>
      <Section
        id="design-process"
        heading="Our design process"
        lead="Four stages take every project from requirements to an optimised, construction-ready design."
        tone="muted"
      >
        <ProcessSteps steps={plantDesignProcess} />
      </Section>
      <Section id="why-choose-us" heading="Why choose us for plant engineering">
        <CardGrid cards={plantBenefits} />
      </Section>
      <Section
        id="core-values"
        heading="Our core values"
        lead="The values behind every design we issue."
        tone="dark"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {plantCoreValues.map((value) => (
            <li key={value.title} className="rounded-xl bg-brand-700 p-6">
              <h3 className="text-2xl font-bold text-accent-500">{value.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-100">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ServiceClosing cta={plantCallToAction} related={plantRelatedCaseStudies} />
    </>
  );
}
