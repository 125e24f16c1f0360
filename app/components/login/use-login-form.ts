import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type FieldErrors, pickErrors, validate } from '../../../domain/field-errors.ts';
import { type Login, loginSchema } from '../../../domain/login.ts';
import { ApiError, apiRequest } from '../../api-client.ts';
import { isLoginAnswer, loginFailureMessage, storeSession } from './login-session.ts';

// admin.md §2 Login, §4 Session, §5: email and password checked with loginSchema on submit and
// again on every change after that; success stores the session and goes to /dashboard.

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

export const DASHBOARD_PATH = '/dashboard';

export function useLoginForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Login>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [hasAttempted, setHasAttempted] = useState(false);
  // Bumped on each failed sign-in: the banner takes focus (the disabled button has lost it).
  const [failureCount, setFailureCount] = useState(0);
  const fieldRefs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failureCount > 0) bannerRef.current?.focus();
  }, [failureCount]);

  function fieldRef(field: LoginField) {
    return (element: HTMLInputElement | null) => {
      fieldRefs.current[field] = element;
    };
  }

  function focusFirstInvalid(found: FieldErrors): boolean {
    const field = FIELDS.find((name) => found[name] !== undefined);
    const element = field ? fieldRefs.current[field] : undefined;
    element?.focus();
    return Boolean(element);
  }

  function change(field: LoginField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (hasAttempted) {
      const result = validate(loginSchema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setHasAttempted(true);
    const checked = validate(loginSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setIsBusy(true);
    try {
      const answer = await apiRequest<unknown>('/auth/login', { json: checked.data });
      if (!isLoginAnswer(answer)) throw new Error('sign-in answer without a token');
      storeSession(window.localStorage, answer);
      await navigate(DASHBOARD_PATH);
    } catch (error) {
      setIsBusy(false);
      setFailure(loginFailureMessage(error));
      const fromServer = error instanceof ApiError ? pickErrors(error.fieldErrors, FIELDS) : {};
      setErrors(fromServer);
      if (!focusFirstInvalid(fromServer)) setFailureCount((count) => count + 1);
    }
  }

  return { values, errors, failure, isBusy, change, submit, fieldRef, bannerRef };
}
