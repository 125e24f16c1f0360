import { z } from 'zod';
import { successAnswer } from './common.ts';

// Decision 027: GET /api/auth/sign-in-methods, read by the login page (anonymous): whether single
// sign-on is configured (and what its button says) and who may still use a password.

export const signInMethodsAnswer = successAnswer({
  singleSignOn: z.object({ providerName: z.string() }).nullable(),
  passwordSignIn: z.enum(['everyone', 'break-glass']),
});
export type SignInMethods = z.infer<typeof signInMethodsAnswer>['data'];
