import { formatCount, percentChange } from './insights-format.ts';

// One headline figure of the period (Visitors, Page views) with its change against the period
// of the same length before: an arrow and a percent for the eye, a sentence for a screen reader.

const TONES = {
  up: 'bg-green-50 text-green-800',
  down: 'bg-red-50 text-red-800',
  same: 'bg-slate-100 text-slate-700',
  new: 'bg-blue-50 text-brand-700',
} as const;

export function TotalCard({
  label,
  value,
  previous,
  previousText,
  format = formatCount,
}: {
  label: string;
  value: number;
  previous: number;
  /** The previous period in words: "29 September to 28 October 2026". */
  previousText: string;
  format?: (value: number) => string;
}) {
  const change = percentChange(value, previous);
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold tabular-nums text-brand-900">{format(value)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums ${TONES[change.direction]}`}
        >
          <span aria-hidden="true">{change.shown}</span>
          <span className="sr-only">{change.spoken}</span>
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {format(previous)} from {previousText}
      </p>
    </div>
  );
}
