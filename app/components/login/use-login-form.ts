import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginAnswer } from '../../../domain/answers/auth.ts';
import { mfaRequiredSchema } from '../../../domain/answers/two-factor.ts';
import { loginCredentialsSchema } from '../../../domain/login.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { SecondFactorMethod } from '../../../domain/two-factor.ts';
import { ApiError, apiRequest, failureMessage } from '../../api-client.ts';
import { passkeyFailure } from '../../passkey-ceremony.ts';
import { browserStorage, readDeviceToken, storeSignIn } from '../../stored-session.ts';
import { safeReturnPath, takeSessionNotice } from '../dashboard/session/sign-in-return.ts';
import { useCheckedForm, useFocusRequest } from '../forms/use-checked-form.ts';
import { usePasskeyAssertion } from './passkey-sign-in.tsx';

// admin.md §2 Login, §4 Session, §5: email and password checked with loginSchema on submit and
// again on every change after that; success stores the session and goes to /dashboard, or back
// to the dashboard page whose session ended (?next=, dashboard paths only).
// Decision 027: an account with a second factor answers the right password with 401
// mfaRequired; the card then asks for the authenticator code (or a recovery code) in a second
// step and sends the same call again with it, or with a passkey's answer when the account has
// one. Every call carries this browser's device token.

const FIELDS = ['email', 'password'] as const;

/** Which code the second step asks for. */
export type CodeKind = 'totp' | 'recovery-code';

export function useLoginForm() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useCheckedForm(loginCredentialsSchema, FIELDS, { email: '', password: '' }, 'login');
  const [failure, setFailure] = useState<string | null>(null);
  // Read after hydration: the server cannot see this tab's storage.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setNotice(takeSessionNotice(globalThis.sessionStorage ?? null)), []);
  const [isBusy, setIsBusy] = useState(false);
  const [bannerRef, announceFailure] = useFocusRequest<HTMLDivElement>();

  // The second step: the credentials that passed, what the account can finish with, the code.
  const [secondStep, setSecondStep] = useState<{
    email: string;
    password: string;
    methods: SecondFactorMethod[];
  } | null>(null);
  const [codeKind, setCodeKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [rememberDevice, setRememberDevice] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) codeRef.current?.focus();
  }, [focusRequests]);
  const focusCode = () => setFocusRequests((count) => count + 1);
  const passkey = usePasskeyAssertion();

  async function signIn(body: Record<string, unknown>): Promise<'signed-in' | 'second-factor'> {
    const storage = browserStorage();
    const deviceToken = readDeviceToken(storage);
    try {
      const answer = await apiRequest('/auth/login', loginAnswer, {
        json: { ...body, ...(deviceToken ? { deviceToken } : {}) },
      });
      if (storage) storeSignIn(storage, answer);
      await navigate(safeReturnPath(search.get('next')), { replace: true });
      return 'signed-in';
    } catch (error) {
      const asked =
        error instanceof ApiError && error.status === 401 ? mfaRequiredSchema.safeParse(error.body) : null;
      if (asked?.success) {
        setSecondStep({
          email: String(body.email),
          password: String(body.password),
          methods: asked.data.methods,
        });
        return 'second-factor';
      }
      throw error;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const credentials = form.check();
    if (!credentials) return;
    setFailure(null);
    setNotice(null);
    setIsBusy(true);
    try {
      if ((await signIn(credentials)) === 'second-factor') {
        setIsBusy(false);
        setCodeKind('totp');
        setCode('');
        setCodeError(undefined);
        focusCode();
      }
    } catch (error) {
      setIsBusy(false);
      setFailure(failureMessage(error, MESSAGES.login.failed));
      if (!form.showServerErrors(error)) announceFailure();
    }
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || !secondStep) return;
    const typed = code.trim();
    if (!typed) {
      setCodeError(
        codeKind === 'totp' ? MESSAGES.twoFactor.codeRequired : MESSAGES.twoFactor.recoveryCodeRequired,
      );
      focusCode();
      return;
    }
    setFailure(null);
    setCodeError(undefined);
    setIsBusy(true);
    try {
      if (
        (await signIn({
          email: secondStep.email,
          password: secondStep.password,
          code: typed,
          rememberDevice,
        })) === 'second-factor'
      ) {
        // The code was not right: said under the field, which takes focus again.
        setIsBusy(false);
        setCode('');
        setCodeError(MESSAGES.twoFactor.codeWrong);
        focusCode();
      }
    } catch (error) {
      setIsBusy(false);
      setFailure(failureMessage(error, MESSAGES.login.failed));
      announceFailure();
    }
  }

  /** The second step finished with a passkey instead of a code. */
  async function verifyWithPasskey() {
    if (isBusy || !secondStep) return;
    setFailure(null);
    setCodeError(undefined);
    setIsBusy(true);
    try {
      const assertion = await passkey.getAssertion();
      const outcome = await signIn({
        email: secondStep.email,
        password: secondStep.password,
        passkey: assertion,
        rememberDevice,
      });
      if (outcome === 'second-factor') {
        setIsBusy(false);
        setFailure(MESSAGES.passkeys.signInFailed);
        announceFailure();
      }
    } catch (error) {
      setIsBusy(false);
      setFailure(passkeyFailure(error, MESSAGES.passkeys.signInFailed));
      announceFailure();
    }
  }

  function switchCodeKind() {
    setCodeKind((kind) => (kind === 'totp' ? 'recovery-code' : 'totp'));
    setCode('');
    setCodeError(undefined);
    focusCode();
  }

  function back() {
    setSecondStep(null);
    setCode('');
    setCodeError(undefined);
    setFailure(null);
  }

  return {
    ...form,
    failure,
    notice,
    isBusy,
    submit,
    bannerRef,
    secondFactor: secondStep && {
      methods: secondStep.methods,
      codeKind,
      code,
      setCode: (value: string) => {
        setCode(value);
        setCodeError(undefined);
      },
      codeError,
      codeRef,
      rememberDevice,
      setRememberDevice,
      submitCode,
      switchCodeKind,
      back,
      // Offered when the account has a passkey and this browser can use one.
      verifyWithPasskey:
        secondStep.methods.includes('passkey') && passkey.isSupported ? verifyWithPasskey : undefined,
    },
  };
}
