import type { Stat } from '../../../content/home.ts';

// The figures of "company in numbers" (home) and "the team in numbers" (about), public-site.md §9.
export function StatGrid({ stats, isInverted = false }: { stats: readonly Stat[]; isInverted?: boolean }) {
  return (
    <dl
      className={`grid grid-cols-2 gap-6 ${stats.length === 3 ? 'sm:grid-cols-3' : 'md:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4'}`}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse rounded-xl px-4 py-6 text-center ${
            isInverted ? 'bg-white/10 ring-1 ring-white/15' : 'bg-white shadow-sm ring-1 ring-slate-200'
          }`}
        >
          <dt className={`mt-2 font-medium ${isInverted ? 'text-slate-100' : 'text-slate-700'}`}>
            {stat.label}
          </dt>
          <dd
            className={`text-4xl font-bold sm:text-5xl ${isInverted ? 'text-accent-500' : 'text-brand-900'}`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
