// Guards for path parameters. An id or slug from the path can be anything (NUL bytes, path
// tricks, 2000 characters); one that no stored key could ever be names nothing, so the caller
// answers 404 without asking the database. Text in bodies and queries has its own one rule
// (domain/field-errors.ts: no NUL characters), applied wherever a schema parses input.

// server/db/ids.ts newId(): 24 lower-case hex characters.
const ID_PATTERN = /^[a-f0-9]{24}$/;

// Slugs and product codes are URL-friendly; case-study links may hold '&' (design&supply).
const LOOKUP_KEY = /^[A-Za-z0-9_&-]{1,200}$/;

/** A malformed id names nothing: the caller answers 404, as for an unknown one (API conventions). */
export function isWellFormedId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/** True for what could be an id, a slug or a product code. */
export function isLookupKey(value: string): boolean {
  return LOOKUP_KEY.test(value);
}
