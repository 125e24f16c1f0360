import { z } from 'zod';

// Issue 23, decision 019: the content lists (gallery images, products, case studies, jobs) are
// answered a page at a time. A caller that sends no `page` or `limit` gets page 1 of LIST_LIMIT
// rows, which holds every list the spec imagines (a few jobs, a dozen photographs, a handful of
// products and case studies) whole, so the spec's callers see what they always saw.

/** Rows a page holds when the caller does not say. */
export const LIST_LIMIT = 100;
/** The most rows one answer holds: a larger `limit` is served as this. */
export const MAX_LIST_LIMIT = 200;
/**
 * How deep a page may start. Pages are read by offset behind an index of their order, and an
 * offset costs a step per skipped row; past this the list is narrowed (a category, a country)
 * rather than paged further.
 */
export const MAX_LIST_OFFSET = 10_000;

export const PAGE_MESSAGES = {
  page: 'page must be a whole number of 1 or more',
  limit: 'limit must be a whole number of 1 or more',
  tooDeep: (limit: number) =>
    `page can be at most ${deepestPage(limit)} at limit ${limit}: narrow the list to reach further`,
};

/** The last page a list read `limit` rows at a time may ask for. */
export function deepestPage(limit: number): number {
  return Math.floor(MAX_LIST_OFFSET / limit) + 1;
}

/** A query value that must be digits only; absent or blank takes the default. */
function wholeNumber(fallback: number, message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return fallback;
      const text = String(value).trim();
      if (text === '') return fallback;
      return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    },
    z.number({ error: message }).int({ error: message }).min(1, { error: message }),
  );
}

/** `page` and `limit` of a list query, for `.extend()`; finish the schema with `withPageDepth`. */
export function pageFields(defaultLimit: number = LIST_LIMIT) {
  return {
    page: wholeNumber(1, PAGE_MESSAGES.page),
    limit: wholeNumber(defaultLimit, PAGE_MESSAGES.limit).transform((limit) =>
      Math.min(limit, MAX_LIST_LIMIT),
    ),
  };
}

/** Refuses a page that starts past MAX_LIST_OFFSET, naming the deepest page for the limit asked. */
export function withPageDepth<S extends z.ZodType<{ page: number; limit: number }>>(schema: S) {
  return schema.superRefine((query, ctx) => {
    if (query.page > deepestPage(query.limit)) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: PAGE_MESSAGES.tooDeep(query.limit) });
    }
  });
}

/** What a paged answer carries beside its list (the applications list's envelope, admin.md §7). */
export type PageInfo = { total: number; page: number; limit: number; totalPages: number; hasMore: boolean };

export function pageInfo(total: number, page: number, limit: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { total, page, limit, totalPages, hasMore: page * limit < total };
}
