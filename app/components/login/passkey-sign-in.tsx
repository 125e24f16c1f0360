import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginAnswer } from '../../../domain/answers/auth.ts';
import { passkeySignInOptionsAnswer } from '../../../domain/answers/passkeys.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { apiRequest } from '../../api-client.ts';
import { browserHasPasskeys, loadWebAuthn, passkeyFailure } from '../../passkey-ceremony.ts';
import { readDeviceToken, storeSignIn } from '../../stored-session.ts';
import { safeReturnPath } from '../dashboard/session/sign-in-return.ts';
import { useFocusRequest } from '../forms/use-checked-form.ts';
import { Button } from '../ui/button.tsx';
import { Banner } from '../ui/status.tsx';

// Decision 027: "Use a passkey" under the sign-in form. No e-mail address is asked: the browser
// offers the passkeys it holds for this site, the person unlocks one (fingerprint, face, PIN),
// and the signed answer signs them in as a password would, to the same page. The button shows
// only where the browser has WebAuthn, and the WebAuthn library loads on the click. Its name is
// not "Sign in with a passkey" so that the form's own "Sign in" stays the one button of that name.

export type PasskeyAssertionAnswer = { challengeId: string; response: AuthenticationResponseJSON };

/**
 * A passkey's answer to a fresh sign-in challenge: asks the server for the challenge, runs the
 * browser's prompt and answers `{ challengeId, response }`, which POST /auth/passkeys/sign-in
 * takes, and POST /auth/login takes as `passkey` for the second factor after a password ("Use a
 * passkey instead"). A refusal by the browser is thrown as it came: word it with passkeyFailure().
 */
export function usePasskeyAssertion() {
  // Known only in the browser: the server-rendered page offers no passkey.
  const [isSupported, setSupported] = useState(false);
  useEffect(() => setSupported(browserHasPasskeys()), []);
  const getAssertion = useCallback(async (): Promise<PasskeyAssertionAnswer> => {
    const [answer, { startAuthentication }] = await Promise.all([
      apiRequest('/auth/passkeys/sign-in-options', passkeySignInOptionsAnswer, { method: 'POST' }),
      loadWebAuthn(),
    ]);
    const response = await startAuthentication({ optionsJSON: answer.data.options });
    return { challengeId: answer.data.challengeId, response };
  }, []);
  return { isSupported, getAssertion };
}

export function PasskeySignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { isSupported, getAssertion } = usePasskeyAssertion();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureRef, announceFailure] = useFocusRequest<HTMLDivElement>();
  if (!isSupported) return null;

  async function signIn() {
    if (isBusy) return;
    setBusy(true);
    setFailure(null);
    try {
      const assertion = await getAssertion();
      const answer = await apiRequest('/auth/passkeys/sign-in', loginAnswer, {
        json: { ...assertion, deviceToken: readDeviceToken(globalThis.localStorage ?? null) },
      });
      storeSignIn(window.localStorage, answer);
      await navigate(safeReturnPath(search.get('next')), { replace: true });
    } catch (error) {
      setBusy(false);
      setFailure(passkeyFailure(error, MESSAGES.passkeys.signInFailed));
      announceFailure();
    }
  }

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div ref={failureRef} tabIndex={-1} className="mt-6 focus:outline-none empty:hidden">
        {failure && <Banner tone="error">{failure}</Banner>}
      </div>
      <Button
        variant="secondary"
        className="mt-6 w-full"
        isBusy={isBusy}
        busyLabel="Waiting for your passkey..."
        onClick={signIn}
      >
        <KeyIcon />
        Use a passkey
      </Button>
    </div>
  );
}

function KeyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="m10.85 12.15 8.65-8.65M16 7l3 3M18.5 4.5l2 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
