import { useEffect, useId, useRef, useState } from 'react';
import { accreditationAnswer } from '../../../../domain/answers/capability-statements.ts';
import { type Accreditation, accreditationInputSchema } from '../../../../domain/capability-statements.ts';
import { type FieldErrors, validate } from '../../../../domain/field-errors.ts';
import { TEXT_MAX } from '../../../../domain/form-fields.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { TextField } from '../../forms/field.tsx';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { DialogFailure, FormDialogButtons, FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { useUnsavedChanges } from '../content/unsaved-changes.tsx';

// Decision 028: an accreditation added or changed (administrators), in a dialog over the list:
// checked with the API's own schema, the server's messages under their fields, and "Leave
// without saving?" before typed changes are dropped.

const SAVE_FAILED = 'Failed to save the accreditation';
const FIELDS = ['name', 'issuer', 'certificateNumber', 'scope', 'expiresOn'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function valuesOf(accreditation: Accreditation | undefined): Values {
  return {
    name: accreditation?.name ?? '',
    issuer: accreditation?.issuer ?? '',
    certificateNumber: accreditation?.certificateNumber ?? '',
    scope: accreditation?.scope ?? '',
    expiresOn: accreditation?.expiresOn ?? '',
  };
}

export function AccreditationFormDialog({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The accreditation to change; undefined for a new one. */
  editing: Accreditation | undefined;
  onClose: () => void;
  onSaved: (accreditation: Accreditation, isNew: boolean) => void;
}) {
  const id = useId();
  const initial = useRef(valuesOf(editing));
  const [values, setValues] = useState<Values>(initial.current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureRef, focusFailure] = useFocusRequest<HTMLDivElement>();
  const nameRef = useRef<HTMLInputElement>(null);
  const isDirty = FIELDS.some((field) => values[field] !== initial.current[field]);
  const unsaved = useUnsavedChanges(open && isDirty && !isSaving);

  useEffect(() => nameRef.current?.focus(), []);

  const requestClose = () => {
    if (!isSaving) unsaved.confirmDiscard(onClose);
  };

  const focusFirst = (found: FieldErrors) => {
    const field = FIELDS.find((name) => found[name] !== undefined);
    const element = field ? document.getElementById(`${id}-${field}`) : null;
    element?.focus();
    return element !== null;
  };

  const submit = async () => {
    if (isSaving) return;
    const checked = validate(accreditationInputSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const { data } = await apiRequest(
        editing ? `/accreditations/${encodeURIComponent(editing._id)}` : '/accreditations',
        accreditationAnswer,
        { method: editing ? 'PUT' : 'POST', json: checked.data },
      );
      initial.current = values;
      onSaved(data.accreditation, !editing);
    } catch (error) {
      const found = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(found);
      setFailure(failureMessage(error, SAVE_FAILED));
      if (!focusFirst(found)) focusFailure();
    } finally {
      setSaving(false);
    }
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        const { [name]: _gone, ...rest } = current;
        return rest;
      });
    },
  });

  return (
    <>
      {unsaved.dialog}
      <FormDialogFrame
        open={open}
        title={editing ? `Edit ${editing.name}` : 'Add accreditation'}
        width="w-[36rem]"
        onRequestClose={requestClose}
        onSubmit={() => void submit()}
        footer={
          <FormDialogButtons
            isBusy={isSaving}
            onCancel={requestClose}
            submitLabel={editing ? 'Save changes' : 'Add accreditation'}
            busyLabel="Saving..."
          />
        }
      >
        <div className="space-y-5">
          <DialogFailure failure={failure} failureRef={failureRef} />
          <TextField
            label="Accreditation"
            required
            ref={nameRef}
            maxLength={TEXT_MAX.title}
            hint="E.g. ISO 9001:2015 Quality management, SafeContractor, CHAS."
            {...field('name')}
          />
          <TextField label="Certifying body" required maxLength={TEXT_MAX.title} {...field('issuer')} />
          <TextField label="Certificate number" maxLength={TEXT_MAX.name} {...field('certificateNumber')} />
          <TextField label="Scope" maxLength={TEXT_MAX.line} {...field('scope')} />
          <TextField
            label="Expiry date"
            type="date"
            hint="Leave empty if it does not expire. Expired ones are left out of new PDFs."
            {...field('expiresOn')}
          />
        </div>
      </FormDialogFrame>
    </>
  );
}
