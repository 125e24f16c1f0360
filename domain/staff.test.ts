import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import { MESSAGES } from './messages.ts';
import { canUse, passwordFormSchema } from './staff.ts';

const m = MESSAGES.staff;

describe('what each role may use', () => {
  it('gives recruitment to admin and hr, content to admin and editor, staff to admin alone', () => {
    expect([
      canUse('admin', 'recruitment'),
      canUse('hr', 'recruitment'),
      canUse('editor', 'recruitment'),
    ]).toEqual([true, true, false]);
    expect([canUse('admin', 'content'), canUse('hr', 'content'), canUse('editor', 'content')]).toEqual([
      true,
      false,
      true,
    ]);
    expect([canUse('admin', 'staff'), canUse('hr', 'staff'), canUse('editor', 'staff')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canUse('admin', 'anyone'), canUse('hr', 'anyone'), canUse('editor', 'anyone')]).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('the dashboard password form', () => {
  const form = {
    currentPassword: 'initial-secret-1',
    newPassword: 'copper busbar lantern',
    confirmPassword: 'copper busbar lantern',
  };

  it('accepts a new password of 12 characters typed the same twice', () => {
    expect(validate(passwordFormSchema, form)).toMatchObject({ ok: true });
  });

  it('names each field that is wrong', () => {
    expect(
      validate(passwordFormSchema, { currentPassword: '', newPassword: 'short', confirmPassword: '' }),
    ).toEqual({
      ok: false,
      errors: {
        currentPassword: m.currentPasswordRequired,
        newPassword: m.passwordTooShort,
        confirmPassword: m.confirmPasswordRequired,
      },
    });
    expect(validate(passwordFormSchema, { ...form, confirmPassword: 'copper busbar lanterns' })).toEqual({
      ok: false,
      errors: { confirmPassword: m.passwordsDiffer },
    });
    expect(
      validate(passwordFormSchema, {
        ...form,
        newPassword: form.currentPassword,
        confirmPassword: form.currentPassword,
      }),
    ).toEqual({
      ok: false,
      errors: { newPassword: m.newPasswordSame },
    });
  });
});
