import { useState } from 'react';
import type { ContactEnquiry } from '../../../../domain/entities.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Banner } from '../../ui/status.tsx';
import { ContactDetails, DetailItem } from '../contact-details.tsx';
import { dateTime } from '../dates.ts';

// One enquiry in full: who sent it and how to reach them, the message as written, and whether
// someone has dealt with it. Reply opens the user's own mail program; Mark as handled records who
// dealt with it, so no enquiry depends on an e-mail arriving or being remembered.

export function EnquiryDialog({
  enquiry,
  isBusy,
  error,
  onToggleHandled,
  onDelete,
  onClose,
}: {
  enquiry: ContactEnquiry | null;
  isBusy: boolean;
  error: string | null;
  onToggleHandled: (enquiry: ContactEnquiry) => void;
  onDelete: (enquiry: ContactEnquiry) => void;
  onClose: () => void;
}) {
  const [titleId] = useState('enquiry-dialog-title');
  return (
    <ModalDialog open={enquiry !== null} onClose={onClose} labelledBy={titleId}>
      {enquiry && (
        <div className="w-[40rem] max-w-full rounded-xl bg-white p-6 shadow-xl sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-semibold text-brand-900">
                {enquiry.firstName} {enquiry.lastName}
              </h2>
              <p className="mt-1 text-sm text-slate-600">Received {dateTime(enquiry.createdAt)}</p>
            </div>
            {enquiry.handledAt ? (
              <Badge colourClass="bg-green-100 text-green-800">Handled</Badge>
            ) : (
              <Badge colourClass="bg-amber-100 text-amber-900">Open</Badge>
            )}
          </div>
          {error && (
            <div className="mt-4">
              <Banner tone="error">{error}</Banner>
            </div>
          )}
          <ContactDetails email={enquiry.email} phone={enquiry.phone}>
            {enquiry.handledAt && (
              <DetailItem term="Handled" wide>
                {dateTime(enquiry.handledAt)}
                {enquiry.handledByName ? ` by ${enquiry.handledByName}` : ''}
              </DetailItem>
            )}
          </ContactDetails>
          <h3 className="mt-6 text-sm font-semibold text-slate-800">Message</h3>
          <p className="mt-1 max-h-72 overflow-y-auto whitespace-pre-line rounded-md bg-slate-50 p-4 text-slate-800 ring-1 ring-slate-200">
            {enquiry.message}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              className={buttonClass('primary', 'sm')}
              href={`mailto:${enquiry.email}?subject=${encodeURIComponent('Re: your enquiry')}`}
            >
              Reply by email
            </a>
            <Button
              variant="secondary"
              size="sm"
              isBusy={isBusy}
              busyLabel="Saving..."
              onClick={() => onToggleHandled(enquiry)}
            >
              {enquiry.handledAt ? 'Reopen' : 'Mark as handled'}
            </Button>
            <Button variant="danger" size="sm" disabled={isBusy} onClick={() => onDelete(enquiry)}>
              Delete
            </Button>
            <Button variant="ghost" size="sm" className="sm:ml-auto" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
