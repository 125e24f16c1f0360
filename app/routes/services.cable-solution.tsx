import {
  cableProjectDelivery,
  cableSolutionsBrochure,
  cableSolutionsCallToAction,
  cableSolutionsHero,
  cableSolutionsIntro,
  cableSolutionsSeo,
  cableSolutionsTabs,
} from '../../content/services/cable-solutions.ts';
import { DocumentLink } from '../components/services/document-link.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { Section } from '../components/services/section.tsx';
import { ServiceClosing } from '../components/services/service-closing.tsx';
import { SERVICE_CRUMBS } from '../components/services/service-crumbs.ts';
import { ServiceTabs } from '../components/services/service-tabs.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/services.cable-solution';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', cableSolutionsSeo);
}

export default function CableSolutions() {
  return (
    <>
      <PageHero {...cableSolutionsHero} crumbs={SERVICE_CRUMBS} />
      <Section id="cable-intro" heading={cableSolutionsIntro.heading}>
        <div className="-mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <div className="space-y-4 text-base leading-relaxed text-slate-700">
            {cableSolutionsIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <p className="text-slate-700">{cableSolutionsBrochure.description}</p>
            <DocumentLink document={cableSolutionsBrochure} className={`${buttonClass()} mt-4`} />
          </div>
        </div>
      </Section>
      <Section
        id="cable-services"
        heading="Our cable services"
        lead="Choose a service to see what it includes."
        tone="muted"
      >
        <ServiceTabs tabs={cableSolutionsTabs} initialId="cable-sizing" label="Cable services" />
      </Section>
      <Section id="project-delivery" heading={cableProjectDelivery.heading}>
        <p className="-mt-6 max-w-3xl border-l-4 border-accent-500 pl-6 text-lg leading-relaxed text-slate-700">
          {cableProjectDelivery.statement}
        </p>
      </Section>
      <ServiceClosing cta={cableSolutionsCallToAction} />
    </>
  );
}
