import { Fragment } from 'react';
import type { OutboxMessage } from '../../../../domain/entities.ts';
import { OUTBOX_KIND_LABELS, OUTBOX_STATUS_LABELS } from '../../../../domain/outbox.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { LastError } from './last-error.tsx';
import { addressPieces, dayAndTime, nextTryText, OUTBOX_STATUS_COLOURS } from './outbox-text.ts';

// The outbox, newest first: when each e-mail was made, what it is and to whom, where it stands,
// how often it was tried and when it is tried next, what went wrong last, and the one action its
// status allows: Retry a failed or cancelled e-mail, Cancel a queued one. No body: it is personal
// data, and the Enquiries and Applications screens are the record.
//
// Eight columns have to fit beside the sidebar at 1280 px, so times stack their day over their
// time, addresses may break before the @, and the last error anywhere. Everything visually
// hidden sits inside a positioned element: when the table scrolls sideways on a mid-size screen,
// an unanchored sr-only span would widen the whole page.

/**
 * Eight columns beside the sidebar: 12 px a side instead of the kit's 16 from md up leaves the
 * message and the last error room to read (important, as it overrides the kit's own padding).
 */
const DENSE = 'md:px-3!';

/** The attribute that marks a row's action button, so the screen can put focus back on it. */
export const ACTION_ATTRIBUTE = 'data-outbox-action';

export type OutboxAction = 'retry' | 'cancel';

/** What a message's status allows: Retry once it has failed or was cancelled, Cancel while queued. */
export function actionFor(message: OutboxMessage): OutboxAction | null {
  if (message.status === 'failed' || message.status === 'cancelled') return 'retry';
  if (message.status === 'queued') return 'cancel';
  return null;
}

function None() {
  return (
    <span className="relative">
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </span>
  );
}

/** A time: the day (kept on one line) over the time of day. */
function Stamp({ iso, className = '' }: { iso: string; className?: string }) {
  const parts = dayAndTime(iso);
  if (!parts) return null;
  return (
    <time dateTime={iso} className={`flex flex-col ${className}`}>
      <span className="whitespace-nowrap">{parts.day}</span>
      <span>{parts.time}</span>
    </time>
  );
}

export function OutboxTable({
  messages,
  isLoading,
  isFiltered,
  now,
  busyId,
  onAction,
}: {
  messages: readonly OutboxMessage[];
  isLoading: boolean;
  /** A status filter is on (the empty text says so). */
  isFiltered: boolean;
  /** The time "in 5 minutes" counts from. */
  now: number;
  /** The message whose Retry is running. */
  busyId: string | null;
  onAction: (message: OutboxMessage, action: OutboxAction) => void;
}) {
  const columns: Column<OutboxMessage>[] = [
    {
      id: 'created',
      header: 'Created',
      cell: (message) => <Stamp iso={message.createdAt} />,
    },
    {
      id: 'message',
      header: 'Message',
      isRowHeader: true,
      cell: (message) => (
        <span className="flex flex-col gap-0.5">
          <span>{OUTBOX_KIND_LABELS[message.kind]}</span>
          <span className="font-normal text-slate-600">{message.subject}</span>
        </span>
      ),
    },
    {
      id: 'to',
      header: 'To',
      cell: (message) => {
        return (
          <span>
            {addressPieces(message.toEmail).map((piece, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string.
              <Fragment key={index}>
                {index > 0 && <wbr />}
                {piece}
              </Fragment>
            ))}
          </span>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (message) => (
        <span className="flex flex-col items-start gap-1">
          <Badge colourClass={OUTBOX_STATUS_COLOURS[message.status]}>
            {OUTBOX_STATUS_LABELS[message.status]}
          </Badge>
          {message.status === 'sent' && message.sentAt && (
            <Stamp iso={message.sentAt} className="text-xs text-slate-600" />
          )}
        </span>
      ),
    },
    {
      id: 'attempts',
      header: 'Attempts',
      cell: (message) => <span className="tabular-nums">{message.attempts}</span>,
    },
    {
      id: 'next',
      header: 'Next try',
      cell: (message) =>
        message.status === 'queued' && message.nextAttemptAt ? (
          <span className="flex flex-col gap-0.5">
            <span>{nextTryText(message.nextAttemptAt, now)}</span>
            <Stamp iso={message.nextAttemptAt} className="text-xs text-slate-600" />
          </span>
        ) : (
          <None />
        ),
    },
    {
      id: 'error',
      header: 'Last error',
      // Capped, so a long error does not take all the room the message and address could use.
      cell: (message) =>
        message.lastError ? (
          <span className="block md:max-w-56">
            <LastError text={message.lastError} toEmail={message.toEmail} />
          </span>
        ) : (
          <None />
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (message) => {
        const action = actionFor(message);
        if (!action) return <None />;
        // One button whichever the action, so focus stays on it when a reload changes its status.
        return (
          <Button
            {...{ [ACTION_ATTRIBUTE]: '' }}
            variant="secondary"
            size="sm"
            className="relative"
            isBusy={busyId === message._id}
            busyLabel="Retrying..."
            onClick={() => onAction(message, action)}
          >
            {action === 'retry' ? 'Retry' : 'Cancel'}
            <span className="sr-only"> e-mail to {message.toEmail}</span>
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      caption="E-mail outbox"
      columns={columns.map((column) => ({ ...column, className: DENSE }))}
      rows={messages}
      rowKey={(message) => message._id}
      empty={isFiltered ? 'No e-mails with this status' : 'No e-mails in the outbox'}
      isLoading={isLoading}
    />
  );
}
