// Everything a visitor typed reaches staff mailboxes, so the HTML part escapes every value it did
// not write itself (OWASP XSS Prevention Cheat Sheet, rule 1: & < > " and ').

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Markup built by `html`, whose every value is already escaped: the only thing inserted as is. */
export class SafeHtml {
  readonly markup: string;

  constructor(markup: string) {
    this.markup = markup;
  }

  toString(): string {
    return this.markup;
  }
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

/**
 * A template tag that escapes each interpolated string, so a template cannot forget to: only the
 * literal parts and values that are themselves `SafeHtml` go through unchanged.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += toMarkup(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(markup);
}

function toMarkup(value: HtmlValue): string {
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
  if (value instanceof SafeHtml) return value.markup;
  return value.map((part) => part.markup).join('');
}

/**
 * The URL when it is absolute http or https, else undefined. A field such as linkedin_url came from
 * a form; a `javascript:` or `data:` value must be shown as text, never made clickable.
 */
export function httpUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (!URL.canParse(trimmed)) return undefined;
  const url = new URL(trimmed);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}
