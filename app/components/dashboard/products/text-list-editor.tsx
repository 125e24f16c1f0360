import { type KeyboardEvent, useRef, useState } from 'react';
import { describedBy } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { entryToAdd } from './list-entries.ts';
import { useEntryRemoval } from './use-entry-removal.ts';

// A list of short texts built one entry at a time (admin.md §2 product form: Key Features,
// Applications): a labelled input whose Add button, or Enter, adds what was typed — only if
// something is left after trimming (§5) — and the list below with a Remove button per entry,
// named after it. Enter never submits the surrounding form. Focus stays in the input after an
// add and moves to a neighbour after a remove; a polite status line says what changed.

const CONTROL =
  'block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100';

export function TextListEditor({
  id,
  label,
  itemName,
  items,
  onChange,
  hint,
  disabled,
}: {
  id: string;
  /** The field's name, shown as its label ('Key Features'). */
  label: string;
  /** One entry, in lower case, for the buttons' names ('feature'). */
  itemName: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const removal = useEntryRemoval({ entries: items, onChange, inputRef });
  const inputId = `${id}-new`;

  const add = () => {
    const item = entryToAdd(draft);
    if (item === null) return;
    onChange([...items, item]);
    setDraft('');
    removal.announce(`Added ${itemName}: ${item}`);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry; it must not submit the form.
    event.preventDefault();
    add();
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          disabled={disabled}
          aria-describedby={describedBy(inputId, hint)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={CONTROL}
        />
        <Button variant="secondary" onClick={add} disabled={disabled} className="shrink-0">
          Add<span className="sr-only"> {itemName}</span>
        </Button>
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {items.length > 0 ? (
        <ul aria-label={label} className="mt-3 divide-y divide-slate-200 rounded-md ring-1 ring-slate-200">
          {items.map((item, index) => (
            // Entries may repeat; their place in the list is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="flex items-center gap-3 py-1.5 pr-1.5 pl-3.5">
              <span className="min-w-0 flex-1 break-words text-sm text-slate-800">{item}</span>
              <Button
                ref={removal.removeRef(index)}
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => removal.remove(index, `Removed ${itemName}: ${item}`)}
              >
                Remove<span className="sr-only">{` ${itemName}: ${item}`}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">None added yet.</p>
      )}
      <p role="status" className="sr-only">
        {removal.announcement}
      </p>
    </div>
  );
}
