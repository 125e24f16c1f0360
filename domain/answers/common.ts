import { z } from 'zod';

// DESIGN.md API conventions: every success is `{ success: true, data: { <name>: ... } }`, with
// top-level extras where the spec names them (token, fileUrl, totalPages). The browser client
// parses each answer with one of these schemas instead of trusting it (STYLE.md: no `as T` on
// what came over the network). Unknown extra fields are ignored, so the server may grow.

/** `{ success: true, data: <data> }` plus any top-level fields the answer names. */
export function successAnswer<D extends z.ZodRawShape, E extends z.ZodRawShape = Record<never, never>>(
  data: D,
  extra?: E,
) {
  return z.object({ success: z.literal(true), data: z.object(data), ...(extra ?? ({} as E)) });
}

/** An answer whose body the caller does not use (a delete's `{ success, message }`). */
export const acknowledgedAnswer = z.object({ success: z.literal(true), message: z.string().optional() });

/** An ISO-8601 timestamp as the server writes it. */
export const timestamp = z.string().min(1);

/** What a paged list adds beside `data` (admin.md §7: totalPages). */
export const pageFields = {
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Ours (decision 020): false when `total` is a lower bound ("more than"), past the exact count. */
  isTotalExact: z.boolean().optional(),
  page: z.number().int().min(1),
};

/**
 * What a content list adds beside `data` (decision 019): the applications list's fields, the
 * page size served and whether another page follows.
 */
export const listPageFields = {
  ...pageFields,
  limit: z.number().int().min(1),
  hasMore: z.boolean(),
};
