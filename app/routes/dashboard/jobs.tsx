import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { acknowledgedAnswer } from '../../../domain/answers/common.ts';
import {
  type StaffJob as Job,
  staffJobAnswer,
  staffJobListAnswer,
} from '../../../domain/answers/staff-records.ts';
import { COUNTRIES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { apiRequest, failureMessage } from '../../api-client.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { FilterSelect } from '../../components/dashboard/filter-select.tsx';
import { wholeJobBody } from '../../components/dashboard/jobs/job-body.ts';
import { JobTable } from '../../components/dashboard/jobs/job-table.tsx';
import { listApiPath, pageParam, withFilter, withPage } from '../../components/dashboard/list-query.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { usePublishToggle } from '../../components/dashboard/publishing/use-publish-toggle.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { buttonClass } from '../../components/ui/buttons.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FOCUS_RING } from '../../components/ui/focus-ring.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner } from '../../components/ui/status.tsx';

// admin.md §2 Job listings: filter by country and "Show active jobs only" (both kept in the URL),
// the table, Add New Job, the status toggle (the whole job sent with isActive flipped, §4) and
// delete after "Are you sure you want to delete this job listing?". The list is fetched again
// after every change (§7).

const FETCH_FAILED = 'Failed to fetch jobs';
const SAVE_FAILED = 'Failed to update the job';
const DELETE_FAILED = 'Failed to delete the job';

export function meta() {
  return dashboardMeta('Job Listings');
}

function withView(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('view', 'all');
  return next;
}

/** What the job form leaves in the history state after a save, for the banner here. */
function savedNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export default function JobListings() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const page = pageParam(search);
  // view=all: every job, and a 401 (so a sign-in) if the session has ended; a page at a time in
  // ?page= (decision 019), a new filter starting again at page 1 (withFilter).
  const list = useApiQuery(
    listApiPath('/jobs', withView(search), ['view', 'country', 'active', 'page']),
    staffJobListAnswer,
    FETCH_FAILED,
  );
  const [notice, setNotice] = useState<string | null>(() => savedNotice(location.state));
  const [failure, setFailure] = useState<string | null>(null);
  const [busyJobId, setBusyJobId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const publishing = usePublishToggle('jobs', list.reload);

  const toggleActive = async (job: Job) => {
    setBusyJobId(job._id);
    setFailure(null);
    setNotice(null);
    try {
      // A published job's pending changes would go with a publish of the flag (decision 024:
      // publishing clears the draft), so they are read first and saved back as the draft after.
      const pending =
        job.status === 'published' && job.hasDraft
          ? (await apiRequest(`/jobs/${job._id}?view=draft`, staffJobAnswer)).data.job
          : null;
      const { data } = await apiRequest(`/jobs/${job._id}`, staffJobAnswer, {
        method: 'PUT',
        json: wholeJobBody(job, { isActive: !job.isActive }),
      });
      if (pending) {
        await apiRequest(`/jobs/${job._id}`, staffJobAnswer, {
          method: 'PUT',
          json: { ...wholeJobBody(pending, { isActive: data.job.isActive }), status: 'draft' },
        });
      }
      setNotice(`“${data.job.title}” is now ${data.job.isActive ? 'active' : 'inactive'}.`);
      list.reload();
    } catch (error) {
      setFailure(failureMessage(error, SAVE_FAILED));
    } finally {
      setBusyJobId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    setDeleteError(null);
    try {
      await apiRequest(`/jobs/${deleting._id}`, acknowledgedAnswer, { method: 'DELETE' });
      setNotice(`“${deleting.title}” was deleted.`);
      setFailure(null);
      setDeleting(null);
      list.reload();
    } catch (error) {
      setDeleteError(failureMessage(error, DELETE_FAILED));
    } finally {
      setIsDeleting(false);
    }
  };

  const jobs = list.data?.data.jobs ?? [];
  return (
    <>
      <PageHeader
        title="Job Listings"
        description="Openings shown on the careers page, by office."
        actions={
          <Link to="/dashboard/jobs/new" className={buttonClass('primary')}>
            Add New Job
          </Link>
        }
      />
      <div className="mb-5 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
        <FilterSelect
          id="job-country-filter"
          label="Country"
          value={search.get('country') ?? ''}
          anyLabel="All countries"
          options={COUNTRIES.map((country) => ({ value: country, label: country }))}
          onChange={(value) => setSearch((current) => withFilter(current, 'country', value))}
        />
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={search.get('active') === 'true'}
            onChange={(event) =>
              setSearch((current) => withFilter(current, 'active', event.target.checked ? 'true' : ''))
            }
            className={`size-5 rounded border-slate-400 accent-brand-500 ${FOCUS_RING}`}
          />
          Show active jobs only
        </label>
      </div>
      <div className="space-y-4">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {failure && <Banner tone="error">{failure}</Banner>}
        {publishing.failure && <Banner tone="error">{publishing.failure}</Banner>}
        {publishing.notice && (
          <Banner tone="success" onDismiss={publishing.clear}>
            {publishing.notice}
          </Banner>
        )}
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
        <JobTable
          jobs={jobs}
          isLoading={list.isLoading && !list.data}
          busyJobId={busyJobId}
          onToggleActive={toggleActive}
          publishBusyId={publishing.busyId}
          onPublish={(job, publish) => {
            setNotice(null);
            setFailure(null);
            void publishing.run(job._id, job.title, publish);
          }}
          onDelete={(job) => {
            setDeleteError(null);
            setDeleting(job);
          }}
        />
        <Pagination
          page={page}
          totalPages={list.data?.totalPages ?? 0}
          label="Job listing pages"
          onChange={(next) => setSearch((current) => withPage(current, next))}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete job listing"
        message={MESSAGES.jobs.confirmDelete}
        isBusy={isDeleting}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
