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
    ['a UK mobile with its trunk 0 and a space', '07700 900123'],
    ['a UK number with +44', '+44 1206 000000'],
    ['a UK number with +44 and the trunk 0 in brackets', '+44 (0)1206 000000'],
    ['a UK number with 0044 and hyphens', '0044-20-7946-0018'],
    ['a UK landline with its trunk 0', '(01206) 000000'],
    ['an Indian mobile with +91', '+91 98100 00000'],
    ['an Indian number with 0091', '0091 11 4000 0000'],
    ['10 digits with spaces', '01234 56789'],
  ])('accepts %s', (_label, phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it.each([
    ['a 5-digit phone', '12345'],
    ['a 9-digit phone', '012345678'],
    ['a 12-digit number with a trunk 0', '0123 4567 89012'],
    ['a short number after +44', '+441234567'],
    ['an unknown country code', '+33 1 23 45 67 89'],
    ['two plus signs', '++44 1206 000000'],
    ['a plus sign inside', '01206 +000000'],
    ['a phone with letters', '01234abcde'],
    ['a very long run of separators', `01234${'-'.repeat(40)}56789`],
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
