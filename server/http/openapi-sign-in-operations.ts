import { passwordConfirmSchema, signInPolicySchema, totpEnableSchema } from '../../domain/two-factor.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 027 (staff sign-in): second factors and the sign-in policy. POST /auth/login (in
// openapi-operations.ts) also takes `code`, `passkey`, `rememberDevice` and `deviceToken`, and
// answers 401 { mfaRequired: true, methods } to a right password that needs its second factor.

export const SIGN_IN_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/auth/two-factor',
    summary:
      'Your second factors: totp { enabled, enabledAt }, recoveryCodesLeft, passkeyCount, required (the sign-in policy makes your role use one), rememberedDevices',
    isAdminOnly: true,
    answers: 'twoFactor',
  },
  {
    method: 'post',
    path: '/auth/totp/setup',
    summary:
      'Start setting up an authenticator app: answers data.secret (base32), data.otpauthUrl and data.qrSvg (an SVG QR code of the URL); 409 when one is already set up',
    isAdminOnly: true,
    answers: 'secret, otpauthUrl, qrSvg',
    isChange: true,
  },
  {
    method: 'post',
    path: '/auth/totp/enable',
    summary:
      'Confirm the authenticator with a code it shows now: answers data.recoveryCodes (ten, shown once) and data.user',
    isAdminOnly: true,
    body: json(totpEnableSchema),
    answers: 'recoveryCodes, user',
    isChange: true,
  },
  {
    method: 'delete',
    path: '/auth/totp',
    summary:
      'Remove your authenticator (your password confirms it); forgets remembered devices; 409 when your role must use a second factor and no passkey remains',
    isAdminOnly: true,
    body: json(passwordConfirmSchema),
  },
  {
    method: 'post',
    path: '/auth/recovery-codes',
    summary:
      'A new set of ten recovery codes in place of the old (your password confirms it): data.recoveryCodes',
    isAdminOnly: true,
    body: json(passwordConfirmSchema),
    answers: 'recoveryCodes',
    isChange: true,
  },
  {
    method: 'get',
    path: '/sign-in-policy',
    summary:
      'The sign-in policy (admin role): policy { twoFactorRoles, passwordSignIn, breakGlassUserId, updatedAt, updatedByName } and isSingleSignOnConfigured',
    isAdminOnly: true,
    answers: 'policy',
  },
  {
    method: 'put',
    path: '/sign-in-policy',
    summary:
      'Change the sign-in policy (admin role); passwordSignIn break-glass only while single sign-on is configured, breakGlassUserId an active administrator',
    isAdminOnly: true,
    body: json(signInPolicySchema),
    answers: 'policy',
  },
  {
    method: 'delete',
    path: '/users/{id}/two-factor',
    summary:
      'Reset a colleague’s second factor (admin role; not your own): authenticator, recovery codes, passkeys and remembered devices removed, their sessions ended, logged',
    isAdminOnly: true,
    answers: 'user',
  },
];
