import { Link } from 'react-router';
import type { StaffJob as Job } from '../../../../domain/answers/staff-records.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { formatClosingDate } from '../../careers/closing-date.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { PublishToggleButtons } from '../publishing/publish-toggle-buttons.tsx';
import { StateBadge } from '../publishing/state-badge.tsx';

// admin.md §2 Job listings: Title, Location (with country), Experience, Status, PDF (link, or
// None), Actions (activate or deactivate, edit, delete). Beyond the spec: the closing date under
// the status, written as the job's public page writes it. Decision 024: the State column (Draft,
// Published, Changes not published, Scheduled) and Publish or Unpublish among the actions.

export function JobTable({
  jobs,
  isLoading,
  busyJobId,
  onToggleActive,
  onDelete,
  publishBusyId,
  onPublish,
}: {
  jobs: readonly Job[];
  publishBusyId: string | null;
  onPublish: (job: Job, publish: boolean) => void;
  isLoading: boolean;
  /** The job whose status change is on its way. */
  busyJobId: string | null;
  onToggleActive: (job: Job) => void;
  onDelete: (job: Job) => void;
}) {
  const columns: Column<Job>[] = [
    {
      id: 'title',
      header: 'Title',
      isRowHeader: true,
      cell: (job) => (
        <span className="font-semibold text-slate-900">
          {job.title}
          {job.type && <span className="block text-sm font-normal text-slate-600">{job.type}</span>}
        </span>
      ),
    },
    { id: 'location', header: 'Location', cell: (job) => `${job.place}, ${job.country}` },
    { id: 'experience', header: 'Experience', cell: (job) => job.experience },
    {
      id: 'status',
      header: 'Status',
      cell: (job) => (
        <span className="flex flex-col items-start gap-1">
          {job.isActive ? (
            <Badge colourClass="bg-green-100 text-green-800">Active</Badge>
          ) : (
            <Badge colourClass="bg-slate-200 text-slate-800">Inactive</Badge>
          )}
          {job.closingDate && (
            <span className="text-xs text-slate-600">Closes {formatClosingDate(job.closingDate)}</span>
          )}
        </span>
      ),
    },
    { id: 'state', header: 'State', cell: (job) => <StateBadge record={job} /> },
    {
      id: 'pdf',
      header: 'PDF',
      cell: (job) =>
        job.pdfUrl ? (
          <a
            href={job.pdfUrl}
            target="_blank"
            rel="noopener"
            className={`font-medium text-brand-500 underline ${FOCUS_RING}`}
          >
            View PDF<span className="sr-only"> for {job.title} (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-slate-600">None</span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (job) => (
        <span className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            isBusy={busyJobId === job._id}
            busyLabel="Saving..."
            disabled={busyJobId !== null && busyJobId !== job._id}
            onClick={() => onToggleActive(job)}
          >
            {job.isActive ? 'Deactivate' : 'Activate'}
            <span className="sr-only"> {job.title}</span>
          </Button>
          <PublishToggleButtons
            record={job}
            recordId={job._id}
            name={job.title}
            busyId={publishBusyId}
            onToggle={(publish) => onPublish(job, publish)}
          />
          <Link to={`/dashboard/jobs/edit/${job._id}`} className={buttonClass('secondary', 'sm')}>
            Edit<span className="sr-only"> {job.title}</span>
          </Link>
          {/* Decision 026: the job's pipeline board, and what its scorecards rate. */}
          <Link to={`/dashboard/jobs/${job._id}/board`} className={buttonClass('secondary', 'sm')}>
            Board<span className="sr-only"> for {job.title}</span>
          </Link>
          <Link to={`/dashboard/jobs/${job._id}/hiring`} className={buttonClass('secondary', 'sm')}>
            Hiring settings<span className="sr-only"> for {job.title}</span>
          </Link>
          <Button variant="danger" size="sm" onClick={() => onDelete(job)}>
            Delete<span className="sr-only"> {job.title}</span>
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Job listings"
      columns={columns}
      rows={jobs}
      rowKey={(job) => job._id}
      empty={MESSAGES.jobs.empty}
      isLoading={isLoading}
    />
  );
}
