import { type FormEvent, useEffect, useRef, useState } from 'react';
import { totpEnabledAnswer, totpSetupAnswer } from '../../../../domain/answers/two-factor.ts';
import type { AdminUser } from '../../../../domain/entities.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { TextField } from '../../forms/field.tsx';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

// Decision 027: setting up an authenticator app, on the forced set-up screen and on Your Account.
// The server makes the secret and its QR code (POST /auth/totp/setup); the person scans it (or
// types the secret), confirms with the code their app shows (POST /auth/totp/enable), and then
// sees their ten recovery codes once. `onDone` gets the user as they now are.

const SETUP_FAILED = 'Failed to start the set-up';
const ENABLE_FAILED = 'Failed to confirm the code';

type Setup = { secret: string; otpauthUrl: string; qrSvg: string };

/** The secret in groups of four, as people copy it by eye into an app. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function TotpSetup({ email, onDone }: { email: string; onDone: (user: AdminUser) => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const [done, setDone] = useState<{ user: AdminUser; recoveryCodes: string[] } | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let isCurrent = true;
    apiRequest('/auth/totp/setup', totpSetupAnswer, { method: 'POST' })
      .then((answer) => isCurrent && setSetup(answer.data))
      .catch((error: unknown) => isCurrent && setFailure(failureMessage(error, SETUP_FAILED)));
    return () => {
      isCurrent = false;
    };
  }, []);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (!code.trim()) {
      setCodeError(MESSAGES.twoFactor.codeRequired);
      codeRef.current?.focus();
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      const answer = await apiRequest('/auth/totp/enable', totpEnabledAnswer, {
        json: { code: code.trim() },
      });
      setDone(answer.data);
    } catch (error) {
      setIsBusy(false);
      const fieldError = error instanceof ApiError ? error.fieldErrors.code : undefined;
      if (fieldError) {
        setCodeError(fieldError);
        codeRef.current?.focus();
      } else {
        setFailure(failureMessage(error, ENABLE_FAILED));
      }
    }
  }

  if (done) {
    return <RecoveryCodes codes={done.recoveryCodes} email={email} onSaved={() => onDone(done.user)} />;
  }
  if (failure && !setup) return <Banner tone="error">{failure}</Banner>;
  if (!setup) return <Spinner label="Making your code…" />;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>
          Open an authenticator app on your phone (Microsoft Authenticator, Google Authenticator, 1Password…).
        </li>
        <li>Add an account and scan this QR code, or type the key below.</li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt={`QR code to add ${email} to an authenticator app`}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg bg-white ring-1 ring-slate-200"
        />
        <div className="w-full min-w-0 space-y-2">
          <p className="text-sm font-semibold text-slate-800">Key (if you cannot scan)</p>
          <p className="rounded-md bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-200">
            <code>{grouped(setup.secret)}</code>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(setup.secret);
                setCopied('Key copied.');
              } catch {
                setCopied('Copying is blocked here: select the key and copy it by hand.');
              }
            }}
          >
            Copy key
          </Button>
          <p role="status" className="min-h-5 text-sm text-slate-700">
            {copied}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={confirm} aria-label="Confirm authenticator" className="space-y-4">
        {failure && <Banner tone="error">{failure}</Banner>}
        <TextField
          id="totp-setup-code"
          name="code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={9}
          required
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          error={codeError}
          ref={codeRef}
        />
        <SubmitButton isBusy={isBusy} busyLabel="Checking..." className="w-full sm:w-auto">
          Turn on two-factor sign-in
        </SubmitButton>
      </form>
    </div>
  );
}
