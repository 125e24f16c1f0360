import { useEffect, useId, useRef, useState } from 'react';
import { PASSKEY_NAME_MAX, passkeyNameSchema } from '../../../../domain/passkeys.ts';
import { TextField } from '../../forms/field.tsx';
import { DialogFailure, FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';

// Decision 027: the one dialog that names a passkey, for adding one (its submit then starts the
// browser's passkey prompt) and for renaming one. The name is checked with the API's own rule.

export function PasskeyNameDialog({
  open,
  title,
  description,
  initialName,
  submitLabel,
  busyLabel,
  isBusy,
  failure,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: string;
  /** Filled in when the dialog opens (and again when it arrives later, while untouched). */
  initialName: string;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  failure: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [isTouched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled afresh each time it opens.
  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setTouched(false);
    setError(undefined);
    // After ModalDialog's showModal(), which focuses the first control (the close button).
    requestAnimationFrame(() => inputRef.current?.select());
  }, [open]);

  useEffect(() => {
    if (open && !isTouched) setName(initialName);
  }, [open, initialName, isTouched]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  function submit() {
    if (isBusy) return;
    const checked = passkeyNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    onSubmit(checked.data);
  }

  return (
    <FormDialogFrame
      open={open}
      title={title}
      description={description}
      width="w-[30rem]"
      onRequestClose={() => {
        if (!isBusy) onClose();
      }}
      onSubmit={submit}
      footer={
        <FormDialogButtons
          isBusy={isBusy}
          onCancel={onClose}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
        />
      }
    >
      <div className="space-y-4">
        <DialogFailure failure={failure} failureRef={failureRef} />
        <TextField
          id={`${id}-name`}
          name="passkeyName"
          label="Passkey name"
          hint="So you can tell your passkeys apart, such as the device or password manager that keeps it."
          required
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          value={name}
          error={error}
          ref={inputRef}
          onChange={(value) => {
            setTouched(true);
            setName(value);
            if (error) setError(passkeyNameSchema.safeParse(value).error?.issues[0]?.message);
          }}
        />
      </div>
    </FormDialogFrame>
  );
}
