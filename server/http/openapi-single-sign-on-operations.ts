import { z } from 'zod';
import { ssoExchangeSchema } from '../../domain/single-sign-on.ts';
import { json, type Operation } from './openapi-operation.ts';

// Decision 027: single sign-on with OpenID Connect (server/http/routes/single-sign-on.ts) and
// what the login page offers. /start and /callback are where the browser navigates: they answer
// 302 redirects, to the provider or to /login?sso=<code> or /login?sso-error=<reason>.

export const SINGLE_SIGN_ON_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/auth/sign-in-methods',
    summary:
      'How staff can sign in: data.singleSignOn ({ providerName } or null) and data.passwordSignIn (everyone | break-glass)',
    isAdminOnly: false,
  },
  {
    method: 'get',
    path: '/auth/oidc/start',
    summary:
      'Single sign-on: redirects (302) to the provider; `next` is the dashboard path to return to. 404 when not configured',
    isAdminOnly: false,
    query: z.object({ next: z.string().optional() }),
  },
  {
    method: 'get',
    path: '/auth/oidc/callback',
    summary:
      "The provider's answer (registered at the provider as PUBLIC_URL + this path): redirects (302) to /login?sso=<one-time code> or /login?sso-error=<domain|unknown|disabled|unverified|provider|expired>",
    isAdminOnly: false,
    query: z.object({ code: z.string().optional(), state: z.string().optional() }),
  },
  {
    method: 'post',
    path: '/auth/oidc/exchange',
    summary:
      'Exchange the one-time code of /login?sso= (one minute, one use) for a session; answers token, deviceToken and data.user like POST /auth/login',
    isAdminOnly: false,
    body: json(ssoExchangeSchema),
    answers: 'user',
    isChange: true,
  },
];
