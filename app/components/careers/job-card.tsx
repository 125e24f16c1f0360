import { Link } from 'react-router';
import { fixedJobDescriptionPdfs } from '../../../content/documents.ts';
import { jobDescriptionUrl } from '../../../domain/careers.ts';
import { countDownload } from '../../insights/link-insights.ts';
import { ArrowRightIcon, DocumentIcon } from '../services/icons.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { applyHref, type JobSummary, responsibilityLines } from './job-summary.ts';

// public-site.md §2 Job card: title, type, place, qualifications, experience, responsibilities as
// lines, Apply Now (to the wizard, pre-filled with this job) and View Job Description, which opens
// the job's PDF (or the fixed PDF for its exact title) in a new tab; no PDF, no link. A stored job
// also links to its own page (View details); the fallback sample openings have none.

const TEXT_LINK = `inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-500 underline-offset-4 hover:underline ${FOCUS_RING}`;

export function JobCard({ job }: { job: JobSummary }) {
  const headingId = `job-${job._id}-title`;
  const pdfUrl = jobDescriptionUrl(job, fixedJobDescriptionPdfs);
  const responsibilities = responsibilityLines(job.responsibilities);
  return (
    <article
      aria-labelledby={headingId}
      data-job={job.title}
      className="flex w-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <p className="self-start rounded-full bg-brand-900/5 px-3 py-1 text-xs font-semibold tracking-wider text-brand-700 uppercase">
        {job.type}
      </p>
      <h4 id={headingId} className="mt-4 text-xl font-bold text-balance text-brand-900">
        {job.title}
      </h4>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Location:</dt>
          <dd className="text-slate-700">{job.place}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Experience:</dt>
          <dd className="text-slate-700">{job.experience}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Qualifications:</dt>
          <dd className="mt-1 leading-relaxed text-slate-700">{job.qualifications}</dd>
        </div>
      </dl>
      {responsibilities.length > 0 && (
        <div className="mt-4 text-sm">
          <p className="font-semibold text-slate-800">Responsibilities:</p>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-slate-700 marker:text-accent-500">
            {responsibilities.map(({ key, line }) => (
              <li key={key}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-6">
        <Link to={applyHref(job)} className={buttonClass()}>
          Apply Now<span className="sr-only"> for {job.title}</span>
        </Link>
        {job.pagePath && (
          <Link to={job.pagePath} data-job-page className={TEXT_LINK}>
            View details<span className="sr-only"> of {job.title}</span>
            <ArrowRightIcon className="size-4" />
          </Link>
        )}
        {pdfUrl && (
          <a
            href={pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-job-description
            onClick={countDownload(pdfUrl)}
            className={TEXT_LINK}
          >
            <DocumentIcon className="size-4" />
            View Job Description
            <span className="sr-only"> for {job.title} (PDF, opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
