import type { KeyFigure } from '../../../content/case-studies/types.ts';
import { CONTAINER } from '../ui/layout.ts';

// The at-a-glance strip under a case study's hero: client, location, capacity, scope.
export function ProjectFacts({ facts }: { facts: readonly KeyFigure[] }) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <dl className={`${CONTAINER} grid gap-6 py-8 sm:grid-cols-2 lg:grid-cols-4`}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold uppercase tracking-widest text-brand-500">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-brand-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
