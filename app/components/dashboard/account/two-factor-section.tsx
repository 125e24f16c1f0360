import { useEffect, useRef, useState } from 'react';
import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import { recoveryCodesAnswer, twoFactorStatusAnswer } from '../../../../domain/answers/two-factor.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { PasswordField } from '../../login/password-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { DialogFailure, FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { dateTime } from '../dates.ts';
import { useSession } from '../session/session-context.tsx';
import { useApiQuery } from '../use-api-query.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TotpSetup } from './totp-setup.tsx';

// Decision 027, Your Account: whether two-factor sign-in is on, setting up the authenticator app
// (the same flow as the forced set-up screen), turning it off and making new recovery codes
// (both ask for the password in a dialog), and how many recovery codes are left.

const FETCH_FAILED = 'Failed to fetch your two-factor sign-in';

type PasswordAction = 'turn-off' | 'new-codes';

const ACTION_TEXT: Record<
  PasswordAction,
  { title: string; description: string; submit: string; busy: string }
> = {
  'turn-off': {
    title: 'Turn off the authenticator app',
    description:
      'Signing in will no longer ask for a code from the app, your recovery codes stop working and remembered devices are forgotten.',
    submit: 'Turn off',
    busy: 'Turning off...',
  },
  'new-codes': {
    title: 'Make new recovery codes',
    description: 'Ten new codes replace your current ones, which stop working at once.',
    submit: 'Make new codes',
    busy: 'Making codes...',
  },
};

function PasswordDialog({
  action,
  email,
  onClose,
  onDone,
}: {
  action: PasswordAction;
  email: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const text = ACTION_TEXT[action];
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);

  const requestClose = () => {
    if (!isBusy) codes ? onDone('New recovery codes made.') : onClose();
  };

  const submit = async () => {
    if (isBusy) return;
    if (!password) {
      setFieldError(MESSAGES.twoFactor.passwordRequired);
      fieldRef.current?.focus();
      return;
    }
    setIsBusy(true);
    setFailure(null);
    setFieldError(undefined);
    try {
      if (action === 'turn-off') {
        await apiRequest('/auth/totp', acknowledgedAnswer, { method: 'DELETE', json: { password } });
        onDone('Authenticator app turned off.');
      } else {
        const answer = await apiRequest('/auth/recovery-codes', recoveryCodesAnswer, { json: { password } });
        setCodes(answer.data.recoveryCodes);
        setIsBusy(false);
      }
    } catch (error) {
      setIsBusy(false);
      const message = error instanceof ApiError ? error.fieldErrors.password : undefined;
      if (message) {
        setFieldError(message);
        fieldRef.current?.focus();
      } else {
        setFailure(failureMessage(error, 'Failed to save'));
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    }
  };

  return (
    <FormDialogFrame
      open
      title={text.title}
      description={codes ? undefined : text.description}
      width="w-[34rem]"
      onRequestClose={requestClose}
      {...(codes ? {} : { onSubmit: () => void submit() })}
      footer={
        codes ? null : (
          <FormDialogButtons
            isBusy={isBusy}
            onCancel={requestClose}
            submitLabel={text.submit}
            busyLabel={text.busy}
            {...(action === 'turn-off' ? { variant: 'danger' as const } : {})}
          />
        )
      }
    >
      {codes ? (
        <RecoveryCodes codes={codes} email={email} onSaved={requestClose} />
      ) : (
        <div className="space-y-5">
          <DialogFailure failure={failure} failureRef={failureRef} />
          <PasswordField
            id="two-factor-password"
            name="password"
            label="Your password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(value) => {
              setPassword(value);
              setFieldError(undefined);
            }}
            error={fieldError}
            ref={fieldRef}
          />
        </div>
      )}
    </FormDialogFrame>
  );
}

export function TwoFactorSection() {
  const { user } = useSession();
  const status = useApiQuery('/auth/two-factor', twoFactorStatusAnswer, FETCH_FAILED);
  const [isSettingUp, setSettingUp] = useState(false);
  const [dialog, setDialog] = useState<PasswordAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const twoFactor = status.data?.data.twoFactor;

  const announce = (message: string) => {
    setNotice(message);
    status.reload();
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <section
      aria-labelledby="account-two-factor"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
    >
      <h2 id="account-two-factor" className="text-lg font-semibold text-brand-900">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A code from an app on your phone after your password, so a stolen password alone does not open your
        account.
      </p>
      <div ref={noticeRef} tabIndex={-1} className="mt-4 focus:outline-none empty:hidden">
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
      </div>
      {status.error && (
        <div className="mt-4">
          <Banner tone="error">{status.error}</Banner>
        </div>
      )}
      {!twoFactor && !status.error && <Spinner className="mt-4" label="Loading…" />}
      {twoFactor && (
        <div className="mt-4 space-y-4 text-sm">
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="font-semibold text-slate-800">Authenticator app</dt>
              <dd className="mt-0.5 text-slate-700">
                {twoFactor.totp.enabled
                  ? `On since ${twoFactor.totp.enabledAt ? dateTime(twoFactor.totp.enabledAt) : 'set-up'}`
                  : 'Off'}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-800">Recovery codes</dt>
              <dd className="mt-0.5 text-slate-700">
                {twoFactor.totp.enabled || twoFactor.passkeyCount > 0
                  ? `${twoFactor.recoveryCodesLeft} of 10 left`
                  : 'None'}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-800">Remembered devices</dt>
              <dd className="mt-0.5 text-slate-700">{twoFactor.rememberedDevices}</dd>
            </div>
          </dl>
          {twoFactor.required && (
            <p className="text-slate-700">
              Your role must use two-factor sign-in (the site’s sign-in policy).
            </p>
          )}
          {twoFactor.totp.enabled && twoFactor.recoveryCodesLeft <= 3 && (
            <Banner tone="warning">
              Only {twoFactor.recoveryCodesLeft} recovery{' '}
              {twoFactor.recoveryCodesLeft === 1 ? 'code is' : 'codes are'} left. Make new ones so you are not
              locked out if you lose your phone.
            </Banner>
          )}
          {isSettingUp ? (
            <div className="max-w-xl border-t border-slate-200 pt-4">
              <TotpSetup
                email={user.email}
                onDone={() => {
                  setSettingUp(false);
                  announce('Two-factor sign-in is on.');
                }}
              />
              <Button variant="ghost" size="sm" className="mt-3" onClick={() => setSettingUp(false)}>
                Cancel set-up
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-3">
              {!twoFactor.totp.enabled && (
                <Button onClick={() => setSettingUp(true)}>Set up authenticator app</Button>
              )}
              {(twoFactor.totp.enabled || twoFactor.passkeyCount > 0) && (
                <Button variant="secondary" onClick={() => setDialog('new-codes')}>
                  Make new recovery codes
                </Button>
              )}
              {twoFactor.totp.enabled && (
                <Button variant="secondary" onClick={() => setDialog('turn-off')}>
                  Turn off authenticator app
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      {dialog && (
        <PasswordDialog
          action={dialog}
          email={user.email}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            announce(message);
          }}
        />
      )}
    </section>
  );
}
