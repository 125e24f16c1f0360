import { z } from 'zod';
import { successAnswer } from './answers/common.ts';

// Decision 026 (talent pool): free tags on applications ("CompEx", "SAP", "relocating"), shown as
// typed and matched folded, so "compex" and "CompEx " are one tag. 1–40 characters after trimming,
// at most 20 on one application.

export const TAG_MAX_LENGTH = 40;
export const TAGS_PER_APPLICATION_MAX = 20;

export const TAG_MESSAGES = {
  tagRequired: 'A tag must have at least one character',
  tagTooLong: `A tag must be ${TAG_MAX_LENGTH} characters or fewer`,
  tooMany: `An application can have at most ${TAGS_PER_APPLICATION_MAX} tags`,
  tagsRequired: 'Tags must be a list of text',
  saveFailed: 'Failed to save the tags',
  fetchFailed: 'Failed to fetch tags',
} as const;

/**
 * The key a tag is matched by: lower case, accents removed, whitespace runs as one space. The
 * same folding as the applications search (server/db/application-keys.ts searchFold), written
 * here so the browser's tags editor spots a duplicate the way the server would.
 */
export function tagKey(tag: string): string {
  return tag.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** A tag as typed: inner whitespace runs as one space, trimmed. */
export function cleanTag(tag: string): string {
  return tag.replace(/\s+/g, ' ').trim();
}

const tagSchema = z
  .string({ error: TAG_MESSAGES.tagsRequired })
  .transform(cleanTag)
  .pipe(
    z
      .string()
      .min(1, { error: TAG_MESSAGES.tagRequired, abort: true })
      .max(TAG_MAX_LENGTH, { error: TAG_MESSAGES.tagTooLong }),
  );

/** The tags with folded duplicates dropped, first spelling kept, in the order given. */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tagKey(tag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// PUT /applications/{id}/tags: the whole set, replacing the one stored.
export const applicationTagsSchema = z.object({
  tags: z
    .array(tagSchema, { error: TAG_MESSAGES.tagsRequired })
    // A hostile list is refused before each item is cleaned.
    .max(TAGS_PER_APPLICATION_MAX * 5, { error: TAG_MESSAGES.tooMany, abort: true })
    .transform(distinctTags)
    .pipe(z.array(z.string()).max(TAGS_PER_APPLICATION_MAX, { error: TAG_MESSAGES.tooMany })),
});
export type ApplicationTagsInput = z.infer<typeof applicationTagsSchema>;

export type TagCount = { tag: string; count: number };

/** PUT /applications/{id}/tags: the tags as stored, alphabetically. */
export const applicationTagsAnswer = successAnswer({ tags: z.array(z.string()) });

/** GET /application-tags: the tags in use, most used first. */
export const tagCountsAnswer = successAnswer({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int().min(0) })),
});
