import { type FormEvent, useState } from 'react';
import { passwordChangedAnswer } from '../../../../domain/answers/auth.ts';
import type { AdminUser } from '../../../../domain/entities.ts';
import { passwordFormSchema } from '../../../../domain/staff.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useCheckedForm, useFocusRequest } from '../../forms/use-checked-form.ts';

// POST /auth/password for the signed-in user: the current password and the new one (typed
// twice here, sent once). The server ends the user's other sessions and answers the profile
// with mustChangePassword false, which the caller puts into the session.

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FAILED = 'Failed to change the password';

export function usePasswordForm(onChanged: (user: AdminUser) => void) {
  const form = useCheckedForm(passwordFormSchema, FIELDS, EMPTY, 'password');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [bannerRef, announceFailure] = useFocusRequest<HTMLDivElement>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const checked = form.check();
    if (!checked) return;
    setFailure(null);
    setIsBusy(true);
    try {
      const answer = await apiRequest('/auth/password', passwordChangedAnswer, {
        json: { currentPassword: checked.currentPassword, newPassword: checked.newPassword },
      });
      form.reset();
      setIsBusy(false);
      onChanged(answer.data.user);
    } catch (error) {
      setIsBusy(false);
      // A wrong current password comes back as that field's message; anything else in the banner.
      if (!form.showServerErrors(error)) {
        setFailure(failureMessage(error, FAILED));
        announceFailure();
      }
    }
  }

  return { ...form, failure, isBusy, submit, bannerRef };
}
