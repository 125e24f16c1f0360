import { forgotPasswordSchema, resetPasswordSchema } from '../../domain/password-reset.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 027: one's signed-in devices, an administrator ending a colleague's sessions, and
// forgotten passwords.

export const SESSIONS_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/auth/sessions',
    summary:
      'Your signed-in devices, newest first (at most 100): sessions[] of { _id, device, network, method, createdAt, lastSeenAt, current } (current: the one making this call)',
    isAdminOnly: true,
    answers: 'sessions',
  },
  {
    method: 'delete',
    path: '/auth/sessions',
    summary: 'Sign out everywhere else: ends every session of yours but this one; answers data.ended',
    isAdminOnly: true,
    answers: 'ended',
  },
  {
    method: 'delete',
    path: '/auth/sessions/{id}',
    summary: 'Sign out one of your devices (your current one signs you out); 404 for any other id',
    isAdminOnly: true,
    answers: 'ended',
  },
  {
    method: 'delete',
    path: '/users/{id}/sessions',
    summary: 'End every session of a colleague (admin role; not yourself); answers data.ended',
    isAdminOnly: true,
    answers: 'ended',
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    summary:
      'Ask for a password reset link: always the same 200 message; an active account with that address is sent a link that works once, for 30 minutes',
    isAdminOnly: false,
    body: json(forgotPasswordSchema),
    isChange: true,
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    summary:
      'Set a new password with the link’s token: ends every session and clears the sign-in lock; 400 for an expired, invalid or used link. The second factor stays',
    isAdminOnly: false,
    body: json(resetPasswordSchema),
    isChange: true,
  },
];
