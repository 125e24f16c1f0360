import { type Accreditation, accreditationState } from '../../../../domain/capability-statements.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { formatDay, ukToday } from '../capability-statements/statement-text.ts';
import { AccreditationStateBadge } from './accreditation-state-badge.tsx';

// Decision 028: the company's certificates: name, certifying body, certificate number, scope,
// and expiry with its state; Edit and Delete for the administrators who keep them.

export function AccreditationTable({
  accreditations,
  isLoading,
  onEdit,
  onDelete,
}: {
  accreditations: readonly Accreditation[];
  isLoading: boolean;
  onEdit: (accreditation: Accreditation) => void;
  onDelete: (accreditation: Accreditation) => void;
}) {
  const today = ukToday();
  const none = <span className="text-slate-600">None</span>;
  const columns: Column<Accreditation>[] = [
    { id: 'name', header: 'Accreditation', isRowHeader: true, cell: (item) => item.name },
    { id: 'issuer', header: 'Certifying body', cell: (item) => item.issuer },
    { id: 'number', header: 'Certificate number', cell: (item) => item.certificateNumber ?? none },
    { id: 'scope', header: 'Scope', cell: (item) => item.scope ?? none },
    {
      id: 'expiry',
      header: 'Expires',
      cell: (item) => (
        <span className="flex flex-col items-start gap-1">
          {item.expiresOn ? (
            <time dateTime={item.expiresOn}>{formatDay(item.expiresOn)}</time>
          ) : (
            <span className="text-slate-600">Does not expire</span>
          )}
          <AccreditationStateBadge state={accreditationState(item.expiresOn, today)} />
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (item) => (
        <span className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => onEdit(item)}>
            Edit<span className="sr-only"> {item.name}</span>
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDelete(item)}>
            Delete<span className="sr-only"> {item.name}</span>
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Accreditations"
      columns={columns}
      rows={accreditations}
      rowKey={(item) => item._id}
      empty="No accreditations yet. Add the company’s certificates so statements can list them."
      isLoading={isLoading}
    />
  );
}
