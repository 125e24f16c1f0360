// The normalised keys an application is found by, computed here in JavaScript and stored beside it
// (applications.email_key, applications.name_key), so the search and the "same person" match
// behave the same on SQLite and PostgreSQL: SQLite's lower() and LIKE fold only ASCII letters,
// PostgreSQL's fold every alphabet. The migration 2026-11-26T0900 filled both keys for the
// applications stored before it with these same rules.

/** One person's applications share this key: the e-mail trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Text as the search compares it: lower case, accents removed ("Zoë" and "zoe" are one), and
 * whitespace runs as one space, so "Priya  Sharma" typed with two spaces still finds her.
 */
export function searchFold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** "first last", folded: a search for the first name, the last name or both finds it. */
export function nameKey(firstName: string, lastName: string): string {
  return searchFold(`${firstName} ${lastName}`);
}

/**
 * A LIKE pattern matching `text` anywhere, with the user's own `%`, `_` and `\` taken literally.
 * They are escaped with a backslash, so the query must say `escape '\'`: SQLite has no escape
 * character unless one is named.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
