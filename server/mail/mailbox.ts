import { z } from 'zod';

// Every value the sender places in a header passes through here (decision 013). A value with a
// line break or any other control character could end the header and start another (header
// injection), so addresses carrying one are refused outright and display names and subjects have
// them replaced by spaces. Nodemailer encodes what remains, but we do not rely on it alone.

export type Mailbox = { name?: string; address: string };

// C0 controls, DEL, C1 controls and the Unicode line and paragraph separators.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_CHARACTERS_GLOBAL = /[\p{Cc}\u2028\u2029]+/gu;

const address = z.email();

/** A bare address fit for a header, or undefined (control characters, angle brackets, not an address). */
export function headerAddress(value: string): string | undefined {
  const trimmed = value.trim();
  if (CONTROL_CHARACTERS.test(trimmed) || /[<>,;"\s]/.test(trimmed)) return undefined;
  return address.safeParse(trimmed).success ? trimmed : undefined;
}

/** Header text on one line: control characters become spaces, runs of space one, at most `max`. */
export function headerText(value: string, max = 200): string {
  const line = value.replace(CONTROL_CHARACTERS_GLOBAL, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * Parses `address`, `Name <address>` or `"Name" <address>` (the forms MAIL_FROM takes), or
 * undefined when it is none of them or carries a control character.
 */
export function parseMailbox(value: string): Mailbox | undefined {
  if (CONTROL_CHARACTERS.test(value)) return undefined;
  const text = value.trim();
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(text);
  if (!named) {
    const bare = headerAddress(text);
    return bare ? { address: bare } : undefined;
  }
  const bare = headerAddress(named[2] ?? '');
  if (!bare) return undefined;
  const name = headerText((named[1] ?? '').replace(/^"(.*)"$/, '$1'));
  return name ? { name, address: bare } : { address: bare };
}
