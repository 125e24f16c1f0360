import { z } from 'zod';
import { EMAIL_PATTERN, requiredText, TEXT_MAX, within } from './form-fields.ts';
import { MESSAGES } from './messages.ts';

// Staff accounts and what each role may use. The API enforces it on every route (403), and the
// dashboard hides what a role cannot use; both read this one table.
//
// - admin: everything, including staff accounts, the activity trail and personal-data requests;
// - hr: recruitment (jobs, applications, enquiries, the e-mail outbox);
// - editor: the public content (gallery and its categories, case studies, products).
// Everyone signed in sees the dashboard's figures and manages their own password.

export const STAFF_ROLES = ['admin', 'hr', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  hr: 'HR',
  editor: 'Editor',
};

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: 'Everything, including staff accounts, the activity log and personal-data requests',
  hr: 'Jobs, applications, enquiries and the e-mail outbox',
  editor: 'Gallery, case studies and products',
};

/** The parts of the dashboard and API, by who may use them. */
export const AREA_ROLES = {
  recruitment: ['admin', 'hr'],
  content: ['admin', 'editor'],
  staff: ['admin'],
  anyone: ['admin', 'hr', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof AREA_ROLES;

export function canUse(role: StaffRole, area: StaffArea): boolean {
  return (AREA_ROLES[area] as readonly StaffRole[]).includes(role);
}

const m = MESSAGES.staff;

/** Staff passwords: 12 characters at least (NCSC: length over complexity), never trimmed. */
export const MIN_PASSWORD_LENGTH = 12;
export const staffPassword = z
  .string({ error: m.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .max(200, m.passwordTooLong);

const staffName = requiredText(m.nameRequired, { max: 100, message: m.nameTooLong });
const staffEmail = requiredText(MESSAGES.login.emailRequired, within(TEXT_MAX.email, 'Email')).regex(
  EMAIL_PATTERN,
  MESSAGES.login.emailInvalid,
);
const staffRole = z.enum(STAFF_ROLES, { error: m.roleInvalid });

/** POST /auth/password: the signed-in user's own password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: m.currentPasswordRequired })
      .min(1, { error: m.currentPasswordRequired, abort: true })
      .max(200, m.currentPasswordWrong),
    newPassword: staffPassword,
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: m.newPasswordSame,
    path: ['newPassword'],
  });

/**
 * The dashboard's password form: the same rules, and the new password typed twice, because a
 * slip in a masked field would otherwise lock its owner out (only the two fields go to the API).
 */
export const passwordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: m.currentPasswordRequired })
      .min(1, { error: m.currentPasswordRequired, abort: true })
      .max(200, m.currentPasswordWrong),
    newPassword: staffPassword,
    confirmPassword: z
      .string({ error: m.confirmPasswordRequired })
      .min(1, { error: m.confirmPasswordRequired, abort: true })
      .max(200, m.passwordsDiffer),
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: m.newPasswordSame,
    path: ['newPassword'],
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: m.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** POST /users: a colleague's account, with an initial password to be changed at first sign-in. */
export const staffCreateSchema = z.object({
  name: staffName,
  email: staffEmail,
  role: staffRole,
  password: staffPassword,
});

/** PATCH /users/{id}: any of the fields; `password` sets a new initial password. */
export const staffUpdateSchema = z
  .object({
    name: staffName,
    email: staffEmail,
    role: staffRole,
    isDisabled: z.boolean({ error: MESSAGES.form.flagInvalid }),
    password: staffPassword,
  })
  .partial();
