import { Fragment } from 'react';
import { Link } from 'react-router';
import type { AuditEntry } from '../../../../domain/audit.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { addressPieces, dayAndTime } from '../outbox/outbox-text.ts';
import { ACTION_LABELS, actorText, ENTITY_LABELS, recordPath } from './activity-text.ts';

// The activity log, newest first: when, who, what in plain words, which record (its id opens it
// where a screen shows that record), the short fact recorded with it, and the caller's address.
// Entries are read only: there is nothing to act on. Visually hidden text sits inside a
// positioned element, so a sideways-scrolling table never widens the page (see outbox-table).
//
// Six columns beside the sidebar at 1280 px: times stack their day over their time, ids and
// actions stay on one line, addresses may break before the @, and cells have 12 px a side.

/** Overrides the kit's 16 px cell padding from md up (important, as in outbox-table). */
const DENSE = 'md:px-3!';

const LINK = `relative font-mono text-brand-500 underline underline-offset-2 hover:text-brand-700 ${FOCUS_RING}`;

function None() {
  return (
    <span className="relative">
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </span>
  );
}

/** The day, then the time: one line on phones, stacked in the table. */
function Stamp({ iso }: { iso: string }) {
  const parts = dayAndTime(iso);
  if (!parts) return null;
  return (
    <time dateTime={iso} className="flex flex-wrap gap-x-1.5 md:flex-col">
      <span className="whitespace-nowrap">
        {parts.day}
        <span className="md:hidden">,</span>
      </span>
      <span>{parts.time}</span>
    </time>
  );
}

/** Who did it; a long address may break before its @ rather than anywhere. */
function Actor({ email }: { email: string }) {
  return (
    <span>
      {addressPieces(actorText(email)).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

function Record({ entry }: { entry: AuditEntry }) {
  const label = ENTITY_LABELS[entry.entity];
  const path = recordPath(entry);
  return (
    <span className="flex flex-col gap-0.5">
      <span>{label}</span>
      {entry.entityId &&
        (path ? (
          <Link to={path} className={`${LINK} break-all text-xs md:break-normal md:whitespace-nowrap`}>
            <span className="sr-only">Open {label.toLowerCase()} </span>
            {entry.entityId}
          </Link>
        ) : (
          <span className="break-all font-mono text-xs text-slate-600 md:break-normal md:whitespace-nowrap">
            {entry.entityId}
          </span>
        ))}
    </span>
  );
}

const COLUMNS: Column<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (entry) => <Stamp iso={entry.createdAt} />,
  },
  { id: 'who', header: 'Who', cell: (entry) => <Actor email={entry.actorEmail} /> },
  {
    id: 'what',
    header: 'What',
    isRowHeader: true,
    cell: (entry) => <span className="md:whitespace-nowrap">{ACTION_LABELS[entry.action]}</span>,
  },
  { id: 'record', header: 'Record', cell: (entry) => <Record entry={entry} /> },
  { id: 'detail', header: 'Detail', cell: (entry) => entry.detail ?? <None /> },
  {
    id: 'from',
    header: 'From',
    cell: (entry) => (entry.address ? <span className="font-mono text-xs">{entry.address}</span> : <None />),
  },
];

export function ActivityTable({
  entries,
  isLoading,
  isFiltered,
}: {
  entries: readonly AuditEntry[];
  isLoading: boolean;
  /** A filter is in force (the empty text says so). */
  isFiltered: boolean;
}) {
  return (
    <DataTable
      caption="Activity log"
      columns={COLUMNS.map((column) => ({ ...column, className: DENSE }))}
      rows={entries}
      rowKey={(entry) => entry._id}
      empty={isFiltered ? 'No activity matches these filters.' : 'No activity has been recorded yet.'}
      isLoading={isLoading}
    />
  );
}
