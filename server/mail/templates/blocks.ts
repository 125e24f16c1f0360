import { html, httpUrl, type SafeHtml } from './escape-html.ts';
import { COLOURS, FONT_STACK } from './theme.ts';
import { wrapText } from './wrap-text.ts';

// The pieces a message is built from. Each block renders itself in both parts at once, so the
// text and HTML parts cannot drift apart in what they say. Styles are inline: most clients strip
// <style> blocks, and Outlook ignores margins on tables, hence the padded cells.

export type Block = {
  text: string;
  html: SafeHtml;
  /** Space below the block in the HTML part, in pixels; 18 unless it leads into what follows. */
  spaceAfter?: number;
};

export type Field = {
  label: string;
  /** Line breaks are kept (an office address); one-line values are made so by the caller. */
  value: string;
  /** Linked only when http(s): the value may come from a form. */
  href?: string | undefined;
  /** A tel: or mailto: link of our own, from content/site.ts, used as it is. */
  ownHref?: string;
};

const TEXT = `font-family:${FONT_STACK};color:${COLOURS.text};`;
const LINK = `color:${COLOURS.link};text-decoration:underline;`;

export function heading(text: string): Block {
  return {
    text: `${text}\n${'='.repeat(Math.min(text.length, 72))}`,
    html: html`<h1 style="margin:0;${TEXT}color:${COLOURS.navy};font-size:22px;line-height:30px;font-weight:700;">${text}</h1>`,
  };
}

export function subheading(text: string): Block {
  return {
    text: `${text}\n${'-'.repeat(Math.min(text.length, 72))}`,
    html: html`<h2 style="margin:0;${TEXT}color:${COLOURS.deepBlue};font-size:17px;line-height:24px;font-weight:700;">${text}</h2>`,
    spaceAfter: 10,
  };
}

export function paragraph(text: string, tone: 'body' | 'small' = 'body'): Block {
  const size = tone === 'small' ? 'font-size:14px;line-height:21px;' : 'font-size:16px;line-height:24px;';
  const colour = tone === 'small' ? `color:${COLOURS.muted};` : '';
  return {
    text: wrapText(text),
    html: html`<p style="margin:0;${TEXT}${size}${colour}">${text}</p>`,
  };
}

/**
 * A sentence that ends in a link: in HTML the words are the link, in the text part the full URL
 * follows on its own line. A URL that is not http(s) stays text in both. Words in `after` beyond
 * its first punctuation (a further sentence) follow the URL on a line of their own in the text.
 */
export function linkParagraph(before: string, linkText: string, url: string, after = '.'): Block {
  const href = httpUrl(url);
  const rest = after.replace(/^[.,;:!?]?\s*/, '');
  if (!href) return paragraph(`${before}${linkText}: ${url}${rest ? ` ${rest}` : ''}`);
  return {
    text: `${wrapText(`${before}${linkText}:`)}\n${href}${rest ? `\n${wrapText(rest)}` : ''}`,
    html: html`<p style="margin:0;${TEXT}font-size:16px;line-height:24px;">${before}<a href="${href}" style="${LINK}">${linkText}</a>${after}</p>`,
  };
}

/** Label and value rows; a value with an http(s) `href` becomes a link in HTML. */
export function fieldList(fields: readonly Field[]): Block {
  const width = Math.max(...fields.map((field) => field.label.length)) + 2;
  const text = fields
    .map((field) =>
      wrapText(field.value, { firstPrefix: `${field.label}:`.padEnd(width), prefix: ' '.repeat(width) }),
    )
    .join('\n');
  const rows = fields.map((field, index) => {
    const border = index === fields.length - 1 ? '' : `border-bottom:1px solid ${COLOURS.rule};`;
    const href = field.ownHref ?? (field.href === undefined ? undefined : httpUrl(field.href));
    const value = href
      ? html`<a href="${href}" style="${LINK}">${withBreaks(field.value)}</a>`
      : withBreaks(field.value);
    return html`<tr>
<th scope="row" align="left" valign="top" style="width:92px;padding:9px 12px 9px 0;${border}${TEXT}color:${COLOURS.deepBlue};font-size:14px;line-height:22px;font-weight:600;">${field.label}</th>
<td valign="top" style="padding:9px 0;${border}${TEXT}font-size:15px;line-height:22px;word-break:break-word;overflow-wrap:anywhere;">${value}</td>
</tr>`;
  });
  return {
    text,
    html: html`<table width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;border-top:2px solid ${COLOURS.deepBlue};border-bottom:1px solid ${COLOURS.rule};">${rows}</table>`,
  };
}

/** A visitor's free text, set apart and keeping its line breaks (escaped first, then <br>). */
export function messageBox(label: string, message: string): Block {
  return {
    text: `${label}:\n${wrapText(message, { prefix: '  ' })}`,
    html: html`<p style="margin:0 0 8px;${TEXT}color:${COLOURS.deepBlue};font-size:14px;line-height:20px;font-weight:600;">${label}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;">
<tr><td style="padding:14px 16px;background-color:${COLOURS.panel};border-left:3px solid ${COLOURS.link};${TEXT}font-size:15px;line-height:23px;word-break:break-word;overflow-wrap:anywhere;">${withBreaks(message)}</td></tr>
</table>`,
  };
}

/** A call to action; if the URL is not http(s) it is shown as text rather than linked. */
export function button(label: string, url: string): Block {
  const href = httpUrl(url);
  if (!href) return paragraph(`${label}: ${url}`);
  return {
    text: `${label}:\n${href}`,
    html: html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;">
<tr><td align="center" bgcolor="${COLOURS.deepBlue}" style="border-radius:4px;background-color:${COLOURS.deepBlue};">
<a href="${href}" style="display:inline-block;padding:12px 22px;border-radius:4px;font-family:${FONT_STACK};font-size:15px;line-height:20px;font-weight:600;color:${COLOURS.white};text-decoration:none;">${label}</a>
</td></tr>
</table>`,
  };
}

/** Escapes each line, then joins them with <br>: the writer's line breaks survive, markup does not. */
function withBreaks(text: string): SafeHtml {
  return html`${text.split('\n').map((line, index) => (index === 0 ? html`${line}` : html`<br>${line}`))}`;
}
