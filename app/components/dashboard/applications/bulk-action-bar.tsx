import { useId, useState } from 'react';
import { bulkActionAnswer, emailTemplateListAnswer } from '../../../../domain/answers/candidate-emails.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../../domain/constants.ts';
import type { BulkResult } from '../../../../domain/email-templates.ts';
import type { ApplicationListItem } from '../../../../domain/entities.ts';
import { apiDownload, apiRequest, failureMessage } from '../../../api-client.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Banner } from '../../ui/status.tsx';
import { saveFile } from '../save-file.ts';
import { statusLabel } from '../status-labels.ts';
import { useApiQuery } from '../use-api-query.ts';
import { bulkSummary } from './bulk-summary.ts';

// Decision 026: what can be done to the applications selected on the page: change their status
// (recorded in each one's history; nothing is e-mailed), send a template (one e-mail each, after
// a confirmation that says how many), export them, or clear the selection. Each choice is made in
// a select and carried out by its button, so moving through a select with the arrow keys never
// starts anything.

type Pending =
  | { action: 'status'; status: ApplicationStatus }
  | { action: 'email'; templateId: string; name: string };

const SELECT = `min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 ${FOCUS_RING}`;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function BulkActionBar({
  selected,
  onDone,
  onClear,
}: {
  selected: readonly ApplicationListItem[];
  /** The list is fetched again after a change (admin.md §7). */
  onDone: () => void;
  onClear: () => void;
}) {
  const id = useId();
  const templates = useApiQuery(
    '/email-templates',
    emailTemplateListAnswer,
    'Failed to load the e-mail templates',
  );
  const [status, setStatus] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  const [isExporting, setExporting] = useState(false);
  const count = selected.length;
  const list = templates.data?.data.templates ?? [];

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest('/applications/bulk', bulkActionAnswer, {
        json: { ids: selected.map((application) => application._id), ...pending },
      });
      const results: BulkResult[] = answer.data.results;
      setOutcome(bulkSummary(pending.action, results, selected));
      setPending(null);
      setStatus('');
      setTemplateId('');
      onDone();
    } catch (caught) {
      setError(failureMessage(caught, 'The action failed; nothing may have changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const exportSelected = async () => {
    setExporting(true);
    setOutcome(null);
    try {
      const ids = selected.map((application) => application._id).join(',');
      const blob = await apiDownload(`/applications/export.csv?ids=${ids}`);
      saveFile(blob, `applications-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (caught) {
      setOutcome({ tone: 'warning', text: failureMessage(caught, 'Failed to export applications') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-3">
      {count > 0 && (
        <section
          aria-label="Bulk actions"
          className="flex flex-wrap items-end gap-x-5 gap-y-3 rounded-xl bg-blue-50 p-4 ring-1 ring-blue-200"
        >
          <p className="self-center font-semibold text-brand-900" aria-live="polite">
            {count} selected
          </p>
          <ChooseAndAct
            id={`${id}-status`}
            label="Change status"
            value={status}
            onChange={setStatus}
            options={APPLICATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
            actionLabel="Apply"
            onAct={() => {
              const chosen = APPLICATION_STATUSES.find((value) => value === status);
              if (chosen) setPending({ action: 'status', status: chosen });
            }}
          />
          <ChooseAndAct
            id={`${id}-template`}
            label="Send template"
            value={templateId}
            onChange={setTemplateId}
            options={list.map((template) => ({ value: template._id, label: template.name }))}
            actionLabel="Send…"
            onAct={() => {
              const chosen = list.find((template) => template._id === templateId);
              if (chosen) setPending({ action: 'email', templateId: chosen._id, name: chosen.name });
            }}
          />
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="min-h-10"
              isBusy={isExporting}
              busyLabel="Exporting..."
              onClick={() => void exportSelected()}
            >
              Export CSV
            </Button>
            <Button variant="ghost" size="sm" className="min-h-10" onClick={onClear}>
              Clear
            </Button>
          </div>
        </section>
      )}
      {outcome && (
        <Banner tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Banner>
      )}
      <ConfirmDialog
        open={pending !== null}
        tone="primary"
        title={pending?.action === 'email' ? 'Send e-mails' : 'Change status'}
        message={
          pending?.action === 'email' ? (
            <p>
              Send “{pending.name}” to {plural(count, 'applicant', 'applicants')}?{' '}
              <strong>{plural(count, 'e-mail', 'e-mails')} will be sent</strong>, one to each applicant. Any
              whose merge fields have no value yet (no interview scheduled) are not sent.
            </p>
          ) : (
            <p>
              Change the status of {plural(count, 'application', 'applications')} to{' '}
              <strong>{pending ? statusLabel(pending.status) : ''}</strong>? No e-mail is sent.
            </p>
          )
        }
        confirmLabel={
          pending?.action === 'email' ? `Send ${plural(count, 'e-mail', 'e-mails')}` : 'Change status'
        }
        busyLabel={pending?.action === 'email' ? 'Sending...' : 'Changing...'}
        isBusy={isBusy}
        error={error}
        onConfirm={() => void run()}
        onCancel={() => {
          setPending(null);
          setError(null);
        }}
      />
    </div>
  );
}

/** A labelled choice and the button that carries it out (disabled until something is chosen). */
function ChooseAndAct({
  id,
  label,
  value,
  onChange,
  options,
  actionLabel,
  onAct,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  actionLabel: string;
  onAct: () => void;
}) {
  return (
    <div className="flex items-end gap-2">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <select
          id={id}
          className={`mt-1 ${SELECT}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" size="sm" className="min-h-10" disabled={!value} onClick={onAct}>
        {actionLabel}
      </Button>
    </div>
  );
}
