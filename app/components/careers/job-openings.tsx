import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { MESSAGES } from '../../../domain/messages.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { ListPager } from '../ui/list-pager.tsx';
import { EmptyState, Spinner } from '../ui/status.tsx';
import { CountryChooser } from './country-chooser.tsx';
import { JobSlider } from './job-slider.tsx';
import { countryHref, type Openings } from './job-summary.ts';

// public-site.md §2 Careers, §4 "View: no country chosen, country chosen, back". The same block
// serves the careers page and the home page: the chosen country lives in the page's `?country=`,
// and Choose Country links back to the page without it. A spinner stands in while the page's
// loader runs. When the view changes, focus moves to the new view's heading, so keyboard and
// screen-reader users land on what just appeared.

export function JobOpenings({
  openings,
  basePath,
}: {
  openings: Openings;
  /** The page this block is on; country links are `${basePath}?country=…`. */
  basePath: string;
}) {
  const { counts, country, jobs, paging } = openings;
  const navigation = useNavigation();
  const location = useLocation();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownCountry = useRef(country);

  useEffect(() => {
    if (shownCountry.current === country) return;
    shownCountry.current = country;
    headingRef.current?.focus({ preventScroll: true });
  }, [country]);

  if (isLoading) return <Spinner label="Loading job openings…" className="min-h-48" />;

  if (!country) return <CountryChooser counts={counts} basePath={basePath} headingRef={headingRef} />;

  return (
    // The pager's links land here (#job-openings), below the sticky header, on either page.
    <div id="job-openings" data-openings-country={country} className="scroll-mt-28">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-brand-900 focus:outline-none"
        >
          Openings in {country}
        </h3>
        <Link
          to={basePath}
          preventScrollReset
          className={`inline-flex items-center gap-2 rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-900 hover:text-white ${FOCUS_RING}`}
        >
          <span aria-hidden="true">←</span> Choose Country
        </Link>
      </div>
      <div className="mt-6">
        {jobs.length === 0 ? (
          <div className="rounded-lg ring-1 ring-slate-200">
            <EmptyState>{MESSAGES.careers.noOpenings(country)}</EmptyState>
          </div>
        ) : (
          <JobSlider
            key={`${country} ${paging?.page ?? 1}`}
            jobs={jobs}
            label={`Job openings in ${country}`}
          />
        )}
        {paging && (
          <ListPager
            {...paging}
            noun="openings"
            hrefFor={(page) => `${countryHref(basePath, country, page)}#job-openings`}
            label={`Pages of openings in ${country}`}
          />
        )}
      </div>
    </div>
  );
}
