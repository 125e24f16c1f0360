import { describe, expect, it } from 'vitest';
import { contactFormSchema, enquiryNotification } from './contact.ts';
import { validate } from './field-errors.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '0123456789',
  message: 'We need an earthing study.',
};

function errorsFor(changes: Record<string, unknown>) {
  const result = validate(contactFormSchema, { ...valid, ...changes });
  return result.ok ? {} : result.errors;
}

function messagesFor(field: string, value: unknown) {
  const result = contactFormSchema.safeParse({ ...valid, [field]: value });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('contact form (public-site.md §5)', () => {
  it('accepts a complete enquiry and trims every field', () => {
    const result = contactFormSchema.parse({ ...valid, firstName: '  Ada ', email: ' ada@example.com ' });
    expect(result).toEqual(valid);
  });

  it.each([
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['message', 'Message is required'],
  ])('requires %s with "%s" (empty, blank or missing)', (field, message) => {
    expect(errorsFor({ [field]: '' })).toEqual({ [field]: message });
    expect(errorsFor({ [field]: '   ' })).toEqual({ [field]: message });
    expect(errorsFor({ [field]: undefined })).toEqual({ [field]: message });
  });

  it('gives an empty email only "Email is required", not the pattern message', () => {
    expect(messagesFor('email', '')).toEqual(['Email is required']);
  });

  it('gives an empty phone only "Phone number is required", not the digits message', () => {
    expect(messagesFor('phone', '')).toEqual(['Phone number is required']);
  });

  it.each(['ada', 'ada@example', '@example.com', 'ada@', 'ada lovelace@example.com'])(
    'rejects the email %j with "Invalid email address"',
    (email) => {
      expect(errorsFor({ email })).toEqual({ email: 'Invalid email address' });
    },
  );

  it('accepts a simple address with a dotted domain', () => {
    expect(errorsFor({ email: 'first.last+tag@mail.example.co.uk' })).toEqual({});
  });

  it('accepts a phone of exactly 10 digits', () => {
    expect(errorsFor({ phone: '0123456789' })).toEqual({});
  });

  it.each([
    ['a 9-digit phone', '012345678'],
    ['an 11-digit phone', '01234567890'],
    ['a phone with a space', '01234 56789'],
    ['a phone with a plus sign', '+441234567'],
    ['a phone with letters', '01234abcde'],
  ])('rejects %s with "Phone number must be 10 digits"', (_label, phone) => {
    expect(messagesFor('phone', phone)).toEqual(['Phone number must be 10 digits']);
  });

  it('reports every failing field at once', () => {
    expect(validate(contactFormSchema, {})).toEqual({
      ok: false,
      errors: {
        firstName: 'First Name is required',
        lastName: 'Last Name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        message: 'Message is required',
      },
    });
  });
});

describe('enquiry notification (public-site.md §3)', () => {
  it('joins first and last name into from_name and addresses the company', () => {
    expect(enquiryNotification(valid, 'info@example.com')).toEqual({
      from_name: 'Ada Lovelace',
      from_email: 'ada@example.com',
      phone_number: '0123456789',
      message: 'We need an earthing study.',
      to_email: 'info@example.com',
    });
  });
});
