// Addresses a product page builds from stored, administrator-typed values.

// Stored ids are 24 hex characters and product codes are path-safe (domain/product.ts
// PRODUCT_CODE); anything else cannot name a product, so it is not looked up at all (PostgreSQL
// rejects a NUL byte with an error rather than finding nothing).
const LOOKUP_KEY = /^[A-Za-z0-9_-]{1,200}$/;

export function isProductKey(value: string | undefined): value is string {
  return value !== undefined && LOOKUP_KEY.test(value);
}

/**
 * The external link as an http(s) address, or undefined when it cannot be one. admin.md §5
 * leaves the field free text, so 'www.example.com' gains https:// and a 'javascript:' or other
 * scheme is never put in an href.
 */
export function externalHref(link: string | undefined): string | undefined {
  const text = link?.trim();
  if (!text || /\s/.test(text)) return undefined;
  if (/^https?:\/\/[^/]/i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('/')) return undefined;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(text) ? `https://${text}` : undefined;
}

/** The share image for meta tags: only a path on this site, which pageMeta makes absolute. */
export function shareImagePath(thumbnail: string | undefined): string | undefined {
  return thumbnail?.startsWith('/') && !thumbnail.startsWith('//') ? thumbnail : undefined;
}
