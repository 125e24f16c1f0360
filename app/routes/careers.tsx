import { MESSAGES } from '../../domain/messages.ts';
import { careersHero, careersSeo, openingsSection } from '../components/careers/careers-content.ts';
import { fallbackJobs } from '../components/careers/fallback-jobs.ts';
import { JobOpenings } from '../components/careers/job-openings.tsx';
import { openingsFor, parseCountry } from '../components/careers/job-summary.ts';
import { readOpenings } from '../components/careers/read-openings.ts';
import { SendCvBox } from '../components/careers/send-cv-box.tsx';
import { Welcome } from '../components/careers/welcome.tsx';
import { ArrowRightIcon } from '../components/services/icons.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { Section } from '../components/services/section.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { pageParam } from '../components/ui/page-links.ts';
import { Banner } from '../components/ui/status.tsx';
import { requestContext } from '../request-context.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/careers';

// public-site.md §2 Careers: hero, welcome section and job openings. The openings are the active
// jobs (§7 "query active=true") not past their closing date in the UK (decision 009), read on the
// server; the chosen country is the URL's ?country=.
// On a data failure the page shows its error text and the fallback sample openings (§8).
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  const country = parseCountry(url.searchParams.get('country'));
  try {
    return { openings: await readOpenings(services.db, country, pageParam(url)), loadFailed: false };
  } catch (error) {
    services.logger.error({ err: error }, 'careers page: failed to load job listings');
    return { openings: openingsFor(fallbackJobs, country), loadFailed: true };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', careersSeo);
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { openings, loadFailed } = loaderData;
  return (
    <>
      <PageHero {...careersHero} image="careers" crumbs={[{ label: 'Home', href: '/' }]}>
        <a href="#openings" className={buttonClass('accent')}>
          View current openings
          <ArrowRightIcon />
        </a>
      </PageHero>
      <Welcome />
      <Section id="openings" heading={openingsSection.heading} lead={openingsSection.lead} tone="muted">
        {loadFailed && (
          <div className="mb-8">
            <Banner tone="error">{MESSAGES.careers.loadFailed}</Banner>
          </div>
        )}
        <JobOpenings openings={openings} basePath="/careers" />
        <SendCvBox />
      </Section>
    </>
  );
}
