import { z } from 'zod';
import { enumFilter } from './form-fields.ts';
import { pageFields, withPageDepth } from './list-page.ts';

// Publishing (decision 024): drafts, versions and schedules for the content types jobs,
// case-studies, products, gallery and site-content (decision 025: the sections of the site's
// changing copy). Shared by the API (bodies, answers) and the dashboard.

export const CONTENT_TYPES = ['jobs', 'case-studies', 'products', 'gallery', 'site-content'] as const;
export type ContentTypeName = (typeof CONTENT_TYPES)[number];

export const PUBLISHING_STATUSES = ['draft', 'published'] as const;
export type PublishingStatus = (typeof PUBLISHING_STATUSES)[number];

/** What staff answers carry on every record of the four types. */
export type PublishingState = {
  status: PublishingStatus;
  /** A published record with pending changes (record_drafts). */
  hasDraft: boolean;
  /** UTC ISO instants, null when not scheduled. */
  publishAt: string | null;
  unpublishAt: string | null;
};

/** One entry of GET /api/{type}/{id}/versions. */
export type VersionSummary = {
  id: string;
  number: number;
  createdAt: string;
  actorEmail: string;
  status: PublishingStatus;
};

export const PUBLISHING_MESSAGES = {
  statusInvalid: 'Status must be draft or published',
  instantInvalid: 'Give a date and time in ISO 8601 with an offset, e.g. 2026-12-14T09:00:00Z',
  versionNotFound: 'Version not found',
  noDraft: 'This record has no draft',
  previewLinkInvalid: 'This preview link has expired or is not valid.',
} as const;

// ISO 8601 with a zone (Z or ±hh:mm): an instant, never a local time read in the server's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A schedule field: absent keeps what is stored (undefined), empty or null clears it (null), an
 * instant is stored as UTC ISO.
 */
function scheduleInstant() {
  return z
    .union([z.string(), z.null()], { error: PUBLISHING_MESSAGES.instantInvalid })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === '') return null;
      const text = value.trim();
      const time = Date.parse(text);
      if (!INSTANT.test(text) || Number.isNaN(time)) {
        context.addIssue({ code: 'custom', message: PUBLISHING_MESSAGES.instantInvalid });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    })
    .meta({
      description: 'ISO 8601 with an offset; empty or null clears it, absent keeps it',
      format: 'date-time',
    });
}

/**
 * The publishing fields every write of the four types takes (decision 024). `status` defaults
 * to published, so callers from before publishing keep working.
 */
export const publishingFields = {
  status: z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? 'published' : value),
      z.enum(PUBLISHING_STATUSES, { error: PUBLISHING_MESSAGES.statusInvalid }),
    )
    .meta({ description: 'draft or published (default); draft on a published record saves its draft' }),
  publishAt: scheduleInstant(),
  unpublishAt: scheduleInstant(),
};

export type PublishingFields = {
  status: PublishingStatus;
  publishAt?: string | null;
  unpublishAt?: string | null;
};

/** Splits the publishing fields off a parsed form. */
export function splitPublishing<T extends PublishingFields>(
  form: T,
): { publishing: PublishingFields; fields: Omit<T, keyof PublishingFields> } {
  const { status, publishAt, unpublishAt, ...fields } = form;
  return {
    publishing: {
      status,
      ...(publishAt !== undefined ? { publishAt } : {}),
      ...(unpublishAt !== undefined ? { unpublishAt } : {}),
    },
    fields,
  };
}

/** GET /api/{type}/{id}?view=draft: the working copy, for staff. */
export const recordViewQuerySchema = z.object({ view: enumFilter(['draft'], 'view') });

/** POST /api/{type}/{id}/versions/{versionId}/restore. */
export const restoreBodySchema = z.object({
  publish: z.boolean({ error: 'publish must be true or false' }).optional(),
});

/** GET /api/{type}/{id}/versions: a page at a time, 50 by default. */
export const versionListQuerySchema = withPageDepth(z.object({ ...pageFields(50) }));
