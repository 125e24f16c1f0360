import { Hono } from 'hono';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE_LABELS } from '../../../domain/staff.ts';
import { signInPolicySchema } from '../../../domain/two-factor.ts';
import { readSignInPolicy, type SignInPolicy, saveSignInPolicy } from '../../db/sign-in-policy.ts';
import { findStaffAccount } from '../../db/users.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';

// Decision 027: the site's sign-in policy (administrators, the Staff screen): which roles must
// use a second factor, and whether password sign-in is open to everyone or only to one
// break-glass administrator. The latter only while single sign-on is configured, or nobody else
// could sign in at all. GET also says whether single sign-on is configured, for the screen.

const m = MESSAGES.twoFactor;

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { errors: { [field]: message } });
}

/** "two-factor: Administrator, HR; password sign-in: everyone", for the activity log. */
function policySummary(policy: SignInPolicy): string {
  const roles = policy.twoFactorRoles.map((role) => ROLE_LABELS[role]).join(', ') || 'none';
  return `two-factor: ${roles}; password sign-in: ${policy.passwordSignIn}`;
}

export function signInPolicyRoutes() {
  return new Hono<AppEnv>()
    .use(requireStaff('staff'))
    .get('/', async (c) => {
      const policy = await readSignInPolicy(c.var.services.db);
      return c.json({
        success: true,
        data: { policy, isSingleSignOnConfigured: c.var.services.config.oidc !== undefined },
      });
    })
    .put('/', async (c) => {
      const form = await readJson(c, signInPolicySchema);
      const { db, config } = c.var.services;
      let breakGlassUserId: string | null = null;
      if (form.passwordSignIn === 'break-glass') {
        if (!config.oidc) throw invalid('passwordSignIn', m.breakGlassNeedsSingleSignOn);
        const id = form.breakGlassUserId ?? '';
        if (!id) throw invalid('breakGlassUserId', m.breakGlassRequired);
        const account = isWellFormedId(id) ? await findStaffAccount(db, id) : undefined;
        if (account?.role !== 'admin' || account.isDisabled) {
          throw invalid('breakGlassUserId', m.breakGlassNotAdmin);
        }
        breakGlassUserId = account._id;
      }
      const policy = await saveSignInPolicy(
        db,
        { twoFactorRoles: form.twoFactorRoles, passwordSignIn: form.passwordSignIn, breakGlassUserId },
        c.var.admin.name,
      );
      await audit(c, { action: 'update', entity: 'sign-in-policy', detail: policySummary(policy) });
      return c.json({
        success: true,
        message: m.policySaved,
        data: { policy, isSingleSignOnConfigured: config.oidc !== undefined },
      });
    });
}
