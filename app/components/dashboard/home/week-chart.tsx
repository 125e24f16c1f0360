// Applications per week for the last 12 weeks as columns, newest on the right. The columns are
// drawn for the eye; a table with the same figures (visually hidden) is what screen readers read.

export type WeekCount = { weekStart: string; count: number };

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function weekLabel(weekStart: string, format: Intl.DateTimeFormat): string {
  return format.format(new Date(`${weekStart}T00:00:00Z`));
}

export function WeekChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  return (
    <figure>
      <div aria-hidden="true" className="flex h-40 items-end gap-1.5 border-b border-slate-300 sm:gap-2">
        {weeks.map((week) => (
          <div key={week.weekStart} className="flex h-full flex-1 flex-col justify-end">
            <span className="mb-1 text-center text-xs tabular-nums text-slate-700">
              {week.count > 0 ? week.count : ''}
            </span>
            <div
              title={`Week of ${weekLabel(week.weekStart, LONG_DATE)}: ${week.count}`}
              className="rounded-t bg-brand-500"
              style={{ height: `${(week.count / max) * 100}%`, minHeight: week.count > 0 ? '2px' : '0' }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1.5 flex gap-1.5 sm:gap-2">
        {weeks.map((week, index) => (
          <span key={week.weekStart} className="flex-1 text-center text-[11px] leading-tight text-slate-600">
            {/* Every other label on phones, so they never overlap. */}
            <span className={index % 2 === 1 ? 'max-sm:invisible' : ''}>
              {weekLabel(week.weekStart, SHORT_DATE)}
            </span>
          </span>
        ))}
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">
        {total.toLocaleString('en-GB')} applications in the last 12 weeks (weeks start on Monday).
      </figcaption>
      {/* The wrapper hides it: a table ignores the height sr-only gives it and would grow the page. */}
      <div className="sr-only">
        <table>
          <caption>Applications per week</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col">Applications</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart, LONG_DATE)}</th>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
