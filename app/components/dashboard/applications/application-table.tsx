import type { ApplicationListItem } from '../../../../domain/entities.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { TagChips } from '../board/tag-chips.tsx';
import { shortDate } from '../dates.ts';
import { type RowSelection, selectionColumn } from './selection-column.tsx';
import { StatusBadge } from './status-badge.tsx';

// admin.md §2 Application management: the table (the spec leaves its columns open): the
// applicant (opening the detail), the position and office country, the date applied (en-US short
// form), the status in its colour, and View and Delete. "Applied before" marks an e-mail address
// that has applied earlier.

export function ApplicationTable({
  applications,
  isLoading,
  onOpen,
  onDelete,
  selection,
}: {
  applications: readonly ApplicationListItem[];
  isLoading: boolean;
  onOpen: (application: ApplicationListItem) => void;
  onDelete: (application: ApplicationListItem) => void;
  /** Decision 026: rows chosen for a bulk action (selection-column.tsx). */
  selection?: RowSelection;
}) {
  const columns: Column<ApplicationListItem>[] = [
    ...(selection ? [selectionColumn(selection)] : []),
    {
      id: 'name',
      header: 'Applicant',
      isRowHeader: true,
      cell: (application) => (
        <span className="flex flex-col items-start gap-1">
          <button
            type="button"
            onClick={() => onOpen(application)}
            className={`text-left font-semibold text-brand-500 underline-offset-2 hover:underline ${FOCUS_RING}`}
          >
            {application.firstName} {application.lastName}
          </button>
          <span className="break-all text-sm font-normal text-slate-600">{application.email}</span>
          {application.earlierApplications > 0 && (
            <Badge colourClass="bg-amber-100 text-amber-900">Applied before</Badge>
          )}
          <TagChips tags={application.tags ?? []} />
        </span>
      ),
    },
    { id: 'position', header: 'Position', cell: (application) => application.position },
    { id: 'country', header: 'Country', cell: (application) => application.country },
    { id: 'applied', header: 'Applied', cell: (application) => shortDate(application.createdAt) },
    { id: 'status', header: 'Status', cell: (application) => <StatusBadge status={application.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (application) => (
        <span className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => onOpen(application)}>
            View
            <span className="sr-only">
              {' '}
              {application.firstName} {application.lastName}
            </span>
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDelete(application)}>
            Delete
            <span className="sr-only">
              {' '}
              {application.firstName} {application.lastName}
            </span>
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Job applications"
      columns={columns}
      rows={applications}
      rowKey={(application) => application._id}
      empty={MESSAGES.applications.empty}
      isLoading={isLoading}
    />
  );
}
