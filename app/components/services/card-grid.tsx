import type { Card } from '../../../content/services/types.ts';
import { BoltIcon } from './icons.tsx';

// Benefit, feature, standard and value cards: a list of titled cards, two or three across.

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
} as const;

export function CardGrid({
  cards,
  columns = 3,
  variant = 'icon',
}: {
  cards: readonly Card[];
  columns?: keyof typeof COLUMNS;
  /** 'icon' for benefits and features; 'standard' for standards, with a bold reference title. */
  variant?: 'icon' | 'standard';
}) {
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]}`}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          {variant === 'icon' ? (
            <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-brand-900 text-accent-500">
              <BoltIcon />
            </span>
          ) : (
            <span className="mb-4 h-1 w-12 rounded-full bg-accent-500" aria-hidden="true" />
          )}
          <h3 className="text-lg font-semibold text-brand-900">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
