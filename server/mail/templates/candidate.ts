import { site } from '../../../content/site.ts';
import type { Block } from './blocks.ts';
import { html } from './escape-html.ts';
import { type EmailContent, renderDocument } from './layout.ts';
import { COLOURS, FONT_STACK } from './theme.ts';
import { wrapText } from './wrap-text.ts';

// Decision 026: an e-mail HR wrote to an applicant, merged when it was queued (what they saw in
// the preview is what is sent). The body is plain text: a blank line starts a paragraph, a single
// line break stays a line break (a list typed as "- " lines). Every line is escaped in the HTML
// part; nothing HR typed becomes markup.

const PARAGRAPH_STYLE = `margin:0;font-family:${FONT_STACK};color:${COLOURS.text};font-size:16px;line-height:24px;`;

function paragraphOf(text: string): Block {
  const lines = text.split('\n');
  return {
    text: wrapText(text),
    html: html`<p style="${PARAGRAPH_STYLE}">${lines.map((line, index) => (index === 0 ? html`${line}` : html`<br>${line}`))}</p>`,
  };
}

/** The body's paragraphs: split at blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+$/gm, '').trim())
    .filter((paragraph) => paragraph !== '');
}

export function renderCandidate(email: { subject: string; body: string }, publicUrl: string): EmailContent {
  const paragraphs = paragraphsOf(email.body);
  const preheader = (paragraphs[1] ?? paragraphs[0] ?? '').replace(/\s+/g, ' ').slice(0, 110);
  return renderDocument({
    title: email.subject,
    preheader,
    body: paragraphs.map(paragraphOf),
    footer: [
      `Sent by the recruitment team of ${site.brand} (${publicUrl}). Reply to this e-mail to answer us.`,
    ],
  });
}
