import { useEffect, useState } from 'react';
import { profileAnswer } from '../../../../domain/answers/auth.ts';
import type { AdminUser } from '../../../../domain/entities.ts';
import { apiRequest } from '../../../api-client.ts';
import { browserHasPasskeys } from '../../../passkey-ceremony.ts';
import { Button } from '../../ui/button.tsx';
import { PasskeyNameDialog } from './passkey-name-dialog.tsx';
import { usePasskeys } from './use-passkeys.ts';

// Decision 027: on the forced two-factor set-up, a passkey serves as well as an authenticator
// app. Adding one (named, then the browser's prompt) satisfies the policy; the profile is read
// again so the dashboard opens.

export function PasskeyInstead({ onDone }: { onDone: (user: AdminUser) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [canUse, setCanUse] = useState(false);
  useEffect(() => setCanUse(browserHasPasskeys()), []);
  const passkeys = usePasskeys(() => undefined);
  if (!canUse) return null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h2 className="font-semibold text-brand-900">Or use a passkey</h2>
      <p className="mt-1 text-sm text-slate-600">
        A passkey lives in this device or your password manager and is unlocked with your fingerprint, face or
        PIN. It can also sign you in without a password.
      </p>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => {
          passkeys.clearFailure();
          passkeys.prepareAdd();
          setOpen(true);
        }}
      >
        Add a passkey instead
      </Button>
      <PasskeyNameDialog
        open={isOpen}
        title="Add a passkey"
        description="Name it, then follow your browser’s prompt to create it."
        initialName={passkeys.suggestedName}
        submitLabel="Continue"
        busyLabel="Waiting for the passkey..."
        isBusy={passkeys.isBusy}
        failure={passkeys.failure}
        onSubmit={async (name) => {
          if (!(await passkeys.add(name))) return;
          setOpen(false);
          onDone((await apiRequest('/auth/me', profileAnswer)).data.user);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
