import type { DragEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUS_COLOURS } from '../../../../domain/constants.ts';
import type { BoardColumn as Column } from '../../../../domain/job-board.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { statusLabel } from '../status-labels.ts';

// One status on the board: its name and exact count, its longest-waiting cards, and "and N more"
// linking to the applications list filtered to this job and status when the column holds more.

export function BoardColumn({
  column,
  more,
  position,
  isDropTarget,
  onDragOver,
  onDragLeave,
  onDrop,
  children,
}: {
  column: Column;
  /** Applications counted in the column but not among its cards. */
  more: number;
  position: string;
  isDropTarget: boolean;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  const headingId = `board-column-${column.status}`;
  const listPath = `/dashboard/applications?${new URLSearchParams({ position, status: column.status })}`;
  return (
    <section
      aria-labelledby={headingId}
      data-board-column={column.status}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`relative flex w-72 shrink-0 snap-start flex-col rounded-xl p-3 ring-1 transition-colors xl:w-auto xl:min-w-44 xl:flex-1 ${
        isDropTarget ? 'bg-blue-50 ring-2 ring-brand-500' : 'bg-slate-100 ring-slate-200'
      }`}
    >
      <h2
        id={headingId}
        className="flex items-center justify-between gap-2 px-1 font-semibold text-slate-900"
      >
        <span>{statusLabel(column.status)}</span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${APPLICATION_STATUS_COLOURS[column.status]}`}
          data-board-count
        >
          {column.count}
          <span className="sr-only"> {column.count === 1 ? 'application' : 'applications'}</span>
        </span>
      </h2>
      <ul className="mt-3 flex min-h-24 flex-col gap-2">{children}</ul>
      {column.applications.length === 0 && column.count === 0 && (
        <p className="px-1 text-sm text-slate-600">No applications</p>
      )}
      {more > 0 && (
        <Link
          to={listPath}
          className={`mt-3 px-1 text-sm font-semibold text-brand-500 underline ${FOCUS_RING}`}
        >
          and {more.toLocaleString('en-GB')} more
        </Link>
      )}
    </section>
  );
}
