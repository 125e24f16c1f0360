import { site } from '../../../content/site.ts';
import { type Block, button, heading, paragraph } from './blocks.ts';
import { html } from './escape-html.ts';
import { type EmailContent, renderDocument } from './layout.ts';
import { COLOURS, FONT_STACK } from './theme.ts';
import { wrapText } from './wrap-text.ts';

// Decision 026: an interview invitation, update or cancellation, to the applicant or to one
// interviewer. The words were merged when the message was queued (what HR scheduled is what is
// sent), as paragraphs separated by blank lines; here they take the site's e-mail layout. The
// calendar itself travels beside the parts (compose-message.ts), not in them.

export type InterviewEmail = {
  heading: string;
  /** Plain text: paragraphs separated by blank lines; a paragraph's own line breaks are kept. */
  body: string;
  /** The online meeting's https link, offered as a button as well as in the text. */
  meetingUrl?: string | undefined;
  /** An interviewer's no-account scorecard link, when one was made. */
  scorecardUrl?: string | undefined;
  toEmail: string;
};

/** A paragraph whose line breaks stay (the When / Length / Where lines). */
function lines(text: string): Block {
  const rows = text.split('\n');
  return {
    text: rows.map((row) => wrapText(row, { prefix: '  ' })).join('\n'),
    html: html`<p style="margin:0;font-family:${FONT_STACK};color:${COLOURS.text};font-size:16px;line-height:24px;">${rows.map(
      (row, index) => (index === 0 ? html`${row}` : html`<br>${row}`),
    )}</p>`,
  };
}

export function renderInterview(email: InterviewEmail, publicUrl: string): EmailContent {
  const paragraphs = email.body
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter(Boolean);
  return renderDocument({
    title: email.heading,
    preheader: (paragraphs[0] ?? email.heading).slice(0, 140),
    body: [
      heading(email.heading),
      ...paragraphs.map((text) => (text.includes('\n') ? lines(text) : paragraph(text))),
      ...(email.meetingUrl ? [button('Join the interview online', email.meetingUrl)] : []),
      ...(email.scorecardUrl ? [button('Open the scorecard', email.scorecardUrl)] : []),
      paragraph(
        'The calendar invitation is attached (invite.ics); most mail programs also offer to add it to your calendar from this message.',
        'small',
      ),
    ],
    footer: [`Sent to ${email.toEmail} by the ${site.brand} recruitment team at ${publicUrl}`],
  });
}
