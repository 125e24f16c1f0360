import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import { loginSchema } from './login.ts';

describe('admin login (admin.md §5)', () => {
  it('accepts an email and password, trimming only the email', () => {
    expect(loginSchema.parse({ email: ' admin@example.com ', password: ' secret ' })).toEqual({
      email: 'admin@example.com',
      password: ' secret ',
    });
  });

  it('requires both with "Email is required" and "Password is required"', () => {
    expect(validate(loginSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
    expect(validate(loginSchema, {})).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('rejects an address without a domain with "Please enter a valid email address"', () => {
    expect(validate(loginSchema, { email: 'admin', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
  });
});
