import {
  earthingAdditionalServices,
  earthingBrochure,
  earthingCallToAction,
  earthingHero,
  earthingIntro,
  earthingRelatedCaseStudy,
  earthingSeo,
  earthingStandards,
  earthingTabs,
} from '../../content/services/earthing.ts';
import { CardGrid } from '../components/services/card-grid.tsx';
import { DocumentLink } from '../components/services/document-link.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { Section } from '../components/services/section.tsx';
import { ServiceClosing } from '../components/services/service-closing.tsx';
import { SERVICE_CRUMBS } from '../components/services/service-crumbs.ts';
import { ServiceTabs } from '../components/services/service-tabs.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/services.earthing-solution';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', earthingSeo);
}

export default function EarthingSolution() {
  return (
    <>
      <PageHero {...earthingHero} crumbs={SERVICE_CRUMBS} />
      <Section id="earthing-intro" heading={earthingIntro.heading}>
        <div className="-mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <div className="space-y-4 text-base leading-relaxed text-slate-700">
            {earthingIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <p className="text-slate-700">{earthingBrochure.description}</p>
            <DocumentLink document={earthingBrochure} className={`${buttonClass()} mt-4`} />
          </div>
        </div>
      </Section>
      <Section
        id="earthing-services"
        heading="Our earthing services"
        lead="Choose a service to see what it includes."
        tone="muted"
      >
        <ServiceTabs tabs={earthingTabs} initialId="earthing-calculation" label="Earthing services" />
      </Section>
      <Section
        id="standards"
        heading="Standards and compliance"
        lead="Our earthing designs and tests follow the British, European and UK network operator standards that govern adoptable and private installations."
      >
        <CardGrid cards={earthingStandards} variant="standard" />
      </Section>
      <Section id="additional-services" heading="Additional services" tone="muted">
        <CardGrid cards={earthingAdditionalServices} />
      </Section>
      <ServiceClosing cta={earthingCallToAction} related={[earthingRelatedCaseStudy]} />
    </>
  );
}
