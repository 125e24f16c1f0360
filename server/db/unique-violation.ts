// A duplicate slug, link, product code or e-mail is the caller's mistake (409), not a fault, so
// the data layer turns the driver's error into one typed error naming the entity field.

export class DuplicateKeyError extends Error {
  readonly field: string;

  constructor(field: string) {
    super(`A record with this ${field} already exists`);
    this.name = 'DuplicateKeyError';
    this.field = field;
  }
}

// SQLITE_CONSTRAINT_UNIQUE and SQLITE_CONSTRAINT_PRIMARYKEY (extended result codes).
const SQLITE_UNIQUE_CODES = new Set([2067, 1555]);
// PostgreSQL SQLSTATE unique_violation.
const POSTGRES_UNIQUE_CODE = '23505';

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === POSTGRES_UNIQUE_CODE) return true;
  if ('errcode' in error && typeof error.errcode === 'number' && SQLITE_UNIQUE_CODES.has(error.errcode)) {
    return true;
  }
  return error instanceof Error && error.message.includes('UNIQUE constraint failed');
}

/** Runs a write and reports a unique violation as a DuplicateKeyError on `field`. */
export async function withUniqueField<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateKeyError(field);
    throw error;
  }
}
