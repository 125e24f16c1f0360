import { Link } from 'react-router';
import {
  howWeWork,
  packageCallout,
  serviceAreas,
  servicesCallToAction,
  servicesHero,
  servicesSeo,
} from '../../content/services/overview.ts';
import { ArrowRightIcon } from '../components/services/icons.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { ProcessSteps } from '../components/services/process-steps.tsx';
import { Section } from '../components/services/section.tsx';
import { ServiceCard } from '../components/services/service-card.tsx';
import { ServiceClosing } from '../components/services/service-closing.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/services';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', servicesSeo);
}

export default function Services() {
  return (
    <>
      <PageHero {...servicesHero} crumbs={[{ label: 'Home', href: '/' }]}>
        <Link to="/contact" className={buttonClass('accent')}>
          Discuss your project
          <ArrowRightIcon />
        </Link>
      </PageHero>
      <Section
        id="service-areas"
        heading="Seven service areas"
        lead="Each discipline can be commissioned on its own or combined into a complete design package."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceAreas.map((area) => (
            <li key={area.href} className="flex">
              <ServiceCard area={area} />
            </li>
          ))}
          <li className="flex lg:col-span-2">
            <div className="flex w-full flex-col justify-center rounded-xl bg-brand-900 p-8 text-white">
              <h3 className="text-2xl font-bold">{packageCallout.heading}</h3>
              <p className="mt-3 max-w-xl leading-relaxed text-slate-200">{packageCallout.text}</p>
              <Link to={packageCallout.href} className={`${buttonClass('accent')} mt-6 self-start`}>
                {packageCallout.label}
                <ArrowRightIcon />
              </Link>
            </div>
          </li>
        </ul>
      </Section>
      <Section id="how-we-work" heading={howWeWork.heading} lead={howWeWork.lead} tone="dark">
        <ProcessSteps steps={howWeWork.steps} tone="dark" />
      </Section>
      <ServiceClosing cta={servicesCallToAction} />
    </>
  );
}
