import type { Ref } from 'react';
import { Link } from 'react-router';
import { site } from '../../../content/site.ts';
import { openingsLabel } from '../../../domain/careers.ts';
import { COUNTRIES, type Country } from '../../../domain/constants.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { countryHref } from './job-summary.ts';

// public-site.md §2 Careers: three country cards, each with its opening count ('Opening' singular
// for exactly 1). Each card is a link to `?country=…`, so a choice is shareable and works before
// the page's script has loaded; the page keeps its scroll position when the choice is made.

const CITY: Partial<Record<string, string>> = Object.fromEntries(
  site.offices.map((office) => [office.country, office.city]),
);

export function CountryChooser({
  counts,
  basePath,
  headingRef,
}: {
  counts: Record<Country, number>;
  basePath: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-brand-900 focus:outline-none">
        Choose a country
      </h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3" aria-label="Openings by country">
        {COUNTRIES.map((country) => (
          <li key={country}>
            <Link
              to={countryHref(basePath, country)}
              preventScrollReset
              data-country={country}
              className={`group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg ${FOCUS_RING}`}
            >
              <span className="text-xl font-semibold text-brand-900">{country}</span>
              {CITY[country] && <span className="mt-1 text-sm text-slate-600">{CITY[country]} office</span>}
              <span className="mt-3 text-slate-700" data-openings>
                {openingsLabel(counts[country])}
              </span>
              <span
                className="mt-4 font-semibold text-brand-500 group-hover:underline group-hover:underline-offset-4"
                aria-hidden="true"
              >
                View openings →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
