import type { z } from 'zod';

// One route of the API as the OpenAPI document describes it, and the shorthands the operation
// lists (openapi-operations.ts, openapi-content-operations.ts) write bodies with.

export type FileField = { isRequired: boolean; accept: string };

/** File fields named a prefix and a number (sectionImage0, sectionImage1, …), at most maxFiles. */
export type NumberedFileFields = { prefix: string; maxFiles: number; accept: string; description: string };

export type Body =
  | { kind: 'json'; schema: z.ZodType }
  /** Decision 029: a beacon's small JSON, sent as text/plain or application/json; never refused for its content. */
  | { kind: 'beacon'; schema: z.ZodType; maxBytes: number; rateLimit: string }
  | {
      kind: 'multipart';
      schema: z.ZodType;
      files: Record<string, FileField>;
      numberedFiles?: NumberedFileFields[];
      /** How the fields work together, where the schema alone does not say. */
      description?: string;
      /** Decision 024: the form also takes status, publishAt and unpublishAt. */
      isPublishable?: boolean;
    };

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  isAdminOnly: boolean;
  query?: z.ZodObject;
  body?: Body;
  /** The name of the entity under `data`, e.g. 'jobs' (public-site.md / admin.md §7). */
  answers?: string;
  /** A list answered a page at a time, `page` and `limit` in its query (decision 019). */
  isPaged?: boolean;
  /** The media type of a file answered instead of JSON, e.g. 'text/csv'. */
  file?: string;
  /** A POST that changes a record rather than creating one answers 200, not 201. */
  isChange?: boolean;
  /** Answers 204 with no body (decision 029's beacon). */
  isNoContent?: boolean;
};

export const json = (schema: z.ZodType): Body => ({ kind: 'json', schema });
export const image = (isRequired: boolean) => ({
  isRequired,
  accept: 'image/jpeg, image/png, image/webp, image/avif, at most 15 MB, decodable in full',
});
