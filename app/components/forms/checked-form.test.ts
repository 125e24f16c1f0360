import { describe, expect, it } from 'vitest';
import { contactFormSchema } from '../../../domain/contact.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError } from '../../api-client.ts';
import { errorsWhileEditing, firstInvalidField, serverFieldErrors } from './checked-form.ts';

// The contact form (public-site.md §4-§5) stands for every form these rules serve.

const m = MESSAGES.contact;
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.co.uk',
  phone: '0123456789',
  message: 'Please call me.',
};

describe('checked forms', () => {
  it('shows nothing while typing before the first submit, then revalidates on every change', () => {
    const typing = { ...valid, email: 'ada@' };
    expect(errorsWhileEditing(contactFormSchema, typing, false)).toEqual({});
    expect(errorsWhileEditing(contactFormSchema, typing, true)).toEqual({ email: m.emailInvalid });
    expect(errorsWhileEditing(contactFormSchema, valid, true)).toEqual({});
  });

  it('focuses the first invalid field in form order', () => {
    expect(firstInvalidField(FIELDS, { message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField(FIELDS, { phone: 'x' })).toBe('phone');
    expect(firstInvalidField(FIELDS, {})).toBeUndefined();
  });

  it("keeps only the server's messages for the form's own fields", () => {
    const error = new ApiError('Invalid', 400, { phone: m.phoneDigits, form: 'Invalid request body' });
    expect(serverFieldErrors(error, FIELDS)).toEqual({ phone: m.phoneDigits });
    expect(serverFieldErrors(new Error('offline'), FIELDS)).toEqual({});
  });
});
