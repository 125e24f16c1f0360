import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { RequestGuide, RetentionPeriods } from '../../components/dashboard/personal-data/request-guide.tsx';
import { usePersonalDataRequest } from '../../components/dashboard/personal-data/use-personal-data-request.ts';
import { TextField } from '../../components/forms/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Banner } from '../../components/ui/status.tsx';

// Personal Data (ours, staff roles; domain/personal-data.ts): an administrator answers a
// person's request about their data, found by the e-mail address they used: a copy of
// everything held (GET /personal-data/export), or its erasure after a confirmation
// (POST /personal-data/erase). The activity log records both, by count, never the address.

export function meta() {
  return dashboardMeta('Personal Data');
}

export default function PersonalData() {
  const request = usePersonalDataRequest();
  const { form, outcome, erase } = request;

  return (
    <>
      <PageHeader
        title="Personal Data"
        description="Send people a copy of what the website holds about them, or erase it."
      />
      <div className="max-w-3xl space-y-6">
        <RequestGuide />
        {outcome && (
          <div ref={request.outcomeRef} tabIndex={-1} className="outline-none">
            <Banner tone={outcome.tone} title={outcome.title} onDismiss={request.dismissOutcome}>
              {outcome.text}
            </Banner>
          </div>
        )}
        <form
          noValidate
          onSubmit={request.download}
          aria-labelledby="personal-data-form-title"
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="personal-data-form-title" className="mb-4 text-lg font-semibold text-brand-900">
            Whose data
          </h2>
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="off"
            inputMode="email"
            maxLength={254}
            required
            hint="The address the person used to apply or write to us; capitals do not matter."
            {...form.bind('email')}
          />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              type="submit"
              variant="secondary"
              isBusy={request.isDownloading}
              busyLabel="Downloading..."
            >
              Download data held
            </Button>
            <Button variant="danger" onClick={erase.ask}>
              Erase all data
            </Button>
          </div>
        </form>
        <RetentionPeriods />
      </div>
      <ConfirmDialog
        open={erase.address !== null}
        title="Erase all data?"
        message={
          <p>
            Everything held for <strong className="break-all">{erase.address}</strong> will be erased:
            applications with their CVs, notes and history, enquiries, and the e-mails sent to or about the
            person. This cannot be undone.
          </p>
        }
        confirmLabel="Erase for good"
        cancelLabel="Keep the data"
        busyLabel="Erasing..."
        isBusy={erase.isBusy}
        error={erase.error}
        onConfirm={erase.confirm}
        onCancel={erase.cancel}
      />
    </>
  );
}
