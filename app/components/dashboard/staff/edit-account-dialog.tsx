import { useRef } from 'react';
import type { StaffAccount } from '../../../../domain/entities.ts';
import { staffCreateSchema } from '../../../../domain/staff.ts';
import { useCheckedForm } from '../../forms/use-checked-form.ts';
import { DialogFailure, FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { useUnsavedChanges } from '../content/unsaved-changes.tsx';
import { AccountNameFields } from './account-fields.tsx';
import { RoleField } from './role-field.tsx';
import { STAFF_TEXT } from './staff-text.ts';
import { useAccountSave } from './use-account-save.ts';

// Edit a staff account (PATCH /users/{id}): Name, E-mail and Role, filled from the account and
// checked with the same rules as a new one. Only what changed is sent, because a new role ends
// the person's sessions (the API), which a changed name alone should not. Your own role cannot
// be changed here: an administrator never demotes themselves (the API refuses it too).

const FIELDS = ['name', 'email', 'role'] as const;
const EDIT_SCHEMA = staffCreateSchema.omit({ password: true });

const OWN_ROLE_NOTE = 'You cannot change your own role. Another administrator can.';
const ROLE_CHANGE_NOTE = 'A new role signs them out, so it takes effect at once.';

export function EditAccountDialog({
  open,
  account,
  isSelf,
  onClose,
  onSaved,
}: {
  open: boolean;
  account: StaffAccount;
  /** The signed-in administrator's own account. */
  isSelf: boolean;
  onClose: () => void;
  onSaved: (account: StaffAccount) => void;
}) {
  const initial = useRef({ name: account.name, email: account.email, role: account.role });
  const form = useCheckedForm(EDIT_SCHEMA, FIELDS, initial.current, 'staff-edit');
  const { isSaving, failure, failureRef, save, clearFailure } = useAccountSave({
    fallback: STAFF_TEXT.saveFailed,
    showServerErrors: form.showServerErrors,
    onSaved: onSaved,
  });

  const changed = FIELDS.filter((field) => form.values[field] !== initial.current[field]);
  const unsaved = useUnsavedChanges(open && changed.length > 0);
  const requestClose = () => {
    if (!isSaving) unsaved.confirmDiscard(onClose);
  };

  const submit = async () => {
    if (isSaving) return;
    clearFailure();
    const checked = form.check();
    if (!checked) return;
    // Nothing changed: nothing to send, and no notice that claims a save.
    if (changed.length === 0) {
      onClose();
      return;
    }
    const change = Object.fromEntries(changed.map((field) => [field, checked[field]]));
    await save(`/users/${encodeURIComponent(account._id)}`, 'PATCH', change);
  };

  const roleNote = isSelf ? OWN_ROLE_NOTE : form.values.role !== account.role ? ROLE_CHANGE_NOTE : undefined;
  return (
    <>
      {/* Before the form's dialog, so "Leave without saving" closes first (edit-image-dialog.tsx). */}
      {unsaved.dialog}
      <FormDialogFrame
        open={open}
        title={`Edit ${account.name}`}
        width="w-[36rem]"
        onRequestClose={requestClose}
        onSubmit={submit}
        footer={
          <FormDialogButtons
            isBusy={isSaving}
            onCancel={requestClose}
            submitLabel="Save changes"
            busyLabel="Saving..."
          />
        }
      >
        <div className="space-y-5">
          <DialogFailure failure={failure} failureRef={failureRef} />
          <AccountNameFields bind={form.bind} />
          <RoleField {...form.bind('role')} disabled={isSelf} note={roleNote} />
        </div>
      </FormDialogFrame>
    </>
  );
}
