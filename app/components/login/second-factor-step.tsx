import type { FormEvent, RefObject } from 'react';
import { REMEMBER_DEVICE_DAYS } from '../../../domain/sign-in.ts';
import type { SecondFactorMethod } from '../../../domain/two-factor.ts';
import { TextField } from '../forms/field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { Button } from '../ui/button.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import type { CodeKind } from './use-login-form.ts';

// Decision 027: the second step of the sign-in card, after a right password of an account with
// a second factor: the authenticator's code (or, by the link below it, a recovery code), the
// "remember this device" choice, Verify, and Back to the password.

export function SecondFactorStep({
  methods,
  codeKind,
  code,
  setCode,
  codeError,
  codeRef,
  rememberDevice,
  setRememberDevice,
  submitCode,
  switchCodeKind,
  back,
  verifyWithPasskey,
  isBusy,
}: {
  methods: SecondFactorMethod[];
  codeKind: CodeKind;
  code: string;
  setCode: (value: string) => void;
  codeError: string | undefined;
  codeRef: RefObject<HTMLInputElement | null>;
  rememberDevice: boolean;
  setRememberDevice: (value: boolean) => void;
  submitCode: (event: FormEvent<HTMLFormElement>) => void;
  switchCodeKind: () => void;
  back: () => void;
  /** Finishes the step with a passkey instead (absent when the account or browser has none). */
  verifyWithPasskey: (() => void) | undefined;
  isBusy: boolean;
}) {
  const isTotp = codeKind === 'totp';
  const canSwitch = methods.includes('totp') && methods.includes('recovery-code');
  return (
    <form noValidate onSubmit={submitCode} aria-label="Two-step verification" className="mt-6 space-y-5">
      <p className="text-slate-700">
        {isTotp
          ? 'Open your authenticator app and type the 6-digit code it shows for this site.'
          : 'Type one of the recovery codes you saved when you set up two-step sign-in. Each works once.'}
      </p>
      <TextField
        id="login-code"
        name="code"
        label={isTotp ? 'Authenticator code' : 'Recovery code'}
        autoComplete="one-time-code"
        inputMode={isTotp ? 'numeric' : 'text'}
        maxLength={isTotp ? 9 : 20}
        required
        value={code}
        onChange={setCode}
        error={codeError}
        ref={codeRef}
      />
      {canSwitch && (
        <button
          type="button"
          onClick={switchCodeKind}
          className={`rounded-sm text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`}
        >
          {isTotp ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </button>
      )}
      {verifyWithPasskey && (
        <button
          type="button"
          onClick={verifyWithPasskey}
          disabled={isBusy}
          className={`block rounded-sm text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
        >
          Use your passkey instead
        </button>
      )}
      <div className="flex items-start gap-3">
        <input
          id="login-remember-device"
          type="checkbox"
          checked={rememberDevice}
          onChange={(event) => setRememberDevice(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-900"
        />
        <label htmlFor="login-remember-device" className="text-sm text-slate-800">
          Remember this device for {REMEMBER_DEVICE_DAYS} days
          <span className="block text-slate-600">Only on a computer or phone that is yours alone.</span>
        </label>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={back} className="w-full sm:w-auto">
          Back
        </Button>
        <SubmitButton isBusy={isBusy} busyLabel="Verifying..." className="w-full sm:flex-1">
          Verify
        </SubmitButton>
      </div>
    </form>
  );
}
