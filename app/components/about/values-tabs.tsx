import { type ValueGroup, valueGroups } from '../../../content/about.ts';
import { Tabs } from '../tabs.tsx';

// public-site.md §2 About, §9: three tabs starting on TRUST — TRUST (5), IMPACT (6), EXCEL (5) —
// each value with its letter, title, description and tagline.

function ValueList({ group }: { group: ValueGroup }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${group.word} values`}>
      {group.values.map((value, position) => (
        <li
          key={`${value.letter}-${value.title}`}
          data-value={position}
          className="flex gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-brand-900 text-3xl font-bold text-accent-500"
          >
            {value.letter}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{value.title}</h3>
            <p className="mt-2 text-slate-700">{value.value}</p>
            <p className="mt-3 text-sm font-semibold text-brand-500 italic">{value.tagline}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ValuesTabs() {
  return (
    <section aria-labelledby="values-heading" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="values-heading" className="text-3xl font-bold text-brand-900 sm:text-4xl">
          Our Values
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Three words describe how we work with clients, with each other and with the networks we design.
        </p>
        <Tabs
          className="mt-10"
          label="Our values"
          initialId="trust"
          items={valueGroups.map((group) => ({
            id: group.id,
            label: group.word,
            content: <ValueList group={group} />,
          }))}
        />
      </div>
    </section>
  );
}
