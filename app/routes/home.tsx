import { site } from '../../content/site.ts';
import { figuresOn } from '../../domain/site-content.ts';
import { parseCountry } from '../components/careers/job-summary.ts';
import { readOpenings } from '../components/careers/read-openings.ts';
import { AboutStrip } from '../components/home/about-strip.tsx';
import { CareersBlock } from '../components/home/careers-block.tsx';
import { CompanyNumbers } from '../components/home/company-numbers.tsx';
import { EnquiryCta } from '../components/home/enquiry-cta.tsx';
import { Hero } from '../components/home/hero.tsx';
import { Industries } from '../components/home/industries.tsx';
import { OrganizationData } from '../components/home/organization-data.tsx';
import { ServicesGrid } from '../components/home/services-grid.tsx';
import { Testimonials } from '../components/home/testimonials.tsx';
import { WhyChooseUs } from '../components/home/why-choose-us.tsx';
import { PreviewBanner, PreviewLinkInvalid } from '../components/preview/preview-banner.tsx';
import { siteContentMeta } from '../components/site-content/preview-meta.ts';
import {
  publicOffices,
  shownSiteContent,
  siteContentPage,
  siteContentPageHeaders,
} from '../components/site-content/shown-site-content.ts';
import { pageParam } from '../components/ui/page-links.ts';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/home';

// public-site.md §2 Home: nine blocks, top to bottom. The figures, the testimonials and the
// offices of the structured data are the published site content (decision 025), or a section's
// working copy through a site-content ?preview= link. The careers block reads the open jobs (active
// and not past their closing date, decision 009) on the server (its counts and, once a country is
// chosen with ?country=, that country's jobs); a data failure is logged and shown as the home
// page's own message (§8), never a crash.
export async function loader(args: Route.LoaderArgs) {
  const { context, request } = args;
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  const country = parseCountry(url.searchParams.get('country'));
  const readJobs = async () => {
    try {
      return await readOpenings(services.db, country, pageParam(url));
    } catch (error) {
      services.logger.error({ err: error }, 'home page: failed to load job listings');
      return null;
    }
  };
  const [shown, openings] = await Promise.all([shownSiteContent(args), readJobs()]);
  return siteContentPage(shown, (content) => ({
    openings,
    figures: figuresOn(content.figures, 'home'),
    testimonials: content.testimonials,
    offices: publicOffices(content.offices),
  }));
}

export const headers = siteContentPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return siteContentMeta(loaderData, () =>
    pageMeta(publicUrl, {
      title: 'Home',
      description: site.description,
      path: '/',
      keywords: ['power engineering consultancy UK', 'grid connection design', 'DNO ICP design'],
    }),
  );
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  if (loaderData.status === 'preview-invalid') return <PreviewLinkInvalid />;
  return (
    <>
      {loaderData.preview && <PreviewBanner expiresAt={loaderData.preview.expiresAt} />}
      <OrganizationData publicUrl={publicUrl} offices={loaderData.offices} />
      <Hero />
      <AboutStrip />
      <ServicesGrid />
      <CompanyNumbers figures={loaderData.figures} />
      <WhyChooseUs />
      <Industries />
      <Testimonials items={loaderData.testimonials} />
      <EnquiryCta />
      <CareersBlock openings={loaderData.openings} />
    </>
  );
}
