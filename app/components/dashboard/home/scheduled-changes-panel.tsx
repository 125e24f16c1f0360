import { Link } from 'react-router';
import type { ContentTypeName } from '../../../../domain/answers/publishing.ts';
import {
  staffCaseStudyListAnswer,
  staffGalleryImageListAnswer,
  staffJobListAnswer,
  staffProductListAnswer,
} from '../../../../domain/answers/staff-records.ts';
import { Badge } from '../../ui/badge.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Spinner } from '../../ui/status.tsx';
import { CONTENT_TYPE_LABELS, scheduledChanges } from '../publishing/scheduled-changes.ts';
import { formatUkDateTime } from '../publishing/uk-time.ts';
import { useApiQuery } from '../use-api-query.ts';
import { Panel } from './panel.tsx';

// Decision 024: the overview lists the scheduled changes (what, when, which way), read from the
// staff lists of the content the user may manage (the first 200 of each, the most one answer
// holds: far more than the site has).

const SCREENS: Readonly<Record<ContentTypeName, string>> = {
  jobs: 'jobs',
  'case-studies': 'case-studies',
  products: 'products',
  gallery: 'gallery',
};

export function ScheduledChangesPanel({
  canRecruit,
  canEditContent,
  base = '/dashboard',
}: {
  canRecruit: boolean;
  canEditContent: boolean;
  /** Where the content screens are: /dashboard, or /admin-dashboard's copies of them. */
  base?: '/dashboard' | '/admin-dashboard';
}) {
  const jobs = useApiQuery(
    canRecruit ? '/jobs?view=all&limit=200' : null,
    staffJobListAnswer,
    'Failed to fetch jobs',
  );
  const caseStudies = useApiQuery(
    canEditContent ? '/case-studies?limit=200' : null,
    staffCaseStudyListAnswer,
    '',
  );
  const products = useApiQuery(
    canEditContent ? '/products?limit=200' : null,
    staffProductListAnswer,
    'Failed to fetch products',
  );
  const images = useApiQuery(
    canEditContent ? '/gallery?limit=200' : null,
    staffGalleryImageListAnswer,
    'Failed to fetch images',
  );
  const isLoading = [jobs, caseStudies, products, images].some((query) => query.isLoading);
  const failed = [jobs, caseStudies, products, images].some((query) => query.error !== null);
  const changes = scheduledChanges([
    {
      type: 'jobs',
      records: (jobs.data?.data.jobs ?? []).map((job) => ({ ...job, id: job._id, name: job.title })),
    },
    {
      type: 'case-studies',
      records: (caseStudies.data?.data.caseStudies ?? []).map((item) => ({ ...item, id: item._id })),
    },
    {
      type: 'products',
      records: (products.data?.data.products ?? []).map((item) => ({
        ...item,
        id: item._id,
        name: item.title,
      })),
    },
    {
      type: 'gallery',
      records: (images.data?.data.images ?? []).map((item) => ({ ...item, id: item._id, name: item.title })),
    },
  ]);

  return (
    <Panel title="Scheduled changes" id="scheduled-changes">
      {isLoading && changes.length === 0 && <Spinner label="Loading scheduled changes…" className="py-2" />}
      {!isLoading && changes.length === 0 && (
        <p className="text-slate-600">
          Nothing is scheduled. Set “Publish at” or “Unpublish at” on a job, case study, product or image.
        </p>
      )}
      {failed && (
        <p className="mt-2 text-sm text-red-800">
          Some lists could not be loaded, so this may be incomplete.
        </p>
      )}
      {changes.length > 0 && (
        <ol className="divide-y divide-slate-200">
          {changes.map((change) => (
            <li
              key={`${change.type}-${change.id}-${change.action}`}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <time dateTime={change.at} className="shrink-0 text-sm font-semibold text-slate-900 sm:w-52">
                {formatUkDateTime(change.at)}
              </time>
              <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                <Badge
                  colourClass={
                    change.action === 'publish'
                      ? 'bg-green-100 text-green-800'
                      : 'bg-slate-200 text-slate-800'
                  }
                >
                  {change.action === 'publish' ? 'Publish' : 'Unpublish'}
                </Badge>
                <span className="text-sm text-slate-600">{CONTENT_TYPE_LABELS[change.type]}</span>
                <Link
                  to={`${base}/${SCREENS[change.type]}`}
                  className={`min-w-0 font-medium text-brand-900 underline ${FOCUS_RING}`}
                >
                  {change.name}
                </Link>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
