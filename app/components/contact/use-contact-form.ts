import { type FormEvent, useState } from 'react';
import { enquiryAnswer } from '../../../domain/answers/enquiries.ts';
import { contactFormSchema, EMPTY_CONTACT_FORM } from '../../../domain/contact.ts';
import { apiRequest } from '../../api-client.ts';
import { useCheckedForm, useFocusRequest } from '../forms/use-checked-form.ts';

// public-site.md §4: idle -> sending -> success (form reset) or error (form data kept).
// Validated on submit, then revalidated on every change (§5).

export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

/** Form order: the first invalid field in this order receives focus. */
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

export function useContactForm() {
  const form = useCheckedForm(contactFormSchema, CONTACT_FIELDS, EMPTY_CONTACT_FORM);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [statusRef, announce] = useFocusRequest<HTMLDivElement>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const enquiry = form.check();
    if (!enquiry) {
      setStatus('idle');
      return;
    }
    setStatus('sending');
    try {
      await apiRequest('/contact', enquiryAnswer, { json: enquiry });
      form.reset();
      setStatus('success');
      announce();
    } catch (error) {
      setStatus('error');
      // Field messages from the server take focus at the first one; otherwise the banner does.
      if (!form.showServerErrors(error)) announce();
    }
  }

  return { ...form, status, submit, statusRef };
}
