import { z } from 'zod';
import {
  CONTENT_TYPES,
  type ContentTypeName,
  PUBLISHING_STATUSES,
  type PublishingState,
} from '../publishing.ts';
import { timestamp } from './common.ts';

// Decision 024: what staff answers of the four content types carry about publishing, and the
// answers of the publishing routes (versions, a version, a preview link). The dashboard parses
// the records it lists and edits with these fields laid over the type's own schema; a record
// from a server without publishing reads as published with nothing pending.

export type { ContentTypeName, PublishingState };

const statusSchema = z.enum(PUBLISHING_STATUSES);
export type RecordStatus = z.output<typeof statusSchema>;

/** The publishing fields on every staff record; `.extend()` a type's schema with them. */
export const publishingAnswerFields = {
  status: statusSchema.default('published'),
  hasDraft: z.boolean().default(false),
  publishAt: z.string().nullable().default(null),
  unpublishAt: z.string().nullable().default(null),
};

export const versionSummarySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  number: z.number().int(),
  createdAt: timestamp,
  actorEmail: z.string().nullable().default(''),
  status: statusSchema,
});
export type VersionSummary = z.output<typeof versionSummarySchema>;

export const versionListAnswer = z.object({
  success: z.literal(true),
  data: z.object({ versions: z.array(versionSummarySchema) }),
});

/** A document is the record's fields as a write takes them (decision 024 "Words"). */
export const versionAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    version: versionSummarySchema.extend({ document: z.record(z.string(), z.unknown()) }),
  }),
});
export type VersionDocument = Record<string, unknown>;

export const previewLinkAnswer = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), expiresAt: timestamp }),
});

/** GET /api/scheduled-changes: what the scheduler will do, soonest first (the overview). */
export const scheduledChangesAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    changes: z.array(
      z.object({
        type: z.enum(CONTENT_TYPES),
        id: z.string(),
        title: z.string(),
        action: z.enum(['publish', 'unpublish']),
        at: timestamp,
      }),
    ),
  }),
});
