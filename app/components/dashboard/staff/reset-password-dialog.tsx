import type { StaffAccount } from '../../../../domain/entities.ts';
import { staffCreateSchema } from '../../../../domain/staff.ts';
import { TextField } from '../../forms/field.tsx';
import { useCheckedForm } from '../../forms/use-checked-form.ts';
import { DialogFailure, FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { STAFF_TEXT } from './staff-text.ts';
import { useAccountSave } from './use-account-save.ts';

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
  const { isSaving, failure, failureRef, save, clearFailure } = useAccountSave({
    fallback: STAFF_TEXT.resetFailed,
    showServerErrors: form.showServerErrors,
    onSaved: onReset,
  });

  const requestClose = () => {
    if (!isSaving) onClose();
  };

  const submit = async () => {
    if (isSaving) return;
    clearFailure();
    const checked = form.check();
    if (!checked) return;
    await save(`/users/${encodeURIComponent(account._id)}`, 'PATCH', checked);
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
