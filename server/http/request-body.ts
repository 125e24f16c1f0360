import type { Context } from 'hono';
import type { z } from 'zod';
import { validate } from '../../domain/field-errors.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { unknownFieldErrors } from '../../domain/request-fields.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { type BodyLimit, readLimitedBytes } from './limited-body.ts';

// Request bodies and queries are always parsed by a schema, never cast (STYLE.md §3). A
// failure is a 400 whose message is the first field's message and whose `errors` has them all.

// ours: an enquiry, an application or a job is a few kilobytes of text; 256 KB leaves room for
// the longest real one and nothing like the 200 MB a stranger once sent.
export const JSON_BODY_LIMIT: BodyLimit = {
  maxBytes: 256 * 1024,
  tooLargeMessage: 'Request body is too large',
};

const SEND_AS_JSON = 'Send this request as JSON (Content-Type: application/json)';

export function validationError(errors: Record<string, string>): AppError {
  const first = Object.values(errors)[0] ?? MESSAGES.api.invalidBody;
  return new AppError('VALIDATION', first, { errors });
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.ok) throw validationError(result.errors);
  return result.data;
}

/**
 * A request body parsed by `schema`, refusing any field the schema does not read (decision 022):
 * `PATCH /users/{id}` with `disabled` for `isDisabled` is a 400 naming it, not a 200 that changed
 * nothing.
 */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unknown = unknownFieldErrors(schema, input);
  if (Object.keys(unknown).length > 0) throw validationError(unknown);
  return parseWith(schema, input);
}

// ours (decision 022): no filter, search or address in a query string is longer than an e-mail
// address (254, RFC 5321); a longer value is refused before any schema or query sees it.
export const QUERY_VALUE_MAX = 254;

/** The media type of the body without its parameters, lower-cased ('' when none was sent). */
export function mediaType(c: Context<AppEnv>): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The JSON body parsed by `schema`. 415 unless it is declared application/json: a page on another
 * site can post text/plain or a form without asking first (no CORS preflight), but not JSON.
 * 413 past `limit`, 400 for a body that is not a JSON object.
 */
export async function readJson<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  limit: BodyLimit = JSON_BODY_LIMIT,
): Promise<z.output<S>> {
  if (mediaType(c) !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA_TYPE', SEND_AS_JSON);
  const bytes = await readLimitedBytes(c, limit);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new AppError('VALIDATION', 'Request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION', MESSAGES.api.invalidBody);
  }
  return parseBody(schema, body);
}

/** The fields of an application/x-www-form-urlencoded body, within `limit`. */
export async function readUrlEncodedFields(
  c: Context<AppEnv>,
  limit: BodyLimit = JSON_BODY_LIMIT,
): Promise<Record<string, string>> {
  const text = new TextDecoder().decode(await readLimitedBytes(c, limit));
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) fields[name] = value;
  return fields;
}

/**
 * The query string parsed by `schema`. Unknown parameters are let through (a link may carry a
 * cache-buster or a campaign tag), but every value is bounded.
 */
export function readQuery<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  /** Parameters allowed to be longer than QUERY_VALUE_MAX (a list of ids), with their bound. */
  longValues: Record<string, number> = {},
): z.output<S> {
  const query = c.req.query();
  const tooLong: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    const max = Object.hasOwn(longValues, name) ? (longValues[name] ?? QUERY_VALUE_MAX) : QUERY_VALUE_MAX;
    if (value.length > max) tooLong[name] = MESSAGES.api.queryTooLong(name, max);
  }
  if (Object.keys(tooLong).length > 0) throw validationError(tooLong);
  return parseWith(schema, query);
}
