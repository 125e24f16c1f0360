// A horizontal bar chart read at a glance: one row per item with its name, its figure and a bar
// scaled to the largest. The figures are text, so the chart reads the same to a screen reader
// (the bars are decoration).

export type Bar = { label: string; value: number; detail?: string; barClass?: string };

export function BarList({ bars, emptyText }: { bars: readonly Bar[]; emptyText: string }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  if (max === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <ul className="space-y-3">
      {bars.map((bar) => (
        <li key={bar.label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-slate-800">{bar.label}</span>
            <span className="tabular-nums text-slate-700">
              <span className="font-semibold text-slate-900">{bar.value.toLocaleString('en-GB')}</span>
              {bar.detail && <span className="text-slate-600"> · {bar.detail}</span>}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100">
            <div
              className={`h-full rounded-full ${bar.barClass ?? 'bg-brand-500'}`}
              style={{ width: `${(bar.value / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
