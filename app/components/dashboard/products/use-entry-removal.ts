import { type RefObject, useRef, useState } from 'react';
import { focusAfterRemoval, withoutEntry } from './list-entries.ts';

// What the product form's list editors (features, applications, specifications) share: a
// Remove button per entry, focus moved to a neighbour's Remove button after a removal (or to the
// input that adds entries when the list is empty), and a polite status line saying what changed.

export function useEntryRemoval<T>({
  entries,
  onChange,
  inputRef,
}: {
  entries: readonly T[];
  onChange: (entries: T[]) => void;
  /** Where focus goes when the last entry is removed. */
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [announcement, announce] = useState('');
  const removeRefs = useRef<(HTMLButtonElement | null)[]>([]);
  return {
    /** The status line's text (render it in a role="status" element). */
    announcement,
    announce,
    /** The ref of the Remove button of the entry at `index`. */
    removeRef: (index: number) => (element: HTMLButtonElement | null) => {
      removeRefs.current[index] = element;
    },
    /** Removes the entry at `index`, says `said`, and moves focus once the list has re-rendered. */
    remove(index: number, said: string) {
      const next = focusAfterRemoval(index, entries.length);
      announce(said);
      onChange(withoutEntry(entries, index));
      requestAnimationFrame(() => {
        const target = next === null ? inputRef.current : removeRefs.current[next];
        target?.focus();
      });
    },
  };
}
