import type { StaffAccount } from '../../../../domain/entities.ts';
import { staffCreateSchema } from '../../../../domain/staff.ts';
import { TextField } from '../../forms/field.tsx';
import { useCheckedForm } from '../../forms/use-checked-form.ts';
import { DialogFailure, FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { useUnsavedChanges } from '../content/unsaved-changes.tsx';
import { AccountNameFields } from './account-fields.tsx';
import { RoleField } from './role-field.tsx';
import { STAFF_TEXT } from './staff-text.ts';
import { useAccountSave } from './use-account-save.ts';

// Add staff member (POST /users): Name, E-mail, Role and an initial password, checked with the
// API's own schema before it is sent; the server's field messages (a taken e-mail, 409) show
// under their fields. Nothing typed is cleared by a failure, and leaving with something typed
// asks first. Editor is chosen at the start: the least access, so a slip grants the least.
// The fields stay enabled while the call runs (as on the login form): a field the server refuses
// must be able to take focus the moment its answer arrives.

const FIELDS = ['name', 'email', 'role', 'password'] as const;
const EMPTY = { name: '', email: '', role: 'editor', password: '' } as const;

export function AddAccountDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (account: StaffAccount) => void;
}) {
  const form = useCheckedForm(staffCreateSchema, FIELDS, EMPTY, 'staff-add');
  const { isSaving, failure, failureRef, save, clearFailure } = useAccountSave({
    fallback: STAFF_TEXT.createFailed,
    showServerErrors: form.showServerErrors,
    onSaved: onCreated,
  });

  const isDirty = FIELDS.some((field) => form.values[field] !== EMPTY[field]);
  const unsaved = useUnsavedChanges(open && isDirty);
  const requestClose = () => {
    if (!isSaving) unsaved.confirmDiscard(onClose);
  };

  const submit = async () => {
    if (isSaving) return;
    clearFailure();
    const account = form.check();
    if (!account) return;
    await save('/users', 'POST', account);
  };

  return (
    <>
      {/* Before the form's dialog, so "Leave without saving" closes first (edit-image-dialog.tsx). */}
      {unsaved.dialog}
      <FormDialogFrame
        open={open}
        title="Add staff member"
        description="They sign in with this e-mail address and the initial password you give them."
        width="w-[36rem]"
        onRequestClose={requestClose}
        onSubmit={submit}
        footer={
          <FormDialogButtons
            isBusy={isSaving}
            onCancel={requestClose}
            submitLabel="Create account"
            busyLabel="Creating..."
          />
        }
      >
        <div className="space-y-5">
          <DialogFailure failure={failure} failureRef={failureRef} />
          <AccountNameFields bind={form.bind} />
          <RoleField {...form.bind('role')} />
          <TextField
            {...form.bind('password')}
            type="password"
            label="Initial password"
            required
            autoComplete="new-password"
            hint={STAFF_TEXT.passwordHint}
          />
        </div>
      </FormDialogFrame>
    </>
  );
}
