import { MESSAGES } from '../../domain/messages.ts';
import { AppError } from './app-error.ts';

// Guards for input the schemas let through but a database refuses: PostgreSQL rejects text
// holding a NUL character with an error (which would be a 500), and an id from the path can be
// anything. Used by the jobs, applications and contact routers; the error handler also maps
// PostgreSQL's NUL errors (SQLSTATE 22021/22P05) to a 400 for every other route.

// server/db/ids.ts newId(): 24 lower-case hex characters.
const ID_PATTERN = /^[a-f0-9]{24}$/;

/** A malformed id names nothing: the caller answers 404, as for an unknown one (API conventions). */
export function isWellFormedId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}

/** 400 naming the first text field that holds a NUL character. */
export function assertNoNulText(data: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === 'string' && hasNulCharacter(value)) {
      throw new AppError('VALIDATION', MESSAGES.api.invalidBody, {
        errors: { [field]: MESSAGES.api.invalidBody },
      });
    }
  }
}
