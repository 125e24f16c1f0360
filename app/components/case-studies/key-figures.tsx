import type { KeyFigure } from '../../../content/case-studies/types.ts';

// Headline numbers: a description list so each value is read with its label.
export function KeyFigures({
  figures,
  tone = 'light',
}: {
  figures: readonly KeyFigure[];
  tone?: 'light' | 'dark';
}) {
  const isDark = tone === 'dark';
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={`flex flex-col-reverse rounded-xl p-6 ${isDark ? 'bg-brand-700' : 'border border-slate-200 bg-white shadow-sm'}`}
        >
          <dt className={`mt-1 text-sm ${isDark ? 'text-slate-200' : 'text-slate-600'}`}>{figure.label}</dt>
          <dd className={`text-2xl font-bold sm:text-3xl ${isDark ? 'text-accent-500' : 'text-brand-900'}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
