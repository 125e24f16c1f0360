import { PRODUCT_CATEGORIES } from '../../../domain/constants.ts';

// public-site.md §2 Products: the filter offers All plus the categories found in the products,
// lowercased (so 'Switchgear' and 'switchgear' are one button) and shown capitalised. The
// lowercased name is also the ?category= value, matched without regard to case.

export type CategoryOption = { value: string; label: string };

/** The ?category= value of a name: trimmed and lowercased; empty means all products. */
export function categoryValue(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase();
}

/**
 * A category as visitors read it: a known category keeps its own spelling ('EV Charging', not
 * 'Ev Charging'); any other has each word capitalised.
 */
export function categoryLabel(name: string): string {
  const value = categoryValue(name);
  const known = PRODUCT_CATEGORIES.find((category) => category.name.toLowerCase() === value);
  if (known) return known.name;
  return value.replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

// Known categories keep the order of admin.md §3 (Other last); any other sits before Other, A to Z.
function rank(value: string): [number, string] {
  const index = PRODUCT_CATEGORIES.findIndex((category) => category.name.toLowerCase() === value);
  if (value === 'other') return [3, ''];
  return index >= 0 ? [1, String(index).padStart(3, '0')] : [2, value];
}

/** One option per distinct category, in a stable order that does not depend on the newest product. */
export function categoryOptions(products: ReadonlyArray<{ category: { name: string } }>): CategoryOption[] {
  const values = new Set(products.map((product) => categoryValue(product.category.name)).filter(Boolean));
  return [...values]
    .sort((a, b) => {
      const [groupA, keyA] = rank(a);
      const [groupB, keyB] = rank(b);
      return groupA - groupB || keyA.localeCompare(keyB);
    })
    .map((value) => ({ value, label: categoryLabel(value) }));
}
