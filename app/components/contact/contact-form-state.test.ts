import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  checkContact,
  EMPTY_VALUES,
  errorsAfterChange,
  firstInvalidField,
  serverFieldErrors,
} from './contact-form-state.ts';

const m = MESSAGES.contact;
const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.co.uk',
  phone: '0123456789',
  message: 'Please call me.',
};

describe('contact form rules (public-site.md §5)', () => {
  it('gives every required message for an empty form', () => {
    expect(checkContact(EMPTY_VALUES)).toEqual({
      ok: false,
      errors: {
        firstName: m.firstNameRequired,
        lastName: m.lastNameRequired,
        email: m.emailRequired,
        phone: m.phoneRequired,
        message: m.messageRequired,
      },
    });
  });

  it('accepts a complete enquiry and trims it', () => {
    expect(checkContact({ ...valid, firstName: '  Ada ' })).toEqual({ ok: true, data: valid });
  });

  it.each(['012345678', '01234567890', '01234 56789', '+441206000', 'abcdefghij'])(
    'rejects the phone %s: exactly 10 digits',
    (phone) => {
      expect(checkContact({ ...valid, phone })).toEqual({ ok: false, errors: { phone: m.phoneDigits } });
    },
  );

  it('rejects an address without a dotted domain', () => {
    expect(checkContact({ ...valid, email: 'ada@example' })).toEqual({
      ok: false,
      errors: { email: m.emailInvalid },
    });
  });
});

describe('contact form states (public-site.md §4)', () => {
  it('shows nothing while typing before the first submit, then revalidates on every change', () => {
    const typing = { ...valid, email: 'ada@' };
    expect(errorsAfterChange(typing, false)).toEqual({});
    expect(errorsAfterChange(typing, true)).toEqual({ email: m.emailInvalid });
    expect(errorsAfterChange(valid, true)).toEqual({});
  });

  it('focuses the first invalid field in form order', () => {
    expect(firstInvalidField({ message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({ phone: 'x' })).toBe('phone');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it("keeps only the server's messages for this form's fields", () => {
    expect(serverFieldErrors({ phone: m.phoneDigits, form: 'Invalid request body' })).toEqual({
      phone: m.phoneDigits,
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
