import { Link } from 'react-router';
import { openingsLabel } from '../../../domain/careers.ts';
import { COUNTRIES, type Country } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { careersBlock } from '../../content/home.ts';
import { FOCUS_RING } from '../layout/navigation.ts';

// public-site.md §2 Home 9 and Careers: three country cards with their opening counts ('Opening'
// singular for exactly 1) and the send-your-CV box. On a data failure the home page shows its own
// message and, unlike the careers page, no fallback jobs (§8).

export type Openings = Record<Country, number>;

export function CareersBlock({ openings }: { openings: Openings | null }) {
  return (
    <section aria-labelledby="careers-heading" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wider text-brand-500 uppercase">{careersBlock.eyebrow}</p>
          <h2 id="careers-heading" className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
            {careersBlock.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{careersBlock.intro}</p>
        </div>

        {openings ? (
          <ul className="mt-10 grid gap-6 md:grid-cols-3" aria-label="Openings by country">
            {COUNTRIES.map((country) => (
              <li key={country}>
                <Link
                  to={`/careers?country=${encodeURIComponent(country)}`}
                  data-country={country}
                  className={`flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg ${FOCUS_RING}`}
                >
                  <span className="text-xl font-semibold text-brand-900">{country}</span>
                  <span className="mt-2 text-slate-700" data-openings>
                    {openingsLabel(openings[country])}
                  </span>
                  <span className="mt-4 font-semibold text-brand-500" aria-hidden="true">
                    View openings →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-lg bg-red-50 px-5 py-4 font-medium text-red-800 ring-1 ring-red-200">
            {MESSAGES.careers.homeLoadFailed}
          </p>
        )}

        <div className="mt-10 flex flex-col items-start justify-between gap-5 rounded-xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center">
          <p className="text-xl font-semibold">{MESSAGES.careers.sendCvPrompt}</p>
          <Link
            to="/apply"
            className="shrink-0 rounded-md bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            Apply Now
          </Link>
        </div>
      </div>
    </section>
  );
}
