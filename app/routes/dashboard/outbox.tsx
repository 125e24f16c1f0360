import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { outboxListAnswer } from '../../../domain/answers/outbox.ts';
import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES } from '../../../domain/outbox.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { FilterSelect } from '../../components/dashboard/filter-select.tsx';
import { listApiPath, pageParam, withFilter, withPage } from '../../components/dashboard/list-query.ts';
import { OutboxTable } from '../../components/dashboard/outbox/outbox-table.tsx';
import { countsSummary, statusParam } from '../../components/dashboard/outbox/outbox-text.ts';
import { useOutboxActions } from '../../components/dashboard/outbox/use-outbox-actions.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FOCUS_RING } from '../../components/ui/focus-ring.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner } from '../../components/ui/status.tsx';

// Outbox (ours, DESIGN.md: the transactional outbox): every e-mail the site sends, newest first,
// 20 a page, with where it stands and Retry or Cancel. Status filter and page live in the URL.
// Messages change while staff look (the sender works in the background), hence Refresh and the
// time of the last update. Bodies are never shown: the enquiry or application is the record.

const FETCH_FAILED = 'Failed to fetch the outbox';
const STATUS_OPTIONS = OUTBOX_STATUSES.map((status) => ({
  value: status,
  label: OUTBOX_STATUS_LABELS[status],
}));
const UPDATED_AT = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });
/** How often "In 5 minutes" is worked out again while the screen is open. */
const CLOCK_MS = 30_000;

const LINK = `font-semibold underline underline-offset-2 ${FOCUS_RING}`;

export function meta() {
  return dashboardMeta('Outbox');
}

export default function Outbox() {
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  const status = statusParam(search.get('status'));
  // An unknown ?status= shows every e-mail rather than the API's 400.
  const query = new URLSearchParams(search);
  if (status === undefined) query.delete('status');
  const list = useApiQuery(listApiPath('/outbox', query, ['status', 'page']), outboxListAnswer, FETCH_FAILED);
  const actions = useOutboxActions({ reload: list.reload, loaded: list.data });
  const [now, setNow] = useState(() => Date.now());
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);

  const answer = list.data;
  useEffect(() => {
    if (!answer) return;
    const arrived = Date.now();
    setUpdatedAt(arrived);
    setNow(arrived);
  }, [answer]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  const cancelling = actions.cancel.message;

  return (
    <>
      <PageHeader
        title="Outbox"
        description={
          answer
            ? countsSummary(answer.counts, answer.inexactCounts)
            : 'Every e-mail the site sends, and whether it went.'
        }
        actions={
          <div className="flex items-center gap-3">
            {updatedAt !== null && (
              <p role="status" className="text-sm text-slate-600">
                Updated {UPDATED_AT.format(updatedAt)}
              </p>
            )}
            <Button variant="secondary" onClick={list.reload}>
              Refresh
            </Button>
          </div>
        }
      />
      {answer && !answer.mailConfigured && (
        <div className="mb-5">
          <Banner tone="warning">
            No mail server is configured, so e-mails stay queued here and are not sent. The{' '}
            <Link to="/dashboard/enquiries" className={LINK}>
              Enquiries
            </Link>{' '}
            and{' '}
            <Link to="/dashboard/applications" className={LINK}>
              Applications
            </Link>{' '}
            screens remain the record of every submission.
          </Banner>
        </div>
      )}
      <div className="mb-5 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <FilterSelect
            id="outbox-status"
            label="Status"
            value={status ?? ''}
            anyLabel="All statuses"
            options={STATUS_OPTIONS}
            onChange={(value) => setSearch((current) => withFilter(current, 'status', value))}
          />
        </div>
      </div>
      <div className="space-y-4">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {actions.notice && (
          <div ref={actions.noticeRef} tabIndex={-1} className="outline-none">
            <Banner tone="success" onDismiss={actions.dismissNotice}>
              {actions.notice}
            </Banner>
          </div>
        )}
        {actions.error && (
          <div ref={actions.errorRef} tabIndex={-1} className="outline-none">
            <Banner tone="error">{actions.error}</Banner>
          </div>
        )}
        <OutboxTable
          messages={answer?.data.messages ?? []}
          isLoading={list.isLoading && !answer}
          isFiltered={status !== undefined}
          now={now}
          busyId={actions.retryingId}
          onAction={actions.act}
        />
        <Pagination
          page={page}
          totalPages={answer?.totalPages ?? 0}
          label="Outbox pages"
          onChange={(next) => setSearch((current) => withPage(current, next))}
        />
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel e-mail"
        message={
          cancelling && (
            <p>
              The e-mail “{cancelling.subject}” to {cancelling.toEmail} will not be sent. It stays in the
              outbox as cancelled, and Retry can still queue it again later.
            </p>
          )
        }
        confirmLabel="Cancel e-mail"
        cancelLabel="Keep queued"
        busyLabel="Cancelling..."
        isBusy={actions.cancel.isBusy}
        error={actions.cancel.error}
        onConfirm={actions.cancel.confirm}
        onCancel={actions.cancel.dismiss}
      />
    </>
  );
}
