import {
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passkeySignInSchema,
} from '../../domain/passkeys.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 027: passkeys (WebAuthn). The signed-in routes act on one's own passkeys, any role;
// the two sign-in routes are public.

export const PASSKEY_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/auth/passkeys',
    summary: 'Your passkeys: passkeys[] of { _id, name, createdAt, lastUsedAt, isSynced }',
    isAdminOnly: true,
    answers: 'passkeys',
  },
  {
    method: 'post',
    path: '/auth/passkeys/registration-options',
    summary:
      'Start adding a passkey: data.options for navigator.credentials.create() (challenge kept 5 minutes, once) and data.suggestedName',
    isAdminOnly: true,
    answers: 'options, suggestedName',
    isChange: true,
  },
  {
    method: 'post',
    path: '/auth/passkeys',
    summary:
      'Add a passkey: its name and the browser’s registration answer (user verification required); 400 when it does not verify, 409 when already registered',
    isAdminOnly: true,
    body: json(passkeyRegistrationSchema),
    answers: 'passkey',
  },
  {
    method: 'patch',
    path: '/auth/passkeys/{id}',
    summary: 'Rename one of your passkeys',
    isAdminOnly: true,
    body: json(passkeyRenameSchema),
    answers: 'passkey',
  },
  {
    method: 'delete',
    path: '/auth/passkeys/{id}',
    summary:
      'Remove one of your passkeys; 409 when your role must use two-factor sign-in and it is your only second factor',
    isAdminOnly: true,
    answers: 'passkey',
  },
  {
    method: 'post',
    path: '/auth/passkeys/sign-in-options',
    summary:
      'A passkey sign-in challenge: data.options for navigator.credentials.get() (any passkey of this site, user verification required) and data.challengeId (5 minutes, once); 30 per 10 minutes per address',
    isAdminOnly: false,
    answers: 'options, challengeId',
    isChange: true,
  },
  {
    method: 'post',
    path: '/auth/passkeys/sign-in',
    summary:
      'Sign in with a passkey, no password: answers token, deviceToken and data.user like /auth/login; 401 for any answer that does not verify; braked per client address',
    isAdminOnly: false,
    body: json(passkeySignInSchema),
    answers: 'user',
    isChange: true,
  },
];
