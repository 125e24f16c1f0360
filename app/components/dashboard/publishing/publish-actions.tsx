import type { ReactNode } from 'react';
import type { ContentTypeName } from '../../../../domain/answers/publishing.ts';
import { Button } from '../../ui/button.tsx';
import { DiscardDraftButton } from './discard-draft-button.tsx';
import { PreviewButton, PreviewLinkPanel, usePreviewLink } from './preview-button.tsx';

// The foot of every content form (decision 024): History and Preview for a stored record, the
// autosave's "Draft saved at 14:32", then Save draft and Publish (the spec's Save buttons).
// Publish is the form's submit button, so Enter in a field still saves as it always did; it
// reads "Schedule" when Publish at is still to come.

/** Which button's save is running. */
export type SavingAs = 'draft' | 'publish' | null;

/**
 * The `onDiscarded` of a form's actions: "Discard changes" is offered for a published record
 * with a draft (stored, or just saved by this form's autosave); once it is discarded the
 * autosave starts afresh and the form reloads the working copy, now the published record.
 */
export function discardedHandler(
  record: { status?: string; hasDraft?: boolean } | null | undefined,
  autosave: { hasSaved: boolean; reset: () => void },
  reload: () => void,
): (() => void) | undefined {
  if (record?.status !== 'published' || !(record.hasDraft || autosave.hasSaved)) return undefined;
  return () => {
    autosave.reset();
    reload();
  };
}

export function PublishActions({
  type,
  recordId,
  savingAs,
  disabled,
  replacePublish,
  publishLabel = 'Publish',
  autosaveStatus,
  leading,
  onSaveDraft,
  onOpenHistory,
  beforePreview,
  onDiscarded,
}: {
  type: ContentTypeName;
  /** The stored record's _id; null for a new one (no preview or history yet). */
  recordId: string | null;
  savingAs: SavingAs;
  disabled?: boolean;
  /** Instead of Publish: Next on the earlier steps of a stepped form. */
  replacePublish?: ReactNode;
  publishLabel?: string;
  autosaveStatus?: string | null;
  /** Buttons before the rest (Back, Cancel). */
  leading?: ReactNode;
  onSaveDraft: () => void;
  onOpenHistory?: () => void;
  beforePreview?: () => Promise<void>;
  /** Given: the record is published with pending changes, which Discard changes deletes. */
  onDiscarded?: (() => void) | undefined;
}) {
  const isBusy = savingAs !== null;
  const preview = usePreviewLink({ type, recordId, beforePreview });
  return (
    <div className="w-full">
      <div className="flex flex-wrap items-center gap-3">
        {leading}
        {recordId && onOpenHistory && (
          // Not while the working copy loads: its arrival resets the form, History included.
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            disabled={isBusy || disabled}
            onClick={onOpenHistory}
          >
            History
          </Button>
        )}
        {recordId && <PreviewButton preview={preview} disabled={isBusy || disabled} />}
        {recordId && onDiscarded && (
          <DiscardDraftButton
            type={type}
            recordId={recordId}
            disabled={isBusy || disabled}
            onDiscarded={onDiscarded}
          />
        )}
        <p role="status" className="min-h-5 text-sm text-slate-600 sm:ml-auto">
          {autosaveStatus}
        </p>
        <span className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            isBusy={savingAs === 'draft'}
            busyLabel="Saving draft..."
            disabled={isBusy || disabled}
            onClick={onSaveDraft}
          >
            Save draft
          </Button>
          {replacePublish ?? (
            <Button
              type="submit"
              isBusy={savingAs === 'publish'}
              busyLabel="Publishing..."
              disabled={isBusy || disabled}
            >
              {publishLabel}
            </Button>
          )}
        </span>
      </div>
      {recordId && <PreviewLinkPanel preview={preview} recordId={recordId} />}
    </div>
  );
}
