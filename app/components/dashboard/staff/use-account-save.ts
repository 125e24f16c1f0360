import { useState } from 'react';
import { staffAccountAnswer } from '../../../../domain/answers/users.ts';
import type { StaffAccount } from '../../../../domain/entities.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';

// The call behind each staff dialog (add, edit, reset password): one at a time; a refusal shows
// the server's field messages under their fields, or else a banner that takes focus; nothing
// typed is cleared on a failure.

export function useAccountSave({
  fallback,
  showServerErrors,
  onSaved,
}: {
  /** The banner when the server sent no message of its own. */
  fallback: string;
  /** The form's own: shows the server's field messages; answers whether one took focus. */
  showServerErrors: (error: unknown) => boolean;
  onSaved: (account: StaffAccount) => void;
}) {
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureRef, focusFailure] = useFocusRequest<HTMLDivElement>();

  async function save(path: string, method: 'POST' | 'PATCH', json: unknown) {
    setSaving(true);
    try {
      const { data } = await apiRequest(path, staffAccountAnswer, { method, json });
      onSaved(data.user);
    } catch (error) {
      setFailure(failureMessage(error, fallback));
      if (!showServerErrors(error)) focusFailure();
    } finally {
      setSaving(false);
    }
  }

  return { isSaving, failure, failureRef, save, clearFailure: () => setFailure(null) };
}
