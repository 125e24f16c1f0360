// URL slugs and generated codes (admin.md §5: category ids, case-study links, product IDs).

// admin.md §5: "lowercased, punctuation removed, whitespace runs turned into hyphens". Accents are
// folded first so 'Café Visit' gives 'cafe-visit' rather than 'caf-visit'; repeated and edge
// hyphens are dropped so the result is always URL-friendly (or empty).
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

// admin.md §5: a blank product ID becomes "the prefix product- plus the current timestamp".
export function productCode(now: number = Date.now()): string {
  return `product-${now}`;
}

// admin.md §3 GalleryCategory: "id (URL-friendly string)". The seeded ids are camelCase
// ('siteVisit', admin.md §9), so letters of either case are allowed between single hyphens.
export const URL_FRIENDLY_ID = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export function isUrlFriendly(text: string): boolean {
  return URL_FRIENDLY_ID.test(text);
}
