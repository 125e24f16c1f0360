import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { acknowledgedAnswer } from '../../../domain/answers/common.ts';
import { resetPasswordFormSchema } from '../../../domain/password-reset.ts';
import { MIN_PASSWORD_LENGTH } from '../../../domain/staff.ts';
import { ApiError, apiRequest, failureMessage } from '../../api-client.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useCheckedForm, useFocusRequest } from '../forms/use-checked-form.ts';
import { Banner } from '../ui/status.tsx';
import { AUTH_LINK, AuthHeading } from './auth-card.tsx';
import { PasswordField } from './password-field.tsx';

// Decision 027, /reset-password?token=…: the new password, typed twice, under the staff password
// rules. Success replaces the form with a link to sign in (every session was ended, and a second
// factor is still asked for there). A link that has expired, was used or was never ours is said
// plainly, with the way to ask for a new one.

const FAILED = 'Could not set the new password. Please try again.';
const FIELDS = ['password', 'confirmPassword'] as const;

export function ResetPasswordCard() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const form = useCheckedForm(
    resetPasswordFormSchema,
    FIELDS,
    { password: '', confirmPassword: '' },
    'reset',
  );
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; isLinkBad: boolean } | null>(null);
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
      const answer = await apiRequest('/auth/reset-password', acknowledgedAnswer, {
        json: { token, password: fields.password },
      });
      setDone(answer.message ?? '');
      announce();
    } catch (error) {
      const isLinkBad =
        error instanceof ApiError && error.status === 400 && typeof error.fieldErrors.token === 'string';
      setFailure({ text: failureMessage(error, FAILED), isLinkBad });
      if (isLinkBad || !form.showServerErrors(error)) announce();
    } finally {
      setBusy(false);
    }
  }

  const isLinkMissing = token === '';
  return (
    <>
      <AuthHeading title="Choose a new password" intro="Choose the new password for your staff account." />
      <div ref={bannerRef} tabIndex={-1} className="mt-6 focus:outline-none empty:hidden">
        {isLinkMissing && (
          <Banner tone="error">
            This page needs the link from the e-mail.{' '}
            <Link to="/forgot-password" className="underline underline-offset-2">
              Ask for a new link.
            </Link>
          </Banner>
        )}
        {failure && (
          <Banner tone="error">
            {failure.text}{' '}
            {failure.isLinkBad && (
              <Link to="/forgot-password" className="underline underline-offset-2">
                Ask for a new link.
              </Link>
            )}
          </Banner>
        )}
        {done !== null && (
          <Banner tone="success" title="Password changed">
            {done}
          </Banner>
        )}
      </div>
      {done === null && !isLinkMissing && !failure?.isLinkBad && (
        <form
          noValidate
          method="post"
          onSubmit={submit}
          aria-label="Choose a new password"
          className="mt-6 space-y-5"
        >
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            required
            {...form.bind('password')}
          />
          <PasswordField
            label="New password again"
            autoComplete="new-password"
            required
            {...form.bind('confirmPassword')}
          />
          <SubmitButton isBusy={isBusy} busyLabel="Saving..." className="w-full">
            Set new password
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        {done !== null ? (
          <Link to="/login" className={`${AUTH_LINK} text-base`}>
            Sign in with your new password
          </Link>
        ) : (
          <Link to="/login" className={AUTH_LINK}>
            Back to sign in
          </Link>
        )}
      </p>
    </>
  );
}
