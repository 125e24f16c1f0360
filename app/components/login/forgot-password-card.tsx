import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { acknowledgedAnswer } from '../../../domain/answers/common.ts';
import { forgotPasswordSchema } from '../../../domain/password-reset.ts';
import { apiRequest, failureMessage } from '../../api-client.ts';
import { TextField } from '../forms/field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useCheckedForm, useFocusRequest } from '../forms/use-checked-form.ts';
import { Banner } from '../ui/status.tsx';
import { AUTH_LINK, AuthHeading } from './auth-card.tsx';

// Decision 027, /forgot-password: one field, the e-mail address. The server answers the same
// whether or not an account has it, so the page can only say "if it does, a link is on its way";
// that answer replaces the form and takes focus.

const FAILED = 'Could not send the request. Please try again.';

export function ForgotPasswordCard() {
  const form = useCheckedForm(forgotPasswordSchema, ['email'], { email: '' }, 'forgot');
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [bannerRef, announce] = useFocusRequest<HTMLDivElement>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const fields = form.check();
    if (!fields) return;
    setFailure(null);
    setBusy(true);
    try {
      const answer = await apiRequest('/auth/forgot-password', acknowledgedAnswer, { json: fields });
      setSent(answer.message ?? '');
      announce();
    } catch (error) {
      setFailure(failureMessage(error, FAILED));
      if (!form.showServerErrors(error)) announce();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AuthHeading
        title="Forgot password"
        intro="Type the e-mail address of your staff account. We will send it a link to choose a new password."
      />
      <div ref={bannerRef} tabIndex={-1} className="mt-6 focus:outline-none empty:hidden">
        {failure && <Banner tone="error">{failure}</Banner>}
        {sent !== null && (
          <Banner tone="success" title="Check your e-mail">
            {sent}
          </Banner>
        )}
      </div>
      {sent === null && (
        <form
          noValidate
          method="post"
          onSubmit={submit}
          aria-label="Forgot password"
          className="mt-6 space-y-5"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...form.bind('email')}
          />
          <SubmitButton isBusy={isBusy} busyLabel="Sending..." className="w-full">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={AUTH_LINK}>
          Back to sign in
        </Link>
      </p>
    </>
  );
}
