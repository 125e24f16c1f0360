import { useState } from 'react';
import { interviewerLinkAnswer } from '../../../../domain/answers/scorecards.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { ukDateAndTime } from '../../interview-feedback/interview-time.ts';

// Decision 026: "Copy scorecard link" — HR make an interviewer's no-account link
// (POST /interviews/{id}/links) and it goes to the clipboard. Where the browser has no clipboard
// for the page (not a secure context, or permission refused), the link is shown in a read-only
// field instead, to be copied by hand. Each outcome is said in the interview's live region.

const LINK_FAILED = 'Failed to make the scorecard link';

export type ShownLink = { interviewerId: string; url: string };
export type LinkMessage = { tone: 'success' | 'error'; text: string };

async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function useScorecardLink(interviewId: string) {
  /** The interviewer whose link is being made. */
  const [busyId, setBusyId] = useState<string | null>(null);
  /** A link that could not be copied, shown for copying by hand. */
  const [shown, setShown] = useState<ShownLink | null>(null);
  const [message, setMessage] = useState<LinkMessage | null>(null);

  const copy = async (interviewerId: string) => {
    setBusyId(interviewerId);
    setMessage(null);
    setShown(null);
    try {
      const { link } = (
        await apiRequest(`/interviews/${encodeURIComponent(interviewId)}/links`, interviewerLinkAnswer, {
          json: { interviewerId },
        })
      ).data;
      const until = `${ukDateAndTime(link.expiresAt)} (UK time)`;
      if (await copyToClipboard(link.url)) {
        setMessage({ tone: 'success', text: `Link copied; it works until ${until}.` });
      } else {
        setShown({ interviewerId, url: link.url });
        setMessage({
          tone: 'success',
          text: `This browser could not copy the link: select it in the field below and copy it. It works until ${until}.`,
        });
      }
    } catch (error) {
      setMessage({ tone: 'error', text: failureMessage(error, LINK_FAILED) });
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, shown, message, copy };
}
