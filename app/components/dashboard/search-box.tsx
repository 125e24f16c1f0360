import { type FormEvent, useEffect, useState } from 'react';
import { buttonClass } from '../ui/buttons.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// A search field that searches on Enter or its button (not on every key: each search is a call),
// with Clear once a search is in force. Its value follows the URL, so Back restores it.

export function SearchBox({
  id,
  label,
  placeholder,
  value,
  maxLength = 200,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  /** The longest search the API takes (200 unless the list says otherwise). */
  maxLength?: number;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React's submit event bubbles through the component tree, portals included: a search inside
    // a dialog opened from a form (the media picker in a product form) must not submit that form.
    event.stopPropagation();
    onSearch(text.trim());
  };

  return (
    <search className="flex min-w-0 flex-1 flex-col">
      <form onSubmit={submit} className="flex flex-col">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id={id}
            type="search"
            value={text}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
            className={`block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 ${FOCUS_RING}`}
          />
          <button type="submit" className={buttonClass('secondary', 'sm')}>
            Search
          </button>
          {value && (
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>
    </search>
  );
}
