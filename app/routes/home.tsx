import { site } from '../../content/site.ts';
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
import { pageParam } from '../components/ui/page-links.ts';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/home';

// public-site.md §2 Home: nine blocks, top to bottom. The careers block reads the open jobs (active
// and not past their closing date, decision 009) on the server (its counts and, once a country is
// chosen with ?country=, that country's jobs); a data failure is logged and shown as the home
// page's own message (§8), never a crash.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  const country = parseCountry(url.searchParams.get('country'));
  try {
    return { openings: await readOpenings(services.db, country, pageParam(url)) };
  } catch (error) {
    services.logger.error({ err: error }, 'home page: failed to load job listings');
    return { openings: null };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return pageMeta(publicUrl, {
    title: 'Home',
    description: site.description,
    path: '/',
    keywords: ['power engineering consultancy UK', 'grid connection design', 'DNO ICP design'],
  });
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return (
    <>
      <OrganizationData publicUrl={publicUrl} />
      <Hero />
      <AboutStrip />
      <ServicesGrid />
      <CompanyNumbers />
      <WhyChooseUs />
      <Industries />
      <Testimonials />
      <EnquiryCta />
      <CareersBlock openings={loaderData.openings} />
    </>
  );
}
