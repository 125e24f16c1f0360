import { useEffect, useRef, useState } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

// A form with unsaved changes asks before it is left: a link to another screen (the router's
// blocker), closing or reloading the tab (the browser's own beforeunload prompt), and the
// screen's own Cancel or Add toggle (confirmDiscard). Saving clears the changes first, so the
// navigation a save makes is never stopped.

const TITLE = 'Leave without saving?';
const MESSAGE = 'Your changes have not been saved. If you leave now they will be lost.';

export function useUnsavedChanges(isDirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // An in-page action waiting for the answer (closing the form, opening another record).
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;

  useBeforeUnload((event) => {
    if (!dirtyRef.current) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });

  // A blocked navigation whose form became clean meanwhile (saved) goes ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  const isAsking = blocker.state === 'blocked' || pendingAction !== null;

  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
    const action = pendingAction;
    setPendingAction(null);
    action?.();
  };
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPendingAction(null);
  };

  return {
    /** Runs `action` at once when nothing is unsaved, else after the user agrees to discard. */
    confirmDiscard(action: () => void) {
      if (!dirtyRef.current) action();
      else setPendingAction(() => action);
    },
    /** The question itself; render it once in the screen. */
    dialog: (
      <ConfirmDialog
        open={isAsking}
        title={TITLE}
        message={MESSAGE}
        confirmLabel="Leave without saving"
        cancelLabel="Keep editing"
        onConfirm={leave}
        onCancel={stay}
      />
    ),
  };
}
