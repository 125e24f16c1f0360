import { type FormEvent, useRef, useState } from 'react';
import { hiringAnswer } from '../../../../domain/answers/scorecards.ts';
import {
  COMPETENCY_LABEL_MAX,
  type HiringSettings,
  hiringSettingsSchema,
  MAX_COMPETENCIES,
  SCORECARD_MESSAGES,
  STALE_AFTER_DAYS_RANGE,
} from '../../../../domain/scorecards.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { TextField } from '../../forms/field.tsx';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { Button } from '../../ui/button.tsx';
import { Banner } from '../../ui/status.tsx';
import { type CompetencyRow, competenciesOf, moved, newRow, rowsOf } from './competency-rows.ts';

// Decision 026: a job's hiring settings. The competencies its scorecards rate (add, rename,
// remove, reorder; 1 to 8), and after how many days in one status an applicant is marked on the
// board. Checked with the API's schema before saving; each move is announced.

const m = SCORECARD_MESSAGES;

export function HiringSettingsForm({ jobId, initial }: { jobId: string; initial: HiringSettings }) {
  const [rows, setRows] = useState<CompetencyRow[]>(() => rowsOf(initial.competencies));
  const [days, setDays] = useState(String(initial.staleAfterDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [outcomeRef, focusOutcome] = useFocusRequest<HTMLDivElement>();
  const labelInputs = useRef<Record<string, HTMLInputElement | null>>({});

  const rename = (rowId: string, label: string) =>
    setRows((current) => current.map((row) => (row.rowId === rowId ? { ...row, label } : row)));

  const add = () => {
    const row = newRow();
    setRows((current) => [...current, row]);
    setAnnouncement('Competency added at the end of the list.');
    // Focus the new name field once it is on screen.
    requestAnimationFrame(() => labelInputs.current[row.rowId]?.focus());
  };

  const remove = (index: number) => {
    const label = rows[index]?.label || 'Competency';
    const next = rows.filter((_, at) => at !== index);
    setRows(next);
    setAnnouncement(`${label} removed.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) requestAnimationFrame(() => labelInputs.current[neighbour.rowId]?.focus());
  };

  const move = (index: number, by: -1 | 1) => {
    const next = moved(rows, index, by);
    setRows(next);
    setAnnouncement(
      `${rows[index]?.label || 'Competency'} moved to position ${index + by + 1} of ${rows.length}.`,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const body = { competencies: competenciesOf(rows), staleAfterDays: Number(days.trim() || Number.NaN) };
    const parsed = hiringSettingsSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index, part] = issue.path;
        const key =
          field === 'competencies' && typeof index === 'number' && part === 'label'
            ? `label:${rows[index]?.rowId}`
            : String(field ?? 'form');
        found[key] ??= issue.message;
      }
      setErrors(found);
      const firstLabel = rows.find((row) => found[`label:${row.rowId}`]);
      if (firstLabel) labelInputs.current[firstLabel.rowId]?.focus();
      else if (found.staleAfterDays) document.getElementById('hiring-stale-days')?.focus();
      setOutcome({ tone: 'error', text: Object.values(found)[0] ?? 'Check the settings' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await apiRequest(`/jobs/${jobId}/hiring`, hiringAnswer, {
        method: 'PUT',
        json: parsed.data,
      });
      setRows(rowsOf(data.hiring.competencies));
      setDays(String(data.hiring.staleAfterDays));
      setOutcome({ tone: 'success', text: m.settingsSaved });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureMessage(error, 'Failed to save the hiring settings') });
    } finally {
      setBusy(false);
      focusOutcome();
    }
  };

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-6">
      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
        {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      </div>
      <fieldset className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <legend className="sr-only">Competencies</legend>
        <div>
          <h2 className="text-lg font-semibold text-brand-900">Competencies</h2>
          <p className="mt-1 text-sm text-slate-600">
            What interviewers rate, in this order, from 1 (well below the bar) to 4 (exceeds it). Between 1
            and {MAX_COMPETENCIES}. Renaming keeps the ratings already given; a removed competency stays on
            the scorecards that rated it.
          </p>
        </div>
        {errors.competencies && <p className="text-sm font-medium text-red-700">{errors.competencies}</p>}
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li
              key={row.rowId}
              className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-end"
            >
              <div className="min-w-0 flex-1">
                <TextField
                  id={`hiring-${row.rowId}`}
                  name={`competency-${index + 1}`}
                  label={`Competency ${index + 1}`}
                  required
                  maxLength={COMPETENCY_LABEL_MAX}
                  value={row.label}
                  onChange={(label) => rename(row.rowId, label)}
                  error={errors[`label:${row.rowId}`]}
                  ref={(element) => {
                    labelInputs.current[row.rowId] = element;
                  }}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => move(index, -1)}>
                  <span aria-hidden="true">↑ Up</span>
                  <span className="sr-only">Move {row.label || `competency ${index + 1}`} up</span>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓ Down</span>
                  <span className="sr-only">Move {row.label || `competency ${index + 1}`} down</span>
                </Button>
                <Button variant="danger" size="sm" disabled={rows.length <= 1} onClick={() => remove(index)}>
                  Remove<span className="sr-only"> {row.label || `competency ${index + 1}`}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <Button variant="secondary" disabled={rows.length >= MAX_COMPETENCIES} onClick={add}>
          Add a competency
        </Button>
      </fieldset>
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="max-w-xs">
          <TextField
            id="hiring-stale-days"
            name="staleAfterDays"
            label="Mark applicants waiting longer than (days)"
            required
            inputMode="numeric"
            hint={`On the job’s board: from ${STALE_AFTER_DAYS_RANGE.min} to ${STALE_AFTER_DAYS_RANGE.max} days in one status.`}
            value={days}
            onChange={setDays}
            error={errors.staleAfterDays}
          />
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <SubmitButton isBusy={isBusy} busyLabel="Saving...">
        Save hiring settings
      </SubmitButton>
    </form>
  );
}
