import { Link } from 'react-router';
import type { Job } from '../../../domain/entities.ts';
import { countDownload } from '../../insights/link-insights.ts';
import { ArrowRightIcon, DocumentIcon, LineIcon } from '../services/icons.tsx';
import { PageHero } from '../services/page-hero.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { CONTAINER } from '../ui/layout.ts';
import { formatClosingDate } from './closing-date.ts';
import { applyHref, countryHref, parseCountry, responsibilityLines } from './job-summary.ts';

// A job's own page (/careers/{id}): everything its card on /careers shows (public-site.md §2 Job
// card) with room to read it, its closing date when it has one, and the same two ways on: Apply
// Now, to the wizard pre-filled with this job, and the job description PDF when there is one.

const CRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Careers', href: '/careers' },
] as const;

const TEXT_LINK = `inline-flex items-center gap-2 rounded-sm font-semibold text-brand-500 underline-offset-4 hover:underline ${FOCUS_RING}`;

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{term}</dt>
      <dd className="text-base text-slate-800">{children}</dd>
    </div>
  );
}

function CalendarIcon() {
  return (
    <LineIcon className="size-5 shrink-0">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </LineIcon>
  );
}

/** `pdfUrl`: the job's description PDF, if any (jobDescriptionUrl, worked out by the loader). */
export function JobDetails({ job, pdfUrl }: { job: Job; pdfUrl: string | undefined }) {
  const responsibilities = responsibilityLines(job.responsibilities);
  const country = parseCountry(job.country);
  const applyNow = applyHref(job);
  return (
    <>
      <PageHero
        eyebrow={job.type || 'Careers'}
        heading={job.title}
        lead={`${job.place}, ${job.country}`}
        image="careers"
        crumbs={CRUMBS}
      >
        <Link to={applyNow} className={buttonClass('accent')}>
          Apply Now
          <ArrowRightIcon />
        </Link>
        {pdfUrl && (
          <a
            href={pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={countDownload(pdfUrl)}
            className={buttonClass('outline-light')}
          >
            <DocumentIcon className="size-4" />
            View Job Description
            <span className="sr-only"> (PDF, opens in a new tab)</span>
          </a>
        )}
      </PageHero>

      <div className="bg-slate-50 py-12 sm:py-16">
        <div
          className={`${CONTAINER} grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10`}
        >
          <article
            aria-label="Job details"
            className="space-y-10 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
          >
            <section aria-labelledby="qualifications-heading">
              <h2 id="qualifications-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
                Qualifications
              </h2>
              <p data-job-qualifications className="mt-4 leading-relaxed whitespace-pre-line text-slate-700">
                {job.qualifications}
              </p>
            </section>
            {responsibilities.length > 0 && (
              <section aria-labelledby="responsibilities-heading">
                <h2 id="responsibilities-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
                  Responsibilities
                </h2>
                <ul
                  data-job-responsibilities
                  className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-accent-500"
                >
                  {responsibilities.map(({ key, line }) => (
                    <li key={key}>{line}</li>
                  ))}
                </ul>
              </section>
            )}
          </article>

          <aside
            aria-labelledby="summary-heading"
            className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-32"
          >
            <h2 id="summary-heading" className="text-lg font-bold text-brand-900">
              At a glance
            </h2>
            <dl className="mt-5 grid gap-4">
              <Fact term="Location">{job.place}</Fact>
              <Fact term="Country">{job.country}</Fact>
              {job.type && <Fact term="Type">{job.type}</Fact>}
              <Fact term="Experience">{job.experience}</Fact>
            </dl>
            {job.closingDate && (
              <p
                data-closing-date
                className="mt-6 flex items-center gap-2 rounded-lg bg-accent-500/15 px-4 py-3 font-semibold text-brand-900"
              >
                <CalendarIcon />
                <span>
                  Apply by <time dateTime={job.closingDate}>{formatClosingDate(job.closingDate)}</time>
                </span>
              </p>
            )}
            <div className="mt-6 grid gap-4">
              <Link to={applyNow} className={`${buttonClass()} w-full`}>
                Apply Now<span className="sr-only"> for {job.title}</span>
              </Link>
              {pdfUrl && (
                <a
                  href={pdfUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-job-description
                  onClick={countDownload(pdfUrl)}
                  className={`${TEXT_LINK} justify-center text-sm`}
                >
                  <DocumentIcon className="size-4" />
                  View Job Description
                  <span className="sr-only"> for {job.title} (PDF, opens in a new tab)</span>
                </a>
              )}
            </div>
            <div className="mt-6 border-t border-slate-200 pt-5">
              <Link
                to={country ? countryHref('/careers', country) : '/careers'}
                className={`${TEXT_LINK} text-sm`}
              >
                <ArrowRightIcon className="size-4 rotate-180" />
                {country ? `All openings in ${country}` : 'All openings'}
              </Link>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
