import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Banner, Spinner } from '../../ui/status.tsx';
import { useUnsavedChanges } from '../content/unsaved-changes.tsx';
import { PageHeader } from '../page-header.tsx';
import { HistoryDialog } from '../publishing/history-dialog.tsx';
import { discardedHandler, PublishActions } from '../publishing/publish-actions.tsx';
import { ScheduleFields, type ScheduleFieldWords } from '../publishing/schedule-fields.tsx';
import { StateBadge } from '../publishing/state-badge.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { SITE_CONTENT_TYPE } from './site-content-api.ts';
import type { SectionForm } from './use-section-form.ts';

// The page around every site content editor: the way back to the overview, the section's name
// and state, the outcome of the last save, the summary of problems, the section's fields (the
// children), its schedule, and decision 024's actions (History, Preview, Discard changes, the
// autosave's note, Save draft, Publish). Leaving with unsaved changes asks first.

/** Only the banner leaves the site on a schedule (decision 025); the others only publish later. */
const PUBLISH_ONLY: ScheduleFieldWords = {
  unpublishAt: null,
  publishAt: { label: 'Publish at', hint: 'UK time. The changes go live by themselves then.' },
};

export function SectionFrame<D>({
  form,
  description,
  scheduleWords = PUBLISH_ONLY,
  scheduleLegend,
  extraActions,
  children,
}: {
  form: SectionForm<D>;
  description: ReactNode;
  scheduleWords?: ScheduleFieldWords;
  scheduleLegend?: string;
  /** More actions beside the publishing ones (the banner's "Hide banner now"). */
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const guard = useUnsavedChanges(form.isDirty);
  const { publishing, record } = form;
  const isBusy = form.isSaving || form.isLoading;
  const headingId = `${form.key}-form-heading`;
  return (
    <>
      <p className="mb-3">
        <Link
          to="/dashboard/site-content"
          className={`inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-brand-800 underline ${FOCUS_RING}`}
        >
          <span aria-hidden="true">←</span> All site content
        </Link>
      </p>
      <PageHeader title={form.label} description={description} />
      {record && (
        <div className="-mt-3 mb-5 flex items-center gap-2 text-sm text-slate-700">
          <span>State:</span>
          <StateBadge record={record} />
        </div>
      )}
      <div ref={form.noticeRef} tabIndex={-1} className="mb-5 space-y-4 focus:outline-none empty:hidden">
        {form.loadFailure && <Banner tone="error">{form.loadFailure}</Banner>}
        {form.failure && <Banner tone="error">{form.failure}</Banner>}
        {form.notice && (
          <Banner tone="success" onDismiss={form.clearNotice}>
            {form.notice}
          </Banner>
        )}
      </div>
      {form.draft === null ? (
        form.isLoading && <Spinner label={`Loading ${form.label.toLowerCase()}…`} />
      ) : (
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            form.publish();
          }}
          className="max-w-4xl rounded-xl bg-white px-3 py-4 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id={headingId} className="sr-only">
            Edit {form.label.toLowerCase()}
          </h2>
          <ErrorSummary entries={form.errors.summary} summaryRef={form.summaryRef} />
          <p className="mb-6 text-sm text-slate-600">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">as required</span> must be filled in.
          </p>
          <fieldset disabled={isBusy} className="min-w-0 space-y-6">
            {children}
          </fieldset>
          <div className="mt-8">
            <ScheduleFields
              idPrefix={form.key}
              values={publishing.schedule}
              errors={publishing.errors}
              disabled={isBusy}
              onChange={publishing.change}
              words={scheduleWords}
              {...(scheduleLegend ? { legend: scheduleLegend } : {})}
            />
          </div>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <PublishActions
              type={SITE_CONTENT_TYPE}
              recordId={record ? form.key : null}
              savingAs={publishing.savingAs}
              disabled={form.isLoading || form.isHiding}
              publishLabel={publishing.publishLabel}
              autosaveStatus={form.autosave.status}
              onSaveDraft={form.saveDraft}
              onOpenHistory={() => publishing.setHistoryOpen(true)}
              onDiscarded={discardedHandler(record, form.autosave, () => form.reload())}
              beforePreview={form.autosave.flush}
              leading={extraActions}
            />
          </div>
        </form>
      )}
      {record && (
        <HistoryDialog
          open={publishing.isHistoryOpen}
          type={SITE_CONTENT_TYPE}
          recordId={form.key}
          recordName={form.label}
          onClose={() => publishing.setHistoryOpen(false)}
          onRestored={() => form.reload(true)}
        />
      )}
      {guard.dialog}
    </>
  );
}
