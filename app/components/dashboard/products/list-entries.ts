import type { ProductSpecification } from '../../../../domain/entities.ts';

// admin.md §5: "A feature or application is added only if non-empty after trimming; a
// specification only if both name and value are non-empty after trimming." Free of React so the
// rule is unit-tested; the editors call these before they add anything.

/** The item to add, trimmed, or null when nothing is left after trimming. */
export function entryToAdd(text: string): string | null {
  const item = text.trim();
  return item === '' ? null : item;
}

/** The specification to add, both parts trimmed, or null when either is blank. */
export function specificationToAdd(key: string, value: string): ProductSpecification | null {
  const row = { key: key.trim(), value: value.trim() };
  return row.key === '' || row.value === '' ? null : row;
}

/** The list without the entry at `index`. */
export function withoutEntry<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, at) => at !== index);
}

/**
 * Where focus goes after the entry at `index` is removed from a list that had `length` entries:
 * the entry now in its place, else the one before it, else null (the list is empty, so the
 * input that adds entries takes it).
 */
export function focusAfterRemoval(index: number, length: number): number | null {
  const remaining = length - 1;
  if (remaining <= 0) return null;
  return Math.min(index, remaining - 1);
}
