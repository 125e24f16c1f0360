import { useState } from 'react';
import type { ContentTypeName } from '../../../../domain/answers/publishing.ts';
import { failureMessage } from '../../../api-client.ts';
import { setPublished } from './publishing-api.ts';

// Publish and Unpublish from a list (decision 024): the record whose call runs, the call, and
// its outcome as a message for the screen's banner; the owner fetches the list again.

export function usePublishToggle(type: ContentTypeName, onDone: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return {
    busyId,
    notice,
    failure,
    clear() {
      setNotice(null);
      setFailure(null);
    },
    async run(id: string, name: string, publish: boolean) {
      if (busyId) return;
      setBusyId(id);
      setNotice(null);
      setFailure(null);
      try {
        await setPublished(type, id, publish);
        setNotice(
          publish
            ? `“${name}” was published.`
            : `“${name}” was unpublished. The public site no longer shows it.`,
        );
        onDone();
      } catch (error) {
        setFailure(
          failureMessage(
            error,
            publish ? `“${name}” could not be published.` : `“${name}” could not be unpublished.`,
          ),
        );
      } finally {
        setBusyId(null);
      }
    },
  };
}
