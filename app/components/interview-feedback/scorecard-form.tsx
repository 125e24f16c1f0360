import { type FormEvent, useRef, useState } from 'react';
import {
  type Competency,
  NOTES_LENGTH,
  RATING_LABELS,
  RATINGS,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  SCORECARD_MESSAGES,
  type ScorecardBody,
  scorecardBodySchema,
} from '../../../domain/scorecards.ts';
import { failureMessage } from '../../api-client.ts';
import { serverFieldErrors } from '../forms/checked-form.ts';
import { TextAreaField } from '../forms/field.tsx';
import { RadioGroupField } from '../forms/radio-group-field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { Banner } from '../ui/status.tsx';

// Decision 026: the scorecard form, the same on the interviewer's no-account page and on the
// dashboard's "My interviews": per competency a fieldset with its name as the legend and the four
// ratings, the overall recommendation, the notes, Submit. Checked with the API's own schema; the
// first question left open takes focus.

const m = SCORECARD_MESSAGES;
const RATING_CHOICES = RATINGS.map((rating) => ({
  value: String(rating),
  label: `${rating}`,
  description: RATING_LABELS[rating],
}));
const RECOMMENDATION_CHOICES = RECOMMENDATIONS.map((value) => ({
  value,
  label: RECOMMENDATION_LABELS[value],
}));

type Values = { ratings: Record<string, string>; recommendation: string; notes: string };

type Checked =
  | { body: ScorecardBody; errors?: undefined }
  | { body?: undefined; errors: Record<string, string> };

/** The body to send, or the message per question: one per unrated competency, then the rest. */
function check(competencies: readonly Competency[], values: Values): Checked {
  const errors: Record<string, string> = {};
  for (const { key, label } of competencies) {
    if (!values.ratings[key]) errors[`rating:${key}`] = m.ratingMissing(label);
  }
  const ratings = Object.fromEntries(
    Object.entries(values.ratings).map(([key, rating]) => [key, Number(rating)]),
  );
  const parsed = scorecardBodySchema(competencies).safeParse({ ...values, ratings });
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'form');
    if (field !== 'ratings') errors[field] ??= issue.message;
  }
  return { errors };
}

export function ScorecardForm({
  idPrefix,
  competencies,
  onSubmit,
}: {
  idPrefix: string;
  competencies: readonly Competency[];
  /** Sends the scorecard; throws the API's error when refused. */
  onSubmit: (body: ScorecardBody) => Promise<void>;
}) {
  const [values, setValues] = useState<Values>({ ratings: {}, recommendation: '', notes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hasAttempted, setHasAttempted] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const firstRadios = useRef<Record<string, HTMLInputElement | null>>({});
  const notesRef = useRef<HTMLTextAreaElement | null>(null);

  const update = (next: Values) => {
    setValues(next);
    if (hasAttempted) setErrors(check(competencies, next).errors ?? {});
  };

  const focusFirst = (found: Record<string, string>) => {
    const order = [...competencies.map(({ key }) => `rating:${key}`), 'recommendation', 'notes'];
    const first = order.find((field) => found[field] !== undefined);
    if (first === 'notes') notesRef.current?.focus();
    else if (first) firstRadios.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setHasAttempted(true);
    setFailure(null);
    const checked = check(competencies, values);
    setErrors(checked.errors ?? {});
    if (!checked.body) {
      focusFirst(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(checked.body);
    } catch (error) {
      const fromServer = serverFieldErrors(error, ['recommendation', 'notes']);
      setErrors(fromServer);
      setFailure(failureMessage(error, 'Your scorecard could not be sent. Please try again.'));
      focusFirst(fromServer);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-7" aria-label="Scorecard">
      <p className="text-sm text-slate-600">
        Rate each competency against the bar for this role: 1 well below, 2 below, 3 meets, 4 exceeds. Every
        question is required.
      </p>
      {competencies.map(({ key, label }) => (
        <RadioGroupField
          key={key}
          id={`${idPrefix}-rating-${key}`}
          name={`${idPrefix}-rating-${key}`}
          legend={label}
          choices={RATING_CHOICES}
          value={values.ratings[key] ?? ''}
          onChange={(rating) => update({ ...values, ratings: { ...values.ratings, [key]: rating } })}
          error={errors[`rating:${key}`]}
          disabled={isBusy}
          firstRef={(element) => {
            firstRadios.current[`rating:${key}`] = element;
          }}
        />
      ))}
      <RadioGroupField
        id={`${idPrefix}-recommendation`}
        name={`${idPrefix}-recommendation`}
        legend="Overall recommendation"
        choices={RECOMMENDATION_CHOICES}
        value={values.recommendation}
        onChange={(recommendation) => update({ ...values, recommendation })}
        error={errors.recommendation}
        disabled={isBusy}
        firstRef={(element) => {
          firstRadios.current.recommendation = element;
        }}
      />
      <TextAreaField
        id={`${idPrefix}-notes`}
        name="notes"
        label="Notes"
        required
        rows={6}
        maxLength={NOTES_LENGTH.max}
        hint="What you saw: evidence for your ratings, strengths, concerns. At least a few words."
        value={values.notes}
        onChange={(notes) => update({ ...values, notes })}
        error={errors.notes}
        disabled={isBusy}
        ref={notesRef}
      />
      {failure && <Banner tone="error">{failure}</Banner>}
      <SubmitButton isBusy={isBusy} busyLabel="Submitting...">
        Submit scorecard
      </SubmitButton>
    </form>
  );
}
