import { type ContactForm, contactFormSchema, EMPTY_CONTACT_FORM } from '../../../domain/contact.ts';
import { type FieldErrors, pickErrors, validate } from '../../../domain/field-errors.ts';

// public-site.md §4 contact form states and §5 rules, without React, so the decisions are
// unit-tested: what the form checks, which field gets focus, which server errors it shows.

export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';
export type ContactField = keyof ContactForm;

/** Form order: the first invalid field in this order receives focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

export const EMPTY_VALUES: ContactForm = EMPTY_CONTACT_FORM;

export type ContactCheck = { ok: true; data: ContactForm } | { ok: false; errors: FieldErrors };

export function checkContact(values: ContactForm): ContactCheck {
  return validate(contactFormSchema, values);
}

/** The messages to show while editing: none before the first submit, then the current ones. */
export function errorsAfterChange(values: ContactForm, hasAttempted: boolean): FieldErrors {
  if (!hasAttempted) return {};
  const result = checkContact(values);
  return result.ok ? {} : result.errors;
}

export function firstInvalidField(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/** The server's per-field messages (DESIGN.md API conventions) for the fields this form has. */
export function serverFieldErrors(fieldErrors: FieldErrors | undefined): FieldErrors {
  return fieldErrors ? pickErrors(fieldErrors, CONTACT_FIELDS) : {};
}
