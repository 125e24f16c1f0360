import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../../domain/field-errors.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

// Request bodies and queries are always parsed by a schema, never cast (STYLE.md §3). A
// failure is a 400 whose message is the first field's message and whose `errors` has them all.

export function validationError(error: z.ZodError): AppError {
  const errors = fieldErrors(error);
  const first = Object.values(errors)[0] ?? MESSAGES.api.invalidBody;
  return new AppError('VALIDATION', first, { errors });
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The JSON body parsed by `schema`; 400 for a body that is not JSON or not an object. */
export async function readJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('VALIDATION', 'Request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION', MESSAGES.api.invalidBody);
  }
  return parseWith(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
