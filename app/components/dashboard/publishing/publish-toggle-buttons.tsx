import type { PublishingState } from '../../../../domain/answers/publishing.ts';
import { Button } from '../../ui/button.tsx';
import { publishActions } from './publish-state.ts';

/** Publish and Unpublish for one record of a list, where each makes sense (publish-state.ts). */
export function PublishToggleButtons({
  record,
  name,
  busyId,
  recordId,
  onToggle,
}: {
  record: PublishingState;
  name: string;
  recordId: string;
  busyId: string | null;
  onToggle: (publish: boolean) => void;
}) {
  const { canPublish, canUnpublish } = publishActions(record);
  const isBusy = busyId === recordId;
  const isOtherBusy = busyId !== null && !isBusy;
  return (
    <>
      {canPublish && (
        <Button
          size="sm"
          isBusy={isBusy}
          busyLabel="Working..."
          disabled={isOtherBusy}
          onClick={() => onToggle(true)}
        >
          Publish<span className="sr-only"> {name}</span>
        </Button>
      )}
      {canUnpublish && (
        <Button
          variant="secondary"
          size="sm"
          isBusy={isBusy && !canPublish}
          busyLabel="Working..."
          disabled={isOtherBusy || (isBusy && canPublish)}
          onClick={() => onToggle(false)}
        >
          Unpublish<span className="sr-only"> {name}</span>
        </Button>
      )}
    </>
  );
}
