import type { ApplicationListItem } from '../../../../domain/entities.ts';
import type { Column } from '../../ui/data-table.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';

// Decision 026: a checkbox per row and one in the header for every row on the page, for the bulk
// actions. Each checkbox is named for its applicant, so a screen reader says whom it selects.

export type RowSelection = {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Selects every row on the page, or clears them all when all are selected. */
  onToggleAll: () => void;
};

const BOX = `size-5 rounded border-slate-400 accent-brand-500 ${FOCUS_RING}`;

/** The row checkboxes' column (its header is for screen readers: a checkbox there would repeat on
 * every card on a phone, where the table shows each header beside its cell). */
export function selectionColumn(selection: RowSelection): Column<ApplicationListItem> {
  return {
    id: 'select',
    className: 'md:w-12',
    header: <span className="sr-only">Select</span>,
    cell: (application) => (
      <input
        type="checkbox"
        aria-label={`Select ${application.firstName} ${application.lastName}`}
        className={BOX}
        checked={selection.selected.has(application._id)}
        onChange={() => selection.onToggle(application._id)}
      />
    ),
  };
}

/** "Select all on this page", above the table; mixed while some rows are selected. */
export function SelectAllOnPage({
  applications,
  selection,
}: {
  applications: readonly ApplicationListItem[];
  selection: RowSelection;
}) {
  const chosen = applications.filter((application) => selection.selected.has(application._id)).length;
  const isAll = applications.length > 0 && chosen === applications.length;
  return (
    <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        className={BOX}
        checked={isAll}
        disabled={applications.length === 0}
        ref={(box) => {
          if (box) box.indeterminate = chosen > 0 && !isAll;
        }}
        onChange={selection.onToggleAll}
      />
      Select all on this page
    </label>
  );
}
