import type { AdminUser } from '../../../../domain/entities.ts';
import { MIN_PASSWORD_LENGTH } from '../../../../domain/staff.ts';
import { SubmitButton } from '../../forms/submit-button.tsx';
import { PasswordField } from '../../login/password-field.tsx';
import { Banner } from '../../ui/status.tsx';
import { usePasswordForm } from './use-password-form.ts';

// The three fields of a password change, used by the first-sign-in step and by Your Account.
// autocomplete="new-password" lets a password manager offer and save a strong one.

export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one that is easy to type.`;

export function PasswordForm({
  onChanged,
  submitLabel,
  currentLabel = 'Current password',
}: {
  onChanged: (user: AdminUser) => void;
  submitLabel: string;
  /** What the password to replace is called: the initial one at first sign-in. */
  currentLabel?: string;
}) {
  const { bind, failure, isBusy, submit, bannerRef } = usePasswordForm(onChanged);
  return (
    <form noValidate onSubmit={submit} aria-label="Change password" className="space-y-5">
      <div ref={bannerRef} tabIndex={-1} className="focus:outline-none empty:hidden">
        {failure && <Banner tone="error">{failure}</Banner>}
      </div>
      <PasswordField
        label={currentLabel}
        autoComplete="current-password"
        required
        {...bind('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint={NEW_PASSWORD_HINT}
        {...bind('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...bind('confirmPassword')}
      />
      <SubmitButton isBusy={isBusy} busyLabel="Saving..." className="w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
