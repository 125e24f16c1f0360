import { site } from '../../../content/site.ts';
import type { Block } from './blocks.ts';
import { html, SafeHtml } from './escape-html.ts';
import { COLOURS, FONT_STACK } from './theme.ts';
import { wrapText } from './wrap-text.ts';

// The frame every message shares: in HTML a 600px card on a tinted canvas (tables, because Outlook
// for Windows lays mail out with Word), a navy band with the brand name, an amber rule, the body
// and a small-print footer; in text the same blocks with blank lines between and a signature.

export type EmailContent = { text: string; html: string };

export type EmailDocument = {
  /** The document's <title>, shown by clients that open the mail in a tab or window. */
  title: string;
  /** The line clients show beside the subject in the inbox; hidden in the message itself. */
  preheader: string;
  body: readonly Block[];
  /** Small print: who sent this and why. */
  footer: readonly string[];
};

export function renderDocument(document: EmailDocument): EmailContent {
  return { text: renderText(document), html: renderHtml(document).markup };
}

function renderText({ body, footer }: EmailDocument): string {
  // '-- ' (with its space) is the signature delimiter clients recognise and leave out of replies.
  const signature = [site.legalName, ...footer.map((line) => wrapText(line))].join('\n');
  return `${body.map((block) => block.text).join('\n\n')}\n\n-- \n${signature}\n`;
}

// Zero-width non-joiners after the preheader stop clients filling the preview with body text.
const PREHEADER_FILLER = new SafeHtml('&#847;&zwnj;&nbsp;'.repeat(60));

function renderHtml({ title, preheader, body, footer }: EmailDocument): SafeHtml {
  const rows = body.map(
    (block, index) =>
      html`<tr><td style="padding:0 0 ${index === body.length - 1 ? 0 : (block.spaceAfter ?? 18)}px;">${block.html}</td></tr>`,
  );
  const smallPrint = footer.map(
    (line) =>
      html`<p style="margin:0 0 4px;font-family:${FONT_STACK};color:${COLOURS.muted};font-size:12px;line-height:18px;">${line}</p>`,
  );
  return html`<!DOCTYPE html>
<html lang="en-GB" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:${COLOURS.canvas};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${preheader}${PREHEADER_FILLER}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;background-color:${COLOURS.canvas};">
<tr><td align="center" style="padding:24px 10px;">
<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:collapse;">
<tr><td style="padding:20px 28px;background-color:${COLOURS.navy};font-family:${FONT_STACK};color:${COLOURS.white};font-size:20px;line-height:28px;font-weight:700;letter-spacing:0.2px;">${site.brand}</td></tr>
<tr><td style="height:4px;padding:0;background-color:${COLOURS.accent};font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:30px 28px 32px;background-color:${COLOURS.white};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;">
${rows}
</table>
</td></tr>
<tr><td style="padding:18px 28px 8px;">
<p style="margin:0 0 4px;font-family:${FONT_STACK};color:${COLOURS.muted};font-size:12px;line-height:18px;font-weight:600;">${site.legalName}</p>
${smallPrint}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}
