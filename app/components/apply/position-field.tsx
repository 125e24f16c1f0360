import { MESSAGES } from '../../../domain/messages.ts';
import { describedBy, FieldFrame } from '../forms/field.tsx';
import type { PositionsState } from './use-positions.ts';
import { fieldId } from './wizard-state.ts';

// public-site.md §2, §4, §8: the position list is the chosen country's openings. It stays disabled
// until a country is chosen and while its options load ('Loading positions...'); if they cannot
// be loaded it is empty and says so.

const CONTROL =
  'mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

export function PositionField({
  country,
  positions,
  value,
  error,
  onChange,
}: {
  country: string;
  positions: PositionsState;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = fieldId('position');
  const statusId = `${id}-status`;
  const isLoading = positions.status === 'loading';
  const isDisabled = !country || isLoading;
  const placeholder = !country
    ? 'Choose a country first'
    : isLoading
      ? MESSAGES.application.positionsLoading
      : 'Select a position';
  const describedIds = [statusId, describedBy(id, undefined, error)].filter(Boolean).join(' ');

  return (
    <FieldFrame id={id} label="Position" required error={error}>
      <select
        id={id}
        name="position"
        value={value}
        disabled={isDisabled}
        aria-required
        aria-busy={isLoading || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedIds}
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`}
      >
        <option value="">{placeholder}</option>
        {positions.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <p id={statusId} aria-live="polite" className="mt-1.5 text-sm font-medium text-red-700 empty:hidden">
        {positions.status === 'failed' ? MESSAGES.application.positionsLoadFailed : ''}
      </p>
    </FieldFrame>
  );
}
