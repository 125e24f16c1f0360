import type { Insights } from '../../../../domain/insights.ts';
import { chartScale, formatCount } from './insights-format.ts';
import { longDay, shortDay } from './insights-range.ts';

// Visitors and page views per day, drawn as the home screen's "Applications per Week" is: the
// picture for the eye (page views as amber columns, visitors as a navy line over them), a table
// of the same figures for screen readers. The plot is an SVG stretched to its box, so it fills a
// phone and a wide screen alike; the axis labels are HTML beside it, so they never stretch.

type Day = Insights['daily'][number];

const PLOT_HEIGHT = 100;
const COLUMN = 10;

/** Up to seven days to name under the chart, evenly spread, the first and last among them. */
function tickIndexes(count: number): number[] {
  if (count <= 1) return [0];
  const ticks = Math.min(7, count);
  return [...new Set(Array.from({ length: ticks }, (_, k) => Math.round((k * (count - 1)) / (ticks - 1))))];
}

export function VisitsChart({ daily }: { daily: readonly Day[] }) {
  const count = daily.length;
  const { top, step } = chartScale(Math.max(0, ...daily.map((day) => Math.max(day.pageviews, day.visitors))));
  const gridlines = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const y = (value: number) => PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const width = Math.max(1, count) * COLUMN;
  const line = daily.map((day, index) => `${index * COLUMN + COLUMN / 2},${y(day.visitors)}`).join(' ');
  const showDots = count <= 31;

  return (
    <figure>
      <div aria-hidden="true" className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-accent-500" /> Page views
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-1 w-4 rounded-full bg-brand-900" /> Visitors
        </span>
      </div>
      <div aria-hidden="true" className="flex gap-2">
        <div className="relative w-10 shrink-0 text-right text-[11px] tabular-nums text-slate-600">
          {gridlines.map((value) => (
            <span
              key={value}
              className="absolute right-0 translate-y-1/2"
              style={{ bottom: `${(value / top) * 100}%` }}
            >
              {formatCount(value)}
            </span>
          ))}
        </div>
        <div className="relative h-56 min-w-0 flex-1 sm:h-64">
          {gridlines.map((value) => (
            <div
              key={value}
              className={`absolute inset-x-0 border-t ${value === 0 ? 'border-slate-400' : 'border-slate-200'}`}
              style={{ bottom: `${(value / top) * 100}%` }}
            />
          ))}
          <svg
            viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
            aria-hidden="true"
            preserveAspectRatio="none"
            focusable="false"
            className="absolute inset-0 size-full overflow-visible"
          >
            {daily.map((day, index) => (
              <rect
                key={day.day}
                x={index * COLUMN + COLUMN * 0.15}
                width={COLUMN * 0.7}
                y={y(day.pageviews)}
                height={PLOT_HEIGHT - y(day.pageviews)}
                className="fill-accent-500"
              />
            ))}
            {count > 1 && (
              <polyline
                points={line}
                fill="none"
                vectorEffect="non-scaling-stroke"
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
                className="stroke-brand-900"
              />
            )}
          </svg>
          {showDots &&
            daily.map((day, index) => (
              <span
                key={day.day}
                className="absolute size-2 -translate-x-1/2 translate-y-1/2 rounded-full bg-brand-900 ring-2 ring-white"
                style={{
                  left: `${((index + 0.5) / count) * 100}%`,
                  bottom: `${(day.visitors / top) * 100}%`,
                }}
              />
            ))}
          {/* A hover tip per day for the mouse; the table below says the same to everyone else. */}
          <div className="absolute inset-0 flex">
            {daily.map((day) => (
              <div
                key={day.day}
                className="flex-1 hover:bg-brand-900/5"
                title={`${longDay(day.day)}: ${formatCount(day.visitors)} visitors, ${formatCount(day.pageviews)} page views`}
              />
            ))}
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="relative mt-1.5 ml-12 h-4 text-[11px] text-slate-600">
        {tickIndexes(count).map((index, position, all) => {
          const day = daily[index];
          if (!day) return null;
          const edge =
            position === 0
              ? 'translate-x-0'
              : position === all.length - 1
                ? '-translate-x-full'
                : '-translate-x-1/2';
          return (
            <span
              key={day.day}
              // Every other label on phones, so they never overlap (the first and last stay).
              className={`absolute whitespace-nowrap ${edge} ${position % 2 === 1 && position !== all.length - 1 ? 'max-sm:hidden' : ''}`}
              style={{
                left:
                  position === 0
                    ? '0'
                    : position === all.length - 1
                      ? '100%'
                      : `${((index + 0.5) / count) * 100}%`,
              }}
            >
              {shortDay(day.day)}
            </span>
          );
        })}
      </div>
      <figcaption className="sr-only">Visitors and page views per day.</figcaption>
      {/* The wrapper hides it: a table ignores the height sr-only gives it and would grow the page. */}
      <div className="sr-only">
        <table>
          <caption>Visitors and page views per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{longDay(day.day)}</th>
                <td>{day.visitors}</td>
                <td>{day.pageviews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
