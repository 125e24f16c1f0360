import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { STAFF_ROLES } from './staff.ts';

// Decision 027: the bodies of the second-factor and sign-in policy routes, shared by the API and
// the dashboard's forms.

const m = MESSAGES.twoFactor;

/** What a person types as a second factor: a 6-digit authenticator code or a recovery code. */
export const secondFactorCode = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(40, { error: m.codeTooLong, abort: true });

/** POST /auth/totp/enable. */
export const totpEnableSchema = z.object({ code: secondFactorCode(m.codeRequired) });

/** DELETE /auth/totp, POST /auth/recovery-codes: the person's password, asked again. */
export const passwordConfirmSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, { error: m.passwordRequired, abort: true })
    .max(200, m.passwordWrong),
});

/** The ways a password sign-in can be finished, as the 401 `methods` lists them. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const PASSWORD_SIGN_IN = ['everyone', 'break-glass'] as const;

/** PUT /sign-in-policy. */
export const signInPolicySchema = z.object({
  twoFactorRoles: z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN),
  breakGlassUserId: z.string().trim().max(100).nullable().optional(),
});
export type SignInPolicyForm = z.infer<typeof signInPolicySchema>;

/** GET /auth/two-factor. */
export type TwoFactorStatus = {
  totp: { enabled: boolean; enabledAt: string | null };
  recoveryCodesLeft: number;
  passkeyCount: number;
  /** The sign-in policy makes this person's role use a second factor. */
  required: boolean;
  /** Devices remembered for 30 days ("remember this device"), still trusted. */
  rememberedDevices: number;
};
