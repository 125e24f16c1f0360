import { useState } from 'react';
import { staffAccountAnswer } from '../../../../domain/answers/users.ts';
import type { StaffAccount } from '../../../../domain/entities.ts';
import { staffCreateSchema } from '../../../../domain/staff.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { TextField } from '../../forms/field.tsx';
import { useCheckedForm, useFocusRequest } from '../../forms/use-checked-form.ts';
import { DialogFailure, FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { STAFF_TEXT } from './staff-text.ts';

// Reset password (PATCH /users/{id} with `password`): a new initial password for someone who has
// lost theirs. The dialog says what it does before anything is sent (their password stops
// working and they are signed out), so it is its own confirmation.

const FIELDS = ['password'] as const;
const RESET_SCHEMA = staffCreateSchema.pick({ password: true });

export function ResetPasswordDialog({
  open,
  account,
  onClose,
  onReset,
}: {
  open: boolean;
  account: StaffAccount;
  onClose: () => void;
  onReset: (account: StaffAccount) => void;
}) {
  const form = useCheckedForm(RESET_SCHEMA, FIELDS, { password: '' }, 'staff-reset');
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureRef, focusFailure] = useFocusRequest<HTMLDivElement>();

  const requestClose = () => {
    if (!isSaving) onClose();
  };

  const submit = async () => {
    if (isSaving) return;
    setFailure(null);
    const checked = form.check();
    if (!checked) return;
    setSaving(true);
    try {
      const { data } = await apiRequest(`/users/${encodeURIComponent(account._id)}`, staffAccountAnswer, {
        method: 'PATCH',
        json: checked,
      });
      onReset(data.user);
    } catch (error) {
      setFailure(failureMessage(error, STAFF_TEXT.resetFailed));
      if (!form.showServerErrors(error)) focusFailure();
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialogFrame
      open={open}
      title={`Reset password for ${account.name}`}
      description={
        <>
          Their current password stops working at once and they are signed out everywhere. They sign in with
          the new one and must then choose their own.
        </>
      }
      width="w-[36rem]"
      onRequestClose={requestClose}
      onSubmit={submit}
      footer={
        <FormDialogButtons
          isBusy={isSaving}
          onCancel={requestClose}
          submitLabel="Reset password"
          busyLabel="Resetting..."
          variant="danger"
        />
      }
    >
      <div className="space-y-5">
        <DialogFailure failure={failure} failureRef={failureRef} />
        <TextField
          {...form.bind('password')}
          type="password"
          label="New initial password"
          required
          autoComplete="new-password"
          hint={STAFF_TEXT.passwordHint}
        />
      </div>
    </FormDialogFrame>
  );
}
