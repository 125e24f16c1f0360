import { useState } from 'react';
import type { ContentTypeName } from '../../../../domain/answers/publishing.ts';
import { failureMessage } from '../../../api-client.ts';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { requestPreviewLink } from './publishing-api.ts';
import { formatUkDateTime } from './uk-time.ts';

// "Preview" (decision 024): asks for a signed link to the public page showing the working copy,
// opens it in a new tab, and shows the link with Copy, to send to a colleague without an account.
// The tab is opened before the call, in the click itself, so a pop-up blocker lets it through.

export function usePreviewLink({
  type,
  recordId,
  beforePreview,
}: {
  type: ContentTypeName;
  recordId: string | null;
  /** Saves pending changes first, so the preview shows what is on screen. */
  beforePreview?: (() => Promise<void>) | undefined;
}) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);

  const open = async () => {
    if (!recordId) return;
    const tab = window.open('', '_blank');
    setBusy(true);
    setFailure(null);
    setCopied(null);
    try {
      await beforePreview?.();
      const answer = await requestPreviewLink(type, recordId);
      setLink(answer);
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.url;
      }
    } catch (error) {
      tab?.close();
      setFailure(failureMessage(error, 'The preview link could not be made.'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('Link copied.');
    } catch {
      setCopied('Copying was refused by the browser: select the link and copy it.');
    }
  };

  return { link, failure, isBusy, copied, open, copy };
}

export type PreviewLink = ReturnType<typeof usePreviewLink>;

export function PreviewButton({ preview, disabled }: { preview: PreviewLink; disabled?: boolean }) {
  return (
    <Button
      variant="secondary"
      isBusy={preview.isBusy}
      busyLabel="Opening preview..."
      disabled={disabled}
      onClick={preview.open}
    >
      Preview<span className="sr-only"> (opens in a new tab)</span>
    </Button>
  );
}

/** The link just made, with Copy, below the form's buttons; or why it could not be made. */
export function PreviewLinkPanel({ preview, recordId }: { preview: PreviewLink; recordId: string }) {
  const { link, failure, copied, copy } = preview;
  if (!link && !failure) return null;
  return (
    <div
      role="status"
      className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200"
    >
      {failure ? (
        <p className="font-medium text-red-800">{failure}</p>
      ) : (
        link && (
          <>
            <p>
              Preview link, valid until {formatUkDateTime(link.expiresAt)} (UK time). Anyone with it can see
              this draft.
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <label htmlFor={`preview-link-${recordId}`} className="sr-only">
                Preview link
              </label>
              <input
                id={`preview-link-${recordId}`}
                readOnly
                value={link.url}
                onFocus={(event) => event.target.select()}
                className={`min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs ${FOCUS_RING}`}
              />
              <Button variant="secondary" size="sm" onClick={copy}>
                Copy link
              </Button>
              <a
                href={link.url}
                target="_blank"
                rel="noopener"
                className={`font-semibold text-brand-900 underline ${FOCUS_RING}`}
              >
                Open<span className="sr-only"> the preview (opens in a new tab)</span>
              </a>
            </div>
            {copied && <p className="mt-1">{copied}</p>}
          </>
        )
      )}
    </div>
  );
}
