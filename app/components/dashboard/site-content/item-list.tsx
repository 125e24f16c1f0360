import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { listAddId } from './section-errors.ts';

// The list inside a site content section (people, testimonials, figures, offices, policy
// sections): each item a group of fields named by its position and name, with "Move up" and
// "Move down" (the order is the page's order), "Remove" after a confirmation, and "Add" at the
// foot. Buttons, not dragging, so the keyboard and a switch can do all of it: after a move focus
// stays on the moved item's button (the other one at either end), after a removal it goes to the
// next item (or Add), after an Add to the new item's first field, and a live region says what
// happened ("Jane Doe moved to position 2 of 5").

export type ListItem = { id: string };

/** A new item's own key (domain/site-content.ts itemId: lower-case letters, digits, hyphens). */
export function newItemId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return random
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 40);
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * "Move up" from sm; below it "↑ Up", so an item's three actions share one row at 320 px. The
 * name stays "Move up" (the visible word is part of it, WCAG 2.5.3).
 */
function MoveLabel({ arrow, short, full }: { arrow: string; short: string; full: string }) {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {arrow} {short}
      </span>
      <span className="sr-only sm:not-sr-only">{full}</span>
    </>
  );
}

export function ItemList<T extends ListItem>({
  prefix,
  noun,
  items,
  nameOf,
  onChange,
  makeItem,
  firstFieldId,
  addLabel,
  minItems = 0,
  maxItems,
  error,
  removeMessage,
  describeItem,
  renderItem,
}: {
  /** The ids' prefix: the section's key. */
  prefix: string;
  /** "Person": the item's heading says "Person 2: Jane Doe". */
  noun: string;
  items: readonly T[];
  /** The name an item is known by in headings and announcements ('' while it has none). */
  nameOf: (item: T) => string;
  onChange: (items: T[]) => void;
  makeItem: () => T;
  /** The id of the control a new item's focus goes to. */
  firstFieldId: (item: T) => string;
  addLabel: string;
  /** Fewer than this and Remove is not offered (offices keep one). */
  minItems?: number;
  maxItems?: number;
  /** A message about the list as a whole (too many items). */
  error?: string | undefined;
  /** What removing an item means for the site. */
  removeMessage: (item: T) => string;
  /** A note beside an item's heading ("Head office", "Hidden"). */
  describeItem?: (item: T, index: number) => ReactNode;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<T | null>(null);
  // The element to focus once the list has re-rendered.
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  const title = (item: T, index: number) => {
    const name = nameOf(item).trim();
    return `${noun} ${index + 1}${name ? `: ${name}` : ''}`;
  };
  const spoken = (item: T) => nameOf(item).trim() || `The ${noun.toLowerCase()}`;

  const move = (index: number, by: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    const to = index + by;
    const next = moveItem(items, index, to);
    const atEnd = by === -1 ? to === 0 : to === next.length - 1;
    // The pressed button, unless the item reached that end (then it is disabled): the other one.
    focusNext.current = `${prefix}-${item.id}-${(by === -1) !== atEnd ? 'up' : 'down'}`;
    onChange(next);
    setAnnouncement(`${spoken(item)} moved to position ${to + 1} of ${next.length}.`);
  };

  const add = () => {
    const item = makeItem();
    focusNext.current = firstFieldId(item);
    onChange([...items, item]);
    setAnnouncement(`${noun} ${items.length + 1} added at the end of the list.`);
  };

  const confirmRemove = () => {
    if (!removing) return;
    const index = items.findIndex((each) => each.id === removing.id);
    const next = items.filter((each) => each.id !== removing.id);
    const after = next[index] ?? next[index - 1];
    focusNext.current = after ? `${prefix}-${after.id}-heading` : listAddId(prefix);
    onChange(next);
    setAnnouncement(`${spoken(removing)} removed. ${next.length} left.`);
    setRemoving(null);
  };

  const isFull = maxItems !== undefined && items.length >= maxItems;
  return (
    <div>
      <ol className="space-y-5">
        {items.map((item, index) => {
          const headingId = `${prefix}-${item.id}-heading`;
          const name = title(item, index);
          return (
            <li key={item.id}>
              <section
                aria-labelledby={headingId}
                className="rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-5"
              >
                <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h3
                      id={headingId}
                      tabIndex={-1}
                      className="text-base font-semibold break-words text-brand-900 focus:outline-none"
                    >
                      {name}
                    </h3>
                    {describeItem && (
                      <div className="mt-1 text-sm text-slate-600">{describeItem(item, index)}</div>
                    )}
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Button
                      id={`${prefix}-${item.id}-up`}
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <MoveLabel arrow="↑" short="Up" full="Move up" />
                      <span className="sr-only"> ({name})</span>
                    </Button>
                    <Button
                      id={`${prefix}-${item.id}-down`}
                      variant="secondary"
                      size="sm"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <MoveLabel arrow="↓" short="Down" full="Move down" />
                      <span className="sr-only"> ({name})</span>
                    </Button>
                    {items.length > minItems && (
                      <Button variant="danger" size="sm" onClick={() => setRemoving(item)}>
                        Remove<span className="sr-only"> ({name})</span>
                      </Button>
                    )}
                  </div>
                </div>
                {renderItem(item, index)}
              </section>
            </li>
          );
        })}
      </ol>
      <div className="mt-5">
        <Button
          id={listAddId(prefix)}
          variant="secondary"
          disabled={isFull}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${listAddId(prefix)}-error` : undefined}
          onClick={add}
        >
          {addLabel}
        </Button>
        {error && (
          <p id={`${listAddId(prefix)}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${noun.toLowerCase()}`}
        message={removing ? removeMessage(removing) : ''}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
