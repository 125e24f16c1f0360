import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { emailTemplateAnswer } from '../../../../domain/answers/candidate-emails.ts';
import {
  EMAIL_BODY_MAX,
  EMAIL_SUBJECT_MAX,
  type EmailTemplate,
  emailTemplateFormSchema,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PURPOSE_LABELS,
  TEMPLATE_PURPOSES,
} from '../../../../domain/email-templates.ts';
import { validate } from '../../../../domain/field-errors.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { SelectField, TextAreaField, TextField } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Banner } from '../../ui/status.tsx';
import { MergeFieldHelp } from './merge-field-help.tsx';

// Decision 026: a new template, or changes to one. Checked here with the API's own schema
// (an unknown merge field is named under its field) and again by the API.

const SAVE_FAILED = 'Failed to save the template';

export function TemplateFormDialog({
  editing,
  onSaved,
  onClose,
}: {
  /** The template to change; undefined for a new one; null when the dialog is closed. */
  editing: EmailTemplate | undefined | null;
  onSaved: (template: EmailTemplate, isNew: boolean) => void;
  onClose: () => void;
}) {
  const id = useId();
  const isOpen = editing !== null;
  const [name, setName] = useState('');
  const [purpose, setPurpose] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing === null) return;
    setName(editing?.name ?? '');
    setPurpose(editing?.purpose ?? '');
    setSubject(editing?.subject ?? '');
    setBody(editing?.body ?? '');
    setErrors({});
    setFailure(null);
    nameRef.current?.focus();
  }, [editing]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || editing === null) return;
    const form = { name, purpose: purpose || null, subject, body };
    const checked = validate(emailTemplateFormSchema, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const answer = await apiRequest(
        editing ? `/email-templates/${encodeURIComponent(editing._id)}` : '/email-templates',
        emailTemplateAnswer,
        { method: editing ? 'PUT' : 'POST', json: form },
      );
      onSaved(answer.data.template, !editing);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(failureMessage(error, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog open={isOpen} onClose={() => !isSaving && onClose()} labelledBy={`${id}-title`}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="w-[56rem] max-w-full overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:p-8"
        style={{ maxHeight: 'calc(100dvh - 2rem)' }}
      >
        <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
          {editing ? `Edit “${editing.name}”` : 'New template'}
        </h2>
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="space-y-4">
            <TextField
              id={`${id}-name`}
              name="name"
              label="Name"
              required
              ref={nameRef}
              maxLength={TEMPLATE_NAME_MAX}
              value={name}
              onChange={setName}
              error={errors.name}
            />
            <SelectField
              id={`${id}-purpose`}
              name="purpose"
              label="Purpose"
              placeholder="None"
              value={purpose}
              onChange={setPurpose}
              options={TEMPLATE_PURPOSES.map((value) => ({ value, label: TEMPLATE_PURPOSE_LABELS[value] }))}
              hint="A rejection or offer template is offered when an application’s status changes to rejected or hired."
              error={errors.purpose}
            />
            <TextField
              id={`${id}-subject`}
              name="subject"
              label="Subject"
              required
              maxLength={EMAIL_SUBJECT_MAX}
              value={subject}
              onChange={setSubject}
              error={errors.subject}
            />
            <TextAreaField
              id={`${id}-body`}
              name="body"
              label="Message"
              required
              rows={14}
              maxLength={EMAIL_BODY_MAX}
              value={body}
              onChange={setBody}
              hint="Plain text; a blank line starts a new paragraph."
              error={errors.body}
            />
          </div>
          <MergeFieldHelp />
        </div>
        {failure && (
          <div className="mt-5">
            <Banner tone="error">{failure}</Banner>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isSaving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isBusy={isSaving} busyLabel="Saving...">
            {editing ? 'Save changes' : 'Create template'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
