import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../../api-client.ts';
import { ukClock } from './uk-time.ts';

// Decision 024 Autosave: while a form for a stored record has changes that are not saved, its
// text is saved to the record's draft every 5 s (the owner's `save`, a PUT with status draft).
// A failed save keeps every field as typed and says why; the next tick tries again. One save at
// a time: a tick that finds one running waits for the next.

export const AUTOSAVE_INTERVAL_MS = 5_000;

export function useAutosave({
  isEnabled,
  hasChanges,
  save,
}: {
  /** A stored record is open and not being saved explicitly. */
  isEnabled: boolean;
  /** The text differs from what was last saved. */
  hasChanges: boolean;
  /** Sends the draft; the owner marks what it sent as saved. */
  save: () => Promise<void>;
}) {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const latest = useRef({ isEnabled, hasChanges, save });
  latest.current = { isEnabled, hasChanges, save };
  const running = useRef<Promise<void> | null>(null);

  const run = async (): Promise<void> => {
    if (running.current) return running.current;
    const { save: send } = latest.current;
    setSaving(true);
    const attempt = send()
      .then(() => {
        setSavedAt(new Date());
        setFailure(null);
      })
      .catch((error: unknown) => {
        setFailure(failureMessage(error, 'The draft could not be saved. Your changes are still here.'));
      })
      .finally(() => {
        running.current = null;
        setSaving(false);
      });
    running.current = attempt;
    return attempt;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: run reads the latest values through a ref.
  useEffect(() => {
    if (!isEnabled) return;
    const timer = window.setInterval(() => {
      if (latest.current.isEnabled && latest.current.hasChanges) void run();
    }, AUTOSAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isEnabled]);

  return {
    isSaving,
    /** A draft was saved since the form opened. */
    hasSaved: savedAt !== null,
    failure,
    /**
     * "Draft saved at 14:32", once a draft has been saved since the form opened. Not "Saving…" in
     * between: the line is a live region, and a message every 5 s would talk over the typing.
     */
    status: failure ? `Draft not saved: ${failure}` : savedAt ? `Draft saved at ${ukClock(savedAt)}` : null,
    /** Saves now when there are changes (before a preview). */
    async flush(): Promise<void> {
      if (latest.current.hasChanges) await run();
      else if (running.current) await running.current;
    },
    /** Waits for a save on its way, so an explicit save is not overtaken by an older draft. */
    async idle(): Promise<void> {
      await running.current;
    },
    reset() {
      setSavedAt(null);
      setFailure(null);
    },
  };
}
