import { useSearchParams } from 'react-router';
import { auditListAnswer } from '../../../domain/answers/audit.ts';
import {
  ActivityFilters,
  type ActivityFilterValues,
} from '../../components/dashboard/activity/activity-filters.tsx';
import { ActivityTable } from '../../components/dashboard/activity/activity-table.tsx';
import {
  acceptedQuery,
  FILTER_NAMES,
  isFiltered,
  totalText,
} from '../../components/dashboard/activity/activity-text.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { listApiPath, pageParam, withFilter, withPage } from '../../components/dashboard/list-query.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner } from '../../components/ui/status.tsx';

// Activity (ours, staff roles; domain/audit.ts): the activity log for administrators, newest
// first, 50 a page: every write in the dashboard, every CV and personal-data download, every
// sign-in and failed sign-in, with who, what, which record, when and from where. Filters and
// page live in the URL. Read only: the API has no route that changes an entry.

const FETCH_FAILED = 'Failed to fetch the activity log';
const DESCRIPTION =
  'Every change made in the dashboard, every download of personal data and every sign-in, with who, when and from where. Entries are kept for two years and cannot be changed or deleted.';

export function meta() {
  return dashboardMeta('Activity');
}

export default function Activity() {
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  const query = acceptedQuery(search);
  const list = useApiQuery(listApiPath('/audit', query, FILTER_NAMES), auditListAnswer, FETCH_FAILED);
  const answer = list.data;
  const values: ActivityFilterValues = {
    actor: query.get('actor') ?? '',
    action: query.get('action') ?? '',
    entity: query.get('entity') ?? '',
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
  };

  return (
    <>
      <PageHeader title="Activity" description={DESCRIPTION} />
      <ActivityFilters
        values={values}
        onChange={(name, value) => setSearch((current) => withFilter(current, name, value))}
        onClear={isFiltered(query) ? () => setSearch(new URLSearchParams()) : undefined}
      />
      <div className="space-y-4">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {answer && (
          <p role="status" className="text-sm text-slate-600">
            {totalText(answer.total, isFiltered(query), answer.isTotalExact ?? true)}
          </p>
        )}
        <ActivityTable
          entries={answer?.data.entries ?? []}
          isLoading={list.isLoading && !answer}
          isFiltered={isFiltered(query)}
        />
        <Pagination
          page={page}
          totalPages={answer?.totalPages ?? 0}
          label="Activity pages"
          onChange={(next) => setSearch((current) => withPage(current, next))}
        />
      </div>
    </>
  );
}
