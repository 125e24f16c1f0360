import { useId, useState } from 'react';
import type { StatementSuggestion as Suggestion } from '../../../../domain/capability-statements.ts';
import { describedBy, FieldFrame } from '../../forms/field.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { Spinner } from '../../ui/status.tsx';
import { useSuggestions } from './use-suggestions.ts';

// Decision 028: "Suggested for this tender": the published case studies and products that
// mention the sector's and services' words, or words typed from the tender, each with why it is
// suggested and an Add button. A suggestion already chosen says so and stays focusable (a
// disabled button would drop keyboard focus to the top of the page).

const NOTHING_ASKED = 'Choose a sector or services, or type words from the tender.';
const WORDS_HINT = 'E.g. G99, 33 kV substation, BESS.';

export type SuggestionKind = 'caseStudies' | 'products';

const KIND_WORDS: Record<SuggestionKind, { heading: string; none: string }> = {
  caseStudies: { heading: 'Case studies', none: 'No published case study matches yet.' },
  products: { heading: 'Products', none: 'No published product matches yet.' },
};

export function SuggestionsPanel({
  sector,
  services,
  chosen,
  isFull,
  onAdd,
}: {
  sector: string;
  services: readonly string[];
  /** The ids already chosen, by kind. */
  chosen: Record<SuggestionKind, readonly string[]>;
  /** Whether a kind has its most items already. */
  isFull: Record<SuggestionKind, boolean>;
  onAdd: (kind: SuggestionKind, suggestion: Suggestion) => void;
}) {
  const id = useId();
  const [words, setWords] = useState('');
  const suggestions = useSuggestions(sector, services, words);
  const count = suggestions.caseStudies.length + suggestions.products.length;
  const hasAsked = sector !== '' || services.length > 0 || words.trim() !== '';

  const list = (kind: SuggestionKind, items: readonly Suggestion[]) => (
    <section aria-labelledby={`${id}-${kind}`} className="mt-5">
      <h3 id={`${id}-${kind}`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {KIND_WORDS[kind].heading}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{hasAsked ? KIND_WORDS[kind].none : NOTHING_ASKED}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {items.map((item) => {
            const isChosen = chosen[kind].includes(item.id);
            const isUnavailable = isChosen || isFull[kind];
            return (
              <li key={item.id} className="flex items-start gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{item.name}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{item.reason}</p>
                </div>
                <button
                  type="button"
                  aria-disabled={isUnavailable || undefined}
                  onClick={() => {
                    if (!isUnavailable) onAdd(kind, item);
                  }}
                  className={`${buttonClass(isChosen ? 'ghost' : 'secondary', 'sm')} shrink-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-75`}
                >
                  {isChosen ? 'Added' : 'Add'}
                  <span className="sr-only"> {item.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        Suggested for this tender
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Ranked by the sector’s and services’ words, found in what the site publishes.
      </p>
      <div className="mt-4">
        <FieldFrame id={`${id}-words`} label="Words from the tender" hint={WORDS_HINT}>
          <input
            id={`${id}-words`}
            type="search"
            value={words}
            maxLength={200}
            aria-describedby={describedBy(`${id}-words`, WORDS_HINT)}
            onChange={(event) => setWords(event.target.value)}
            // The suggestions follow the words as they are typed; Enter must not save the statement.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
          />
        </FieldFrame>
      </div>
      <p aria-live="polite" className="sr-only">
        {suggestions.isLoading
          ? ''
          : suggestions.error
            ? suggestions.error
            : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`}
      </p>
      {suggestions.error && <p className="mt-4 text-sm font-medium text-red-700">{suggestions.error}</p>}
      {suggestions.isLoading && count === 0 ? (
        <Spinner label="Loading suggestions…" className="py-6" />
      ) : (
        <div aria-busy={suggestions.isLoading || undefined}>
          {list('caseStudies', suggestions.caseStudies)}
          {list('products', suggestions.products)}
        </div>
      )}
    </section>
  );
}
