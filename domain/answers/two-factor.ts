import { z } from 'zod';
import { STAFF_ROLES } from '../staff.ts';
import { PASSWORD_SIGN_IN, type TwoFactorStatus } from '../two-factor.ts';
import { adminUserSchema } from './auth.ts';
import { successAnswer } from './common.ts';
import { staffAccountSchema } from './users.ts';

// Decision 027: the answers of the second-factor and sign-in policy routes.

/** POST /auth/totp/setup. */
export const totpSetupAnswer = successAnswer({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
/** POST /auth/totp/enable: the recovery codes, shown once, and the user as they now are. */
export const totpEnabledAnswer = successAnswer({ recoveryCodes: z.array(z.string()), user: adminUserSchema });
/** POST /auth/recovery-codes. */
export const recoveryCodesAnswer = successAnswer({ recoveryCodes: z.array(z.string()) });

export const twoFactorStatusSchema = z.object({
  totp: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() }),
  recoveryCodesLeft: z.number().int(),
  passkeyCount: z.number().int(),
  required: z.boolean(),
  rememberedDevices: z.number().int(),
}) satisfies z.ZodType<TwoFactorStatus>;
/** GET /auth/two-factor. */
export const twoFactorStatusAnswer = successAnswer({ twoFactor: twoFactorStatusSchema });

export const signInPolicyAnswerSchema = z.object({
  twoFactorRoles: z.array(z.enum(STAFF_ROLES)),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN),
  breakGlassUserId: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string(),
});
/** GET and PUT /sign-in-policy. */
export const signInPolicyAnswer = successAnswer({
  policy: signInPolicyAnswerSchema,
  isSingleSignOnConfigured: z.boolean(),
});
/** DELETE /users/{id}/two-factor. */
export const twoFactorResetAnswer = successAnswer({ user: staffAccountSchema }, { message: z.string() });
/** A 401 of POST /auth/login that asks for the second factor (read from ApiError.body). */
export const mfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  methods: z.array(z.enum(['totp', 'recovery-code', 'passkey'])).default([]),
});
