import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { loginSchema } from '../../../domain/login.ts';
import { apiRequest } from '../../api-client.ts';
import { useCheckedForm, useFocusRequest } from '../forms/use-checked-form.ts';
import { isLoginAnswer, loginFailureMessage, storeSession } from './login-session.ts';

// admin.md §2 Login, §4 Session, §5: email and password checked with loginSchema on submit and
// again on every change after that; success stores the session and goes to /dashboard.

const FIELDS = ['email', 'password'] as const;

export const DASHBOARD_PATH = '/dashboard';

export function useLoginForm() {
  const navigate = useNavigate();
  const form = useCheckedForm(loginSchema, FIELDS, { email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [bannerRef, announceFailure] = useFocusRequest<HTMLDivElement>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const credentials = form.check();
    if (!credentials) return;
    setFailure(null);
    setIsBusy(true);
    try {
      const answer = await apiRequest<unknown>('/auth/login', { json: credentials });
      if (!isLoginAnswer(answer)) throw new Error('sign-in answer without a token');
      storeSession(window.localStorage, answer);
      await navigate(DASHBOARD_PATH);
    } catch (error) {
      setIsBusy(false);
      setFailure(loginFailureMessage(error));
      if (!form.showServerErrors(error)) announceFailure();
    }
  }

  return { ...form, failure, isBusy, submit, bannerRef };
}
