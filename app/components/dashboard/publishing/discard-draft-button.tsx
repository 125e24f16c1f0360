import { useState } from 'react';
import type { ContentTypeName } from '../../../../domain/answers/publishing.ts';
import { failureMessage } from '../../../api-client.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { discardDraft } from './publishing-api.ts';

// "Discard changes" (decision 024, DELETE /api/{type}/{id}/draft): a published record's pending
// changes go after a confirmation, and the form shows the published version again.

export function DiscardDraftButton({
  type,
  recordId,
  disabled,
  onDiscarded,
}: {
  type: ContentTypeName;
  recordId: string;
  disabled?: boolean;
  onDiscarded: () => void;
}) {
  const [isAsking, setAsking] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await discardDraft(type, recordId);
      setAsking(false);
      onDiscarded();
    } catch (error) {
      setFailure(failureMessage(error, 'The changes could not be discarded.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" disabled={disabled} onClick={() => setAsking(true)}>
        Discard changes
      </Button>
      <ConfirmDialog
        open={isAsking}
        title="Discard changes"
        message="The changes not yet published will be deleted. The public site keeps showing the published version."
        confirmLabel="Discard changes"
        busyLabel="Discarding..."
        isBusy={isBusy}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
