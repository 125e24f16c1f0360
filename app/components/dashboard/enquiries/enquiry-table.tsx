import type { ContactEnquiry } from '../../../../domain/entities.ts';
import { Badge } from '../../ui/badge.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { shortDate } from '../dates.ts';

// The enquiries, newest first: who, when, the start of the message and whether it is handled.
// The name opens the enquiry.

const EMPTY = 'No enquiries found matching your search';

export function EnquiryTable({
  enquiries,
  isLoading,
  onOpen,
}: {
  enquiries: readonly ContactEnquiry[];
  isLoading: boolean;
  onOpen: (enquiry: ContactEnquiry) => void;
}) {
  const columns: Column<ContactEnquiry>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (enquiry) => (
        <button
          type="button"
          onClick={() => onOpen(enquiry)}
          className={`text-left font-semibold text-brand-500 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          {enquiry.firstName} {enquiry.lastName}
        </button>
      ),
    },
    { id: 'email', header: 'Email', cell: (enquiry) => <span className="break-all">{enquiry.email}</span> },
    {
      id: 'message',
      header: 'Message',
      className: 'max-w-xs',
      cell: (enquiry) => <span className="line-clamp-2 text-slate-700">{enquiry.message}</span>,
    },
    { id: 'received', header: 'Received', cell: (enquiry) => shortDate(enquiry.createdAt) },
    {
      id: 'state',
      header: 'Status',
      cell: (enquiry) =>
        enquiry.handledAt ? (
          <Badge colourClass="bg-green-100 text-green-800">Handled</Badge>
        ) : (
          <Badge colourClass="bg-amber-100 text-amber-900">Open</Badge>
        ),
    },
  ];
  return (
    <DataTable
      caption="Contact enquiries"
      columns={columns}
      rows={enquiries}
      rowKey={(enquiry) => enquiry._id}
      empty={EMPTY}
      isLoading={isLoading}
    />
  );
}
