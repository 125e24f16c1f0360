import { z } from 'zod';

// Field builders shared by the form schemas. Form values arrive as strings (HTML inputs,
// multipart bodies) or as JSON; these turn both into clean values before the spec's rules run.

// public-site.md §5: a "simple pattern" for e-mail addresses: no spaces, one @, a dot in the domain.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ours (decision 022): every text a request carries has an upper bound, generous for what people
// type, so a 100,000-character value is a 400 with a message before any rule or query sees it
// (an e-mail pattern backtracks, a LIKE pattern that long fails in SQLite), never a 500.
export const TEXT_MAX = {
  // RFC 5321 §4.5.3.1.3: a forward path is at most 256 octets with its angle brackets.
  email: 254,
  name: 100,
  title: 200,
  // One list item, a caption, a specification's name or value.
  line: 500,
  // A message, a description, a note: a few paragraphs.
  text: 5000,
  // A page's whole text: a job's details, a case study's or a product's content.
  document: 20_000,
  // What every browser and crawler handles.
  url: 2048,
} as const;

/** A field's upper bound on its length (after trimming) and the message past it. */
export type TextBound = { max: number; message: string };

export function tooLongMessage(label: string, max: number): string {
  return `${label} must be ${max.toLocaleString('en-GB')} characters or fewer`;
}

/** The bound `max` for the field a person knows as `label` ("Email must be 254 characters or fewer"). */
export function within(max: number, label: string): TextBound {
  return { max, message: tooLongMessage(label, max) };
}

// A missing or blank value gives only the "required" message: the check aborts, so no pattern or
// length message follows it (public-site.md §5 lists "X is required" first for every field).
// Past its bound the check aborts too, so no pattern runs over a hostile length.
export function requiredText(message: string, bound: TextBound) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(bound.max, { error: bound.message, abort: true });
}

/** Text that may be empty, within its bound. */
export function boundedText(bound: TextBound, message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .trim()
    .max(bound.max, { error: bound.message, abort: true });
}

function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

// An optional free-text field: trimmed, and absent when blank, so '' is never stored.
export function optionalText(bound: TextBound) {
  return z.preprocess(blankToUndefined, boundedText(bound).optional());
}

// An optional field that must pass `schema` when given; blank counts as not given.
export function optionalValue<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

// A free-text field that is always a string: missing or null becomes ''.
export function textOrEmpty(bound: TextBound) {
  return z.preprocess((value) => value ?? '', boundedText(bound));
}

const TRUE_WORDS = new Set(['true', 'on', '1', 'yes']);
const FALSE_WORDS = new Set(['false', 'off', '0', 'no']);

// A flag from JSON (true/false) or a form ('true', 'on', '0', ...); missing or blank takes the default.
export function formBoolean(defaultValue: boolean, message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return defaultValue;
      if (typeof value !== 'string') return value;
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      return value;
    },
    z.boolean({ error: message }),
  );
}

// admin.md §5 displayOrder: "parsed as an integer with fallback" — '3' and 3.7 give 3, while
// '', 'abc' and a missing value give the fallback. Range checks belong to `schema`.
export function integerOr<T extends z.ZodType<number>>(fallback: number, schema: T) {
  return z.preprocess((value) => {
    const parsed = Number.parseInt(String(value ?? ''), 10);
    return Number.isNaN(parsed) ? fallback : parsed;
  }, schema);
}

// Multipart bodies carry lists and objects as JSON text (admin.md §7: "features (JSON text)").
// Text that is not JSON is passed on unchanged, so the inner schema reports it; blank is absent.
export function fromJsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}

// A list of text items (admin.md §5: "added only if non-empty after trimming").
export function textList(message: string, bound: TextBound) {
  return fromJsonText(
    z
      .array(boundedText(bound, message), { error: message })
      .default([])
      .transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
  );
}

// A query-string filter over a fixed set of values: blank means no filter; any other value
// outside the set is refused with the values that are allowed, never silently dropped (an
// unknown country must not answer every country's jobs).
export function enumFilter<const T extends readonly [string, ...string[]]>(values: T, name: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: `Unknown ${name}. Use one of: ${values.join(', ')}` }).optional(),
  );
}

// A free-text query filter: optional, and a bad or blank value means no filter, because a list
// page should not fail over a stale link.
export function queryFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional().catch(undefined));
}
