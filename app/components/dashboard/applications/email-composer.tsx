import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { candidateEmailAnswer, emailPreviewAnswer } from '../../../../domain/answers/candidate-emails.ts';
import {
  EMAIL_BODY_MAX,
  EMAIL_MESSAGES,
  EMAIL_SUBJECT_MAX,
  type EmailPreview,
  type EmailTemplate,
} from '../../../../domain/email-templates.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { SelectField, TextAreaField, TextField } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { Banner } from '../../ui/status.tsx';

// Decision 026: "Write to applicant". A template fills the subject and message, which stay
// editable; Preview shows the text merged for this applicant and the fields that have no value
// yet; Send queues exactly that. Nothing is sent until the person presses Send, and if sending
// fails what they wrote stays in the form.

export function EmailComposer({
  applicationId,
  recipient,
  templates,
  initialTemplateId,
  previewAtOnce = false,
  onSent,
  onCancel,
}: {
  applicationId: string;
  /** "Priya Sharma <priya@example.com>", shown so the person sees who will receive it. */
  recipient: string;
  templates: readonly EmailTemplate[];
  initialTemplateId?: string | undefined;
  /** Opened from an offer: show the chosen template merged for this applicant straight away. */
  previewAtOnce?: boolean;
  onSent: (subject: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const initial = templates.find((template) => template._id === initialTemplateId);
  const [templateId, setTemplateId] = useState(initial?._id ?? '');
  const [subject, setSubject] = useState(initial?.subject ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const firstField = useRef<HTMLSelectElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the composer opens.
  useEffect(() => {
    firstField.current?.focus();
    if (previewAtOnce && initial) void call('preview');
  }, []);

  const chosen = templates.find((template) => template._id === templateId);
  // The template as saved, unless the person changed its text here: then what they typed.
  const content =
    chosen && chosen.subject === subject && chosen.body === body
      ? { templateId: chosen._id }
      : { subject, body };
  const path = `/applications/${encodeURIComponent(applicationId)}/emails`;

  const chooseTemplate = (value: string) => {
    setTemplateId(value);
    setPreview(null);
    const template = templates.find((candidate) => candidate._id === value);
    if (template) {
      setSubject(template.subject);
      setBody(template.body);
    }
  };

  const call = async (kind: 'preview' | 'send') => {
    setBusy(kind);
    setFailure(null);
    setErrors({});
    try {
      if (kind === 'preview') {
        const answer = await apiRequest(`${path}/preview`, emailPreviewAnswer, { json: content });
        setPreview(answer.data.preview);
      } else {
        const answer = await apiRequest(path, candidateEmailAnswer, { json: content });
        onSent(answer.data.email.subject);
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      setFailure(
        failureMessage(error, kind === 'send' ? EMAIL_MESSAGES.sendFailed : EMAIL_MESSAGES.previewFailed),
      );
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void call('send');
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-3 space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <div>
        <h4 id={`${id}-title`} className="font-semibold text-slate-900">
          Write to the applicant
        </h4>
        <p className="text-sm text-slate-600">To {recipient}</p>
      </div>
      <SelectField
        id={`${id}-template`}
        name="template"
        label="Template"
        ref={firstField}
        placeholder="No template (free text)"
        value={templateId}
        onChange={chooseTemplate}
        options={templates.map((template) => ({ value: template._id, label: template.name }))}
        hint="Choosing a template fills in its subject and message; you can change them before sending."
      />
      <TextField
        id={`${id}-subject`}
        name="subject"
        label="Subject"
        required
        maxLength={EMAIL_SUBJECT_MAX}
        value={subject}
        onChange={(value) => {
          setSubject(value);
          setPreview(null);
        }}
        error={errors.subject}
      />
      <TextAreaField
        id={`${id}-body`}
        name="body"
        label="Message"
        required
        rows={10}
        maxLength={EMAIL_BODY_MAX}
        value={body}
        onChange={(value) => {
          setBody(value);
          setPreview(null);
        }}
        hint="A blank line starts a new paragraph. Merge fields such as {{firstName}} are filled in when sent."
        error={errors.body ?? errors.templateId}
      />
      {failure && <Banner tone="error">{failure}</Banner>}
      <div aria-live="polite">
        {preview && (
          <section aria-label="Preview" className="rounded-md bg-white p-4 ring-1 ring-slate-200">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Preview</p>
            <p className="mt-1 font-semibold text-slate-900">{preview.subject}</p>
            <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{preview.body}</p>
            {preview.missing.length > 0 && (
              <div className="mt-3">
                <Banner tone="warning" title="Not ready to send">
                  {EMAIL_MESSAGES.missingValues(preview.missing)}
                </Banner>
              </div>
            )}
          </section>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          isBusy={busy === 'preview'}
          busyLabel="Previewing..."
          disabled={busy === 'send'}
          onClick={() => void call('preview')}
        >
          Preview
        </Button>
        <Button
          type="submit"
          size="sm"
          isBusy={busy === 'send'}
          busyLabel="Sending..."
          // The preview showed a field with no value: the API would refuse it too.
          disabled={busy === 'preview' || (preview?.missing.length ?? 0) > 0}
        >
          Send
        </Button>
        <Button variant="ghost" size="sm" disabled={busy !== null} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
