import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { Passkey } from '../../../../domain/passkeys.ts';
import { browserHasPasskeys } from '../../../passkey-ceremony.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { dateTime } from '../dates.ts';
import { PasskeyNameDialog } from './passkey-name-dialog.tsx';
import { type PasskeyNotice, usePasskeys } from './use-passkeys.ts';

// Decision 027: "Your Account" → Passkeys. Each passkey with its name, when it was added and
// last used, and whether it is synced (kept in a password manager or a platform account, so it
// works on the person's other devices) or kept on this one device only. Adding one names it
// first (the browser's own description offered), then opens the browser's passkey prompt.

const m = MESSAGES.passkeys;

type Dialog = { kind: 'add' } | { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey };

export function PasskeysSection() {
  const [notice, setNotice] = useState<PasskeyNotice | null>(null);
  const [noticeRef, announce] = useFocusRequest<HTMLDivElement>();
  const passkeys = usePasskeys((next) => {
    setNotice(next);
    announce();
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Known only in the browser: the server-rendered page says nothing either way.
  const [canUse, setCanUse] = useState<boolean | null>(null);
  useEffect(() => setCanUse(browserHasPasskeys()), []);

  function open(next: Dialog) {
    setNotice(null);
    passkeys.clearFailure();
    if (next.kind === 'add') passkeys.prepareAdd();
    setDialog(next);
  }
  const close = () => setDialog(null);
  const items = passkeys.list.data?.data.passkeys;

  return (
    <section
      aria-labelledby="account-passkeys"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="account-passkeys" className="text-lg font-semibold text-brand-900">
            Passkeys
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Sign in with your fingerprint, face or device PIN instead of typing a password. The passkey stays
            on your device or in your password manager; this site keeps only its public half.
          </p>
        </div>
        {canUse && (
          <Button onClick={() => open({ kind: 'add' })} className="w-full sm:w-auto">
            Add a passkey
          </Button>
        )}
      </div>

      <div ref={noticeRef} tabIndex={-1} className="mt-5 focus:outline-none empty:hidden">
        {notice && (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        )}
      </div>
      {canUse === false && (
        <div className="mt-5">
          <Banner tone="info">{m.notSupported}</Banner>
        </div>
      )}
      {passkeys.list.error && (
        <div className="mt-5">
          <Banner tone="error">{passkeys.list.error}</Banner>
        </div>
      )}

      {items === undefined && passkeys.list.isLoading && <Spinner label="Loading your passkeys…" />}
      {items !== undefined && items.length === 0 && <p className="mt-5 text-sm text-slate-600">{m.empty}</p>}
      {items !== undefined && items.length > 0 && (
        <ul aria-label="Your passkeys" className="mt-5 divide-y divide-slate-200 border-y border-slate-200">
          {items.map((passkey) => (
            <li key={passkey._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
              <div className="min-w-0 flex-1 basis-64">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="break-words font-semibold text-slate-900">{passkey.name}</span>
                  <Badge
                    colourClass={
                      passkey.isSynced ? 'bg-blue-100 text-blue-800' : 'bg-slate-100 text-slate-800'
                    }
                  >
                    {passkey.isSynced ? 'Synced' : 'This device only'}
                  </Badge>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  Added {dateTime(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `Last used ${dateTime(passkey.lastUsedAt)}` : 'Not used yet'}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Rename ${passkey.name}`}
                  onClick={() => open({ kind: 'rename', passkey })}
                >
                  Rename
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${passkey.name}`}
                  onClick={() => open({ kind: 'remove', passkey })}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <PasskeyNameDialog
        open={dialog?.kind === 'add'}
        title="Add a passkey"
        description="Name it, then follow your browser’s prompt to create it."
        initialName={passkeys.suggestedName}
        submitLabel="Continue"
        busyLabel="Waiting for the passkey..."
        isBusy={passkeys.isBusy}
        failure={dialog?.kind === 'add' ? passkeys.failure : null}
        onSubmit={async (name) => {
          if (await passkeys.add(name)) close();
        }}
        onClose={close}
      />
      <PasskeyNameDialog
        open={dialog?.kind === 'rename'}
        title="Rename passkey"
        initialName={dialog?.kind === 'rename' ? dialog.passkey.name : ''}
        submitLabel="Save name"
        busyLabel="Saving..."
        isBusy={passkeys.isBusy}
        failure={dialog?.kind === 'rename' ? passkeys.failure : null}
        onSubmit={async (name) => {
          if (dialog?.kind === 'rename' && (await passkeys.rename(dialog.passkey, name))) close();
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title="Remove this passkey?"
        message={
          dialog?.kind === 'remove' ? (
            <p>
              “{dialog.passkey.name}” will no longer sign you in. The passkey may stay on your device or in
              your password manager until you delete it there too.
            </p>
          ) : null
        }
        confirmLabel="Remove passkey"
        busyLabel="Removing..."
        isBusy={passkeys.isBusy}
        error={dialog?.kind === 'remove' ? passkeys.failure : null}
        onConfirm={async () => {
          if (dialog?.kind === 'remove' && (await passkeys.remove(dialog.passkey))) close();
        }}
        onCancel={close}
      />
    </section>
  );
}
