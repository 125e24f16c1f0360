import { z } from 'zod';

// Field builders shared by the form schemas. Form values arrive as strings (HTML inputs,
// multipart bodies) or as JSON; these turn both into clean values before the spec's rules run.

// public-site.md §5: a "simple pattern" for e-mail addresses: no spaces, one @, a dot in the domain.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A missing or blank value gives only the "required" message: the check aborts, so no pattern or
// length message follows it (public-site.md §5 lists "X is required" first for every field).
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

// An optional free-text field: trimmed, and absent when blank, so '' is never stored.
export function optionalText() {
  return z.preprocess(blankToUndefined, z.string().trim().optional());
}

// An optional field that must pass `schema` when given; blank counts as not given.
export function optionalValue<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

// A free-text field that is always a string: missing or null becomes ''.
export function textOrEmpty() {
  return z.preprocess((value) => value ?? '', z.string().trim());
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
export function textList(message: string) {
  return fromJsonText(
    z
      .array(z.string({ error: message }), { error: message })
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
