import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { loginAnswer } from '../../../domain/answers/auth.ts';
import { loginSchema } from '../../../domain/login.ts';
import { apiRequest } from '../../api-client.ts';
import { storeSession } from '../../stored-session.ts';
import { useCheckedForm, useFocusRequest } from '../forms/use-checked-form.ts';
import { loginFailureMessage } from './login-session.ts';

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
      const answer = await apiRequest('/auth/login', loginAnswer, { json: credentials });
      storeSession(window.localStorage, { token: answer.token, user: answer.data.user });
      await navigate(DASHBOARD_PATH);
    } catch (error) {
      setIsBusy(false);
      setFailure(loginFailureMessage(error));
      if (!form.showServerErrors(error)) announceFailure();
    }
  }

  return { ...form, failure, isBusy, submit, bannerRef };
}
