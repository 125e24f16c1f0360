import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { FILTER_CONTROL } from '../filter-select.tsx';
import { customRangeProblem, type InsightRange, PRESET_DAYS, type PresetDays } from './insights-range.ts';

// The Insights screen's period: Last 7, 30 or 90 days at one press (the pressed one says so to
// a screen reader with aria-pressed), or two chosen dates shown with Show. Chosen dates are
// checked here as the API checks them, so a wrong pair says why instead of asking.

export function RangePicker({
  range,
  today,
  onPreset,
  onCustom,
}: {
  range: InsightRange;
  today: string;
  onPreset: (days: PresetDays) => void;
  onCustom: (from: string, to: string) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  // A preset (or the address) changed the range: the date boxes show it.
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
    setProblem(null);
  }, [range.from, range.to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to, today);
    setProblem(found);
    if (!found) onCustom(from, to);
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:flex-row lg:items-end lg:justify-between">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Period</legend>
        <div className="mt-1.5 inline-flex rounded-md shadow-sm ring-1 ring-slate-300">
          {PRESET_DAYS.map((days, index) => {
            const isPressed = range.kind === 'preset' && range.days === days;
            return (
              <button
                key={days}
                type="button"
                aria-pressed={isPressed}
                onClick={() => onPreset(days)}
                className={`min-h-10 px-3 py-2 text-sm font-semibold sm:px-4 ${index === 0 ? 'rounded-l-md' : ''} ${
                  index === PRESET_DAYS.length - 1 ? 'rounded-r-md' : 'border-r border-slate-300'
                } ${isPressed ? 'bg-brand-900 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'} ${FOCUS_RING}`}
              >
                Last {days} days
              </button>
            );
          })}
        </div>
      </fieldset>
      <form noValidate onSubmit={submit} aria-label="Chosen dates" className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-36 flex-1 flex-col sm:flex-none">
          <label htmlFor="insights-from" className="text-sm font-semibold text-slate-800">
            From
          </label>
          <input
            id="insights-from"
            type="date"
            value={from}
            max={to || today}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'insights-range-problem' : undefined}
            className={FILTER_CONTROL}
          />
        </div>
        <div className="flex min-w-36 flex-1 flex-col sm:flex-none">
          <label htmlFor="insights-to" className="text-sm font-semibold text-slate-800">
            To
          </label>
          <input
            id="insights-to"
            type="date"
            value={to}
            min={from || undefined}
            max={today}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'insights-range-problem' : undefined}
            className={FILTER_CONTROL}
          />
        </div>
        <Button type="submit" variant="secondary" className="min-h-10 py-2">
          Show
        </Button>
        {problem && (
          <p id="insights-range-problem" role="alert" className="basis-full text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
