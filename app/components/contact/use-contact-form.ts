import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ContactForm } from '../../../domain/contact.ts';
import type { FieldErrors } from '../../../domain/field-errors.ts';
import { ApiError, apiRequest } from '../../api-client.ts';
import {
  type ContactField,
  type ContactStatus,
  checkContact,
  EMPTY_VALUES,
  errorsAfterChange,
  firstInvalidField,
  serverFieldErrors,
} from './contact-form-state.ts';

// public-site.md §4: idle -> sending -> success (form reset) or error (form data kept).
// Validated on submit, then revalidated on every change (§5).

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export function useContactForm() {
  const [values, setValues] = useState<ContactForm>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [hasAttempted, setHasAttempted] = useState(false);
  // Bumped when a result should be read out: the banner then takes focus (the disabled submit
  // button has lost it), so keyboard and screen reader users land on the outcome.
  const [announcement, setAnnouncement] = useState(0);
  const fieldRefs = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (announcement > 0) statusRef.current?.focus();
  }, [announcement]);

  function fieldRef(field: ContactField) {
    return (element: FieldElement | null) => {
      fieldRefs.current[field] = element;
    };
  }

  function focusFirstInvalid(found: FieldErrors): boolean {
    const field = firstInvalidField(found);
    const element = field ? fieldRefs.current[field] : undefined;
    element?.focus();
    return element !== undefined && element !== null;
  }

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(errorsAfterChange(next, hasAttempted));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setHasAttempted(true);
    const checked = checkContact(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setStatus('idle');
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await apiRequest('/contact', { json: checked.data });
      setValues(EMPTY_VALUES);
      setHasAttempted(false);
      setStatus('success');
      setAnnouncement((count) => count + 1);
    } catch (error) {
      const fromServer = serverFieldErrors(error instanceof ApiError ? error.fieldErrors : undefined);
      setErrors(fromServer);
      setStatus('error');
      // Field messages from the server are fixed at the first one; otherwise read the banner.
      if (!focusFirstInvalid(fromServer)) setAnnouncement((count) => count + 1);
    }
  }

  return { values, errors, status, change, submit, fieldRef, statusRef };
}
