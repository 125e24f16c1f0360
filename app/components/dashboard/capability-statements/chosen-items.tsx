import { useLayoutEffect, useRef } from 'react';
import { SUMMARY_MAX } from '../../../../domain/capability-statements.ts';
import { describedBy, FieldNotes } from '../../forms/field.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { moved, type PickDraft } from './statement-form-values.ts';

// Decision 028: the chosen case studies or products, in the order the PDF shows them. Move up and
// Move down keep focus on the button pressed, now in the item's new place (the buttons at an end
// say they cannot move further but stay focusable), Remove takes focus to the next item, and the
// short text for this client is laid over the site's own text in the PDF alone: left empty, the
// site's text (shown as the placeholder) is printed, and the site never changes.

export type CatalogueEntry = { name: string; siteText: string };

type MoveAction = 'up' | 'down';

export function ChosenItems({
  id,
  heading,
  noun,
  items,
  catalogue,
  isCatalogueLoaded,
  error,
  onChange,
  onAnnounce,
}: {
  /** The list's id (focused after a refused save) and the prefix of its controls' ids. */
  id: string;
  heading: string;
  /** 'case study' or 'product', for the empty text and announcements. */
  noun: string;
  items: readonly PickDraft[];
  /** What the site publishes, by id; an id missing from it is no longer published. */
  catalogue: ReadonlyMap<string, CatalogueEntry>;
  isCatalogueLoaded: boolean;
  error?: string;
  onChange: (items: PickDraft[]) => void;
  /** Tells screen-reader users what a move or removal did. */
  onAnnounce: (text: string) => void;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  // After React has put the moved item in its new place (a moved node loses focus), or removed one.
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    (buttons.current.get(key) ?? document.getElementById(id))?.focus();
  });

  // Until the published lists have loaded a pick has no name yet; after, a missing one is unpublished.
  const nameOf = (item: PickDraft) =>
    catalogue.get(item.id)?.name ?? (isCatalogueLoaded ? `Unpublished ${noun}` : 'Loading…');

  const move = (index: number, action: MoveAction) => {
    const target = action === 'up' ? index - 1 : index + 1;
    const item = items[index];
    if (!item || target < 0 || target >= items.length) return;
    const next = moved(items, index, action === 'up' ? -1 : 1);
    pendingFocus.current = `${item.id}:${action}`;
    onChange(next);
    onAnnounce(`${nameOf(item)} moved to position ${target + 1} of ${items.length}.`);
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const next = items.filter((_, at) => at !== index);
    const neighbour = next[index] ?? next[index - 1];
    // The next item's Remove, else the previous one's, else the list's heading.
    pendingFocus.current = neighbour ? `${neighbour.id}:remove` : `${id}:list`;
    onChange(next);
    onAnnounce(`${nameOf(item)} removed.`);
  };

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={id} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        <span id={`${id}-heading`}>{heading}</span>{' '}
        <span className="font-normal text-slate-600">({items.length})</span>
      </h3>
      <FieldNotes id={id} error={error} />
      {items.length === 0 ? (
        <p className="mt-2 rounded-lg bg-slate-50 px-4 py-5 text-sm text-slate-600">
          No {noun} chosen yet. Add one from the suggestions.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((item, index) => {
            const entry = catalogue.get(item.id);
            const name = nameOf(item);
            const summaryId = `${id}-${item.id}-summary`;
            const hint = entry
              ? 'Leave empty to print the site’s own text (shown greyed). Writing here never changes the site.'
              : undefined;
            const isFirst = index === 0;
            const isLast = index === items.length - 1;
            return (
              <li key={item.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                <div className="flex flex-col gap-3">
                  <p className="min-w-0 font-semibold text-slate-900">
                    <span className="mr-2 text-slate-600">{index + 1}.</span>
                    {name}
                  </p>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <button
                      type="button"
                      ref={buttonRef(`${item.id}:up`)}
                      aria-disabled={isFirst || undefined}
                      onClick={() => move(index, 'up')}
                      className={`${buttonClass('secondary', 'sm')} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
                    >
                      Move up<span className="sr-only"> {name}</span>
                    </button>
                    <button
                      type="button"
                      ref={buttonRef(`${item.id}:down`)}
                      aria-disabled={isLast || undefined}
                      onClick={() => move(index, 'down')}
                      className={`${buttonClass('secondary', 'sm')} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
                    >
                      Move down<span className="sr-only"> {name}</span>
                    </button>
                    <button
                      type="button"
                      ref={buttonRef(`${item.id}:remove`)}
                      onClick={() => remove(index)}
                      className={buttonClass('ghost', 'sm')}
                    >
                      Remove<span className="sr-only"> {name}</span>
                    </button>
                  </div>
                </div>
                {!entry && isCatalogueLoaded && (
                  <p className="mt-2 text-sm font-medium text-amber-900">
                    No longer published: it is left out of the next PDF. Remove it, or publish it again.
                  </p>
                )}
                <div className="mt-3">
                  <label htmlFor={summaryId} className="block text-sm font-semibold text-slate-800">
                    Short text for this client<span className="sr-only"> ({name})</span>
                    <span className="font-normal text-slate-600"> (optional)</span>
                  </label>
                  <textarea
                    id={summaryId}
                    rows={4}
                    maxLength={SUMMARY_MAX}
                    value={item.summary}
                    placeholder={entry?.siteText}
                    aria-describedby={describedBy(summaryId, hint)}
                    onChange={(event) =>
                      onChange(
                        items.map((each) =>
                          each.id === item.id ? { ...each, summary: event.target.value } : each,
                        ),
                      )
                    }
                    className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
                  />
                  <FieldNotes id={summaryId} hint={hint} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
