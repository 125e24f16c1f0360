import { Link } from 'react-router';
import {
  batteryStorageBenefits,
  batteryStorageBrochure,
  batteryStorageCallToAction,
  batteryStorageHero,
  batteryStorageRelatedCaseStudy,
  batteryStorageSeo,
  batteryStorageTabs,
} from '../../content/services/battery-storage.ts';
import { CardGrid } from '../components/services/card-grid.tsx';
import { DocumentLink } from '../components/services/document-link.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { Section } from '../components/services/section.tsx';
import { ServiceClosing } from '../components/services/service-closing.tsx';
import { SERVICE_CRUMBS } from '../components/services/service-crumbs.ts';
import { ServiceTabs } from '../components/services/service-tabs.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/services.battery-storage-integration';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', batteryStorageSeo);
}

export default function BatteryStorageIntegration() {
  return (
    <>
      <PageHero {...batteryStorageHero} crumbs={SERVICE_CRUMBS}>
        <DocumentLink document={batteryStorageBrochure} className={buttonClass('accent')} />
        <Link to="/contact" className={buttonClass('outline-light')}>
          Get in touch
        </Link>
      </PageHero>
      <Section
        id="bess-services"
        heading="Battery storage services"
        lead="From the first layout to grid compliance and long-term operation, choose an area to see what we deliver."
      >
        <ServiceTabs
          tabs={batteryStorageTabs}
          initialId="systemDesign"
          label="Battery storage integration services"
        />
      </Section>
      <Section id="bess-benefits" heading="What our clients gain" tone="muted">
        <CardGrid cards={batteryStorageBenefits} />
      </Section>
      <ServiceClosing cta={batteryStorageCallToAction} related={[batteryStorageRelatedCaseStudy]} />
    </>
  );
}
