import type { z } from 'zod';
import {
  SITE_CONTENT_MESSAGES,
  SITE_CONTENT_SCHEMAS,
  SITE_CONTENT_VALUE_MAX_CHARS,
  type SiteContentKey,
  type SiteContentValues,
} from '../../domain/site-content.ts';

// A section's value checked by its schema (decision 025), with errors that name where in the
// value each one is: `errors` is keyed by the field's path in the request body
// (`value.1.name`), as a form names a nested field; the answer's `message` is the first of them
// with its place in the section ("team.1.name: Name is required").

export type SiteContentValueCheck<K extends SiteContentKey> =
  | { ok: true; value: SiteContentValues[K] }
  | { ok: false; errors: Record<string, string>; message: string };

type Issue = z.core.$ZodIssue;

const OWN_MESSAGES = new Set<string>(Object.values(SITE_CONTENT_MESSAGES));

/**
 * The issue that says what is wrong: an alternative of typed nodes (a rich-text node or mark)
 * that did not fit is explained by the one alternative whose `type` matched, else by the union.
 */
function explained(issue: Issue): { path: PropertyKey[]; message: string; isUnion: boolean } {
  if (issue.code !== 'invalid_union') return { path: issue.path, message: issue.message, isUnion: false };
  const isTypeMismatch = (branch: Issue[]) =>
    branch.some((inner) => inner.path.length === 1 && inner.path[0] === 'type');
  // A union of other kinds (a link: empty or an address) says what it wants itself.
  if (!issue.errors.some(isTypeMismatch)) return { path: issue.path, message: issue.message, isUnion: false };
  const matching = issue.errors.find((branch) => !isTypeMismatch(branch));
  const first = matching?.[0];
  if (!first) return { path: issue.path, message: issue.message, isUnion: true };
  const inner = explained(first);
  return { ...inner, path: [...issue.path, ...inner.path] };
}

/** Inside a rich-text body, what is not one of our own messages reads as "not allowed". */
function isInRichText(key: SiteContentKey, path: readonly PropertyKey[]): boolean {
  return key === 'privacy' && path[0] === 'sections' && path[2] === 'body';
}

export function checkSiteContentValue<K extends SiteContentKey>(
  key: K,
  value: unknown,
): SiteContentValueCheck<K> {
  if (JSON.stringify(value ?? null).length > SITE_CONTENT_VALUE_MAX_CHARS) {
    return {
      ok: false,
      errors: { value: SITE_CONTENT_MESSAGES.valueTooLong },
      message: `${key}: ${SITE_CONTENT_MESSAGES.valueTooLong}`,
    };
  }
  const result = (SITE_CONTENT_SCHEMAS[key] as z.ZodType).safeParse(value);
  if (result.success) return { ok: true, value: result.data as SiteContentValues[K] };
  const errors: Record<string, string> = {};
  let message = '';
  for (const issue of result.error.issues) {
    const found = explained(issue);
    const text =
      isInRichText(key, found.path) && (found.isUnion || !OWN_MESSAGES.has(found.message))
        ? SITE_CONTENT_MESSAGES.richTextInvalid
        : found.message;
    const inValue = found.path.map(String).join('.');
    const field = inValue === '' ? 'value' : `value.${inValue}`;
    if (Object.hasOwn(errors, field)) continue;
    errors[field] = text;
    if (message === '') message = `${inValue === '' ? key : `${key}.${inValue}`}: ${text}`;
  }
  return { ok: false, errors, message };
}
