import type { Figure } from '../../../domain/site-content.ts';
import { CountUp } from './count-up.tsx';

// The figures of "company in numbers" (home) and "the team in numbers" (about), public-site.md §9,
// from the stored site content (decision 025): each page shows its own, in list order.
export function StatGrid({
  figures,
  isInverted = false,
}: {
  figures: readonly Figure[];
  isInverted?: boolean;
}) {
  return (
    <dl
      className={`grid grid-cols-2 gap-6 ${figures.length === 3 ? 'sm:grid-cols-3' : 'md:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4'}`}
    >
      {figures.map((figure) => (
        <div
          key={figure.id}
          className={`flex flex-col-reverse rounded-xl px-4 py-6 text-center ${
            isInverted ? 'bg-white/10 ring-1 ring-white/15' : 'bg-white shadow-sm ring-1 ring-slate-200'
          }`}
        >
          <dt className={`mt-2 font-medium ${isInverted ? 'text-slate-100' : 'text-slate-700'}`}>
            {figure.label}
          </dt>
          <dd
            className={`text-4xl font-bold sm:text-5xl ${isInverted ? 'text-accent-500' : 'text-brand-900'}`}
          >
            <CountUp value={figure.value} suffix={figure.suffix} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
