import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginAnswer } from '../../../domain/answers/auth.ts';
import { loginCredentialsSchema } from '../../../domain/login.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { apiRequest, failureMessage } from '../../api-client.ts';
import { storeSignIn } from '../../stored-session.ts';
import { safeReturnPath, takeSessionNotice } from '../dashboard/session/sign-in-return.ts';
import { useCheckedForm, useFocusRequest } from '../forms/use-checked-form.ts';

// admin.md §2 Login, §4 Session, §5: email and password checked with loginSchema on submit and
// again on every change after that; success stores the session and goes to /dashboard, or back
// to the dashboard page whose session ended (?next=, dashboard paths only).

const FIELDS = ['email', 'password'] as const;

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const credentials = form.check();
    if (!credentials) return;
    setFailure(null);
    setNotice(null);
    setIsBusy(true);
    try {
      const answer = await apiRequest('/auth/login', loginAnswer, { json: credentials });
      storeSignIn(window.localStorage, answer);
      await navigate(safeReturnPath(search.get('next')), { replace: true });
    } catch (error) {
      setIsBusy(false);
      setFailure(failureMessage(error, MESSAGES.login.failed));
      if (!form.showServerErrors(error)) announceFailure();
    }
  }

  return { ...form, failure, notice, isBusy, submit, bannerRef };
}
