import { Link } from 'react-router';
import type { CapabilityStatement } from '../../../../domain/capability-statements.ts';
import { Badge } from '../../ui/badge.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { dateTime } from '../dates.ts';
import { formatDay, renderBadge } from './statement-text.ts';

// Decision 028: the statements, newest change first: Tender (opening the statement, with its
// reference), Client, Due date, Last PDF (its state) and Updated.

export function statementPath(id: string): string {
  return `/dashboard/capability-statements/${encodeURIComponent(id)}`;
}

export function StatementTable({
  statements,
  isLoading,
  empty,
}: {
  statements: readonly CapabilityStatement[];
  isLoading: boolean;
  empty: string;
}) {
  const columns: Column<CapabilityStatement>[] = [
    {
      id: 'tender',
      header: 'Tender',
      isRowHeader: true,
      cell: (statement) => (
        <span>
          <Link to={statementPath(statement._id)} className={`text-brand-900 underline ${FOCUS_RING}`}>
            {statement.title}
          </Link>
          {statement.tenderReference && (
            <span className="block text-sm font-normal text-slate-600">Ref. {statement.tenderReference}</span>
          )}
        </span>
      ),
    },
    { id: 'client', header: 'Client', cell: (statement) => statement.clientName },
    {
      id: 'due',
      header: 'Due date',
      cell: (statement) =>
        statement.dueDate ? (
          <time dateTime={statement.dueDate}>{formatDay(statement.dueDate)}</time>
        ) : (
          <span className="text-slate-600">None</span>
        ),
    },
    {
      id: 'pdf',
      header: 'Last PDF',
      cell: (statement) => {
        const badge = renderBadge(statement.latestRender);
        return <Badge colourClass={badge.colourClass}>{badge.label}</Badge>;
      },
    },
    {
      id: 'updated',
      header: 'Updated',
      cell: (statement) => <time dateTime={statement.updatedAt}>{dateTime(statement.updatedAt)}</time>,
    },
  ];
  return (
    <DataTable
      caption="Capability statements"
      columns={columns}
      rows={statements}
      rowKey={(statement) => statement._id}
      empty={empty}
      isLoading={isLoading}
    />
  );
}
