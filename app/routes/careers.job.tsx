import { data, Link } from 'react-router';
import { fixedJobDescriptionPdfs } from '../../content/documents.ts';
import { jobDescriptionUrl } from '../../domain/careers.ts';
import type { Job } from '../../domain/entities.ts';
import { ukDateOn } from '../../domain/job-closing.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { getJob } from '../../server/db/jobs.ts';
import { isWellFormedId } from '../../server/http/input-guards.ts';
import { JobDetails } from '../components/careers/job-details.tsx';
import { jobPostingData } from '../components/careers/job-posting-data.ts';
import { jobPagePath, responsibilityLines } from '../components/careers/job-summary.ts';
import { JsonLd } from '../components/json-ld.tsx';
import { MAINTENANCE_TITLE, MaintenanceMessage } from '../components/layout/maintenance-message.tsx';
import { PreviewBanner, PreviewLinkInvalid } from '../components/preview/preview-banner.tsx';
import {
  PREVIEW_HEADERS,
  PREVIEW_ROBOTS,
  previewPageHeaders,
  previewTokenOf,
  readPagePreview,
} from '../components/preview/preview-page.ts';
import { truncateText } from '../components/products/summary.ts';
import { RequestReference } from '../components/request-reference.tsx';
import { ArrowRightIcon } from '../components/services/icons.tsx';
import { FOCUS_RING } from '../components/ui/focus-ring.ts';
import { CONTAINER } from '../components/ui/layout.ts';
import { Banner } from '../components/ui/status.tsx';
import { requestContext } from '../request-context.ts';
import { pageMeta, pageTitle } from '../seo.ts';
import type { Route } from './+types/careers.job';

// A job's own page at /careers/{id}, linked from its card on /careers and listed in the sitemap,
// with Google's JobPosting structured data. Only a job open to the public today has one (active,
// not past its closing date in the UK, decision 009): any other id is the not-found page
// (public-site.md §2: the maintenance page, answered with 404 so it is not indexed).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const token = previewTokenOf(request);
  if (token !== null) {
    // Decision 024: the job's working copy, whatever its status, for whoever holds the link.
    const preview = await readPagePreview<Job>(services.db, 'jobs', token);
    if (!preview.isValid) {
      return data({ status: 'preview-invalid' as const }, { status: 404, headers: PREVIEW_HEADERS });
    }
    const job = preview.record;
    const pdfUrl = jobDescriptionUrl(job, fixedJobDescriptionPdfs);
    return data(
      { status: 'found' as const, job, pdfUrl, preview: { expiresAt: preview.expiresAt } },
      { headers: PREVIEW_HEADERS },
    );
  }
  if (!isWellFormedId(params.jobId)) return data({ status: 'missing' as const }, { status: 404 });
  try {
    const job = await getJob(services.db, params.jobId, { openOn: ukDateOn(new Date()) });
    if (!job) return data({ status: 'missing' as const }, { status: 404 });
    // The description PDF is chosen here, on the server, so the page's script does not carry the
    // list of fixed PDFs (content/documents.ts) that the careers cards already ship.
    return {
      status: 'found' as const,
      job,
      pdfUrl: jobDescriptionUrl(job, fixedJobDescriptionPdfs),
      preview: null,
    };
  } catch (error) {
    services.logger.error({ err: error, jobId: params.jobId }, 'job page: failed to load the job');
    return data({ status: 'failed' as const }, { status: 503 });
  }
}

// ours: search engines show about 160 characters of a description.
const META_DESCRIPTION_LIMIT = 160;

/** What the job asks for and what it involves, cut to a search result's length. */
function metaDescription(job: Job): string {
  const lines = responsibilityLines(job.responsibilities).map(({ line }) => line.replace(/[.;]$/, ''));
  return truncateText(`${job.qualifications} ${lines.join('; ')}.`, META_DESCRIPTION_LIMIT);
}

export const headers = previewPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.status === 'preview-invalid') return [{ title: pageTitle('Preview') }, PREVIEW_ROBOTS];
  if (loaderData?.status !== 'found') {
    const title = loaderData?.status === 'failed' ? 'Careers' : MAINTENANCE_TITLE;
    return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }];
  }
  const { job } = loaderData;
  return [
    ...pageMeta(matches[0]?.loaderData?.publicUrl ?? '', {
      title: job.title,
      description: metaDescription(job),
      path: jobPagePath(job._id),
      keywords: [job.title, `engineering jobs ${job.country}`, `${job.place} jobs`],
    }),
    ...(loaderData.preview ? [PREVIEW_ROBOTS] : []),
  ];
}

export default function JobPage({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.status === 'missing') return <MaintenanceMessage />;
  if (loaderData.status === 'preview-invalid') return <PreviewLinkInvalid />;
  if (loaderData.status === 'failed') {
    return (
      <section aria-labelledby="page-heading" className={`${CONTAINER} py-20`}>
        <h1 id="page-heading" className="text-3xl font-bold text-brand-900">
          Careers
        </h1>
        <div className="mt-8">
          <Banner tone="error">{MESSAGES.careers.loadFailed}</Banner>
          <RequestReference className="mt-4" />
        </div>
        <Link
          to="/careers"
          className={`mt-8 inline-flex items-center gap-2 rounded-sm font-semibold text-brand-500 underline-offset-4 hover:underline ${FOCUS_RING}`}
        >
          <ArrowRightIcon className="size-4 rotate-180" />
          All openings
        </Link>
      </section>
    );
  }
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return (
    <>
      {/* A preview is not a published job: no JobPosting for search engines. */}
      {loaderData.preview ? (
        <PreviewBanner expiresAt={loaderData.preview.expiresAt} />
      ) : (
        <JsonLd data={jobPostingData(loaderData.job, publicUrl)} />
      )}
      <JobDetails job={loaderData.job} pdfUrl={loaderData.pdfUrl} />
    </>
  );
}
