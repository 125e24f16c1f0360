import { Link } from 'react-router';
import { type ContentTypeName, scheduledChangesAnswer } from '../../../../domain/answers/publishing.ts';
import { Badge } from '../../ui/badge.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Spinner } from '../../ui/status.tsx';
import { formatUkDateTime } from '../publishing/uk-time.ts';
import { useApiQuery } from '../use-api-query.ts';
import { Panel } from './panel.tsx';

// Decision 024: the overview lists the scheduled changes (what, when, which way), soonest first,
// from GET /api/scheduled-changes, which answers the content types the user's role may change.

const TYPE_LABELS: Readonly<Record<ContentTypeName, string>> = {
  jobs: 'Job',
  'case-studies': 'Case study',
  products: 'Product',
  gallery: 'Gallery image',
  'site-content': 'Site content',
};

export function ScheduledChangesPanel({ base = '/dashboard' }: { base?: '/dashboard' | '/admin-dashboard' }) {
  const { data, error, isLoading } = useApiQuery(
    '/scheduled-changes',
    scheduledChangesAnswer,
    'Failed to load the scheduled changes',
  );
  const changes = data?.data.changes ?? [];
  return (
    <Panel title="Scheduled changes" id="scheduled-changes">
      {isLoading && !data && <Spinner label="Loading scheduled changes…" className="py-2" />}
      {error && <p className="text-sm text-red-800">{error}</p>}
      {data && changes.length === 0 && (
        <p className="text-slate-600">
          Nothing is scheduled. Set “Publish at” or “Unpublish at” on a job, case study, product or image.
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
                <span className="text-sm text-slate-600">{TYPE_LABELS[change.type]}</span>
                <Link
                  to={`${base}/${change.type}`}
                  className={`min-w-0 font-medium text-brand-900 underline ${FOCUS_RING}`}
                >
                  {change.title}
                </Link>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
