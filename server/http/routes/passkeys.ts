import { Hono } from 'hono';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passkeySignInSchema,
} from '../../../domain/passkeys.ts';
import { deviceLabel } from '../../auth/device-label.ts';
import { addressKey, addressSlowdownPolicy, slowDownMessage } from '../../auth/login-throttle.ts';
import {
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  verifyPasskeyAssertion,
} from '../../auth/passkeys.ts';
import { startSession } from '../../auth/start-session.ts';
import { releaseAttempt, reserveAttempt } from '../../db/login-throttles.ts';
import { deletePasskey, listPasskeys, renamePasskey } from '../../db/passkeys.ts';
import { mayUseOtherThanSingleSignOn, readSignInPolicy } from '../../db/sign-in-policy.ts';
import { readTotpState } from '../../db/two-factor.ts';
import { findUserWithSecret, toAdminUser } from '../../db/users.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { audit } from '../audit.ts';
import { clientAddress } from '../client-address.ts';
import { ignoredBody } from '../ignored-body.ts';
import { isWellFormedId } from '../input-guards.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJson } from '../request-body.ts';
import { tooManyAttempts } from './auth.ts';

// Decision 027: /api/auth/passkeys. A member of staff lists, adds, renames and removes their own
// passkeys; anyone may ask for a sign-in challenge and answer it with a passkey, which signs in
// without a password exactly as a password sign-in does (startSession, method 'passkey').
//
// The passkey sign-in is braked per client address like the password sign-in (login-throttle.ts:
// three attempts at once, then waits), counted before the answer is checked, so forged answers
// cannot be sent faster than passwords. Every failure gets the same 401 message: whether the
// challenge, the credential, the signature or the account was wrong is not said.

// Any role. A person whose role must use two-factor sign-in and who has none yet is held to the
// set-up screen (decision 027 Policy); listing and adding a passkey set one up, so those routes
// let such a person through. Renaming and removing wait until the set-up is done.
const signedIn = () => requireStaff('anyone');
const settingUp = () => requireStaff('anyone', { allowTwoFactorSetup: true });

function notFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.passkeys.notFound);
}

export function passkeyRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/', settingUp(), async (c) => {
        const passkeys = await listPasskeys(c.var.services.db, c.var.admin._id);
        return c.json({ success: true, data: { passkeys } });
      })
      .post('/registration-options', settingUp(), ignoredBody, async (c) => {
        const options = await passkeyRegistrationOptions(c, c.var.admin);
        // The name the form offers: what the browser is ("Chrome on Windows"), as the session list says.
        const suggestedName = deviceLabel(c.req.header('user-agent'));
        return c.json({ success: true, data: { options, suggestedName } });
      })
      .post('/', settingUp(), async (c) => {
        const { name, response } = await readJson(c, passkeyRegistrationSchema);
        const outcome = await registerPasskey(c, c.var.admin, { name, response });
        if (!outcome.ok) {
          throw outcome.reason === 'already-registered'
            ? new AppError('CONFLICT', MESSAGES.passkeys.alreadyRegistered)
            : new AppError('VALIDATION', MESSAGES.passkeys.registrationFailed);
        }
        await audit(c, { action: 'create', entity: 'passkey', entityId: outcome.passkey._id });
        return c.json({ success: true, data: { passkey: outcome.passkey } }, 201);
      })
      .patch('/:id', signedIn(), async (c) => {
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw notFound();
        const { name } = await readJson(c, passkeyRenameSchema);
        const passkey = await renamePasskey(c.var.services.db, c.var.admin._id, id, name);
        if (!passkey) throw notFound();
        await audit(c, { action: 'update', entity: 'passkey', entityId: id, detail: 'renamed' });
        return c.json({ success: true, message: MESSAGES.passkeys.renamed, data: { passkey } });
      })
      .delete('/:id', signedIn(), async (c) => {
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw notFound();
        const { db } = c.var.services;
        const person = c.var.admin;
        const own = await listPasskeys(db, person._id);
        if (!own.some((passkey) => passkey._id === id)) throw notFound();
        const policy = await readSignInPolicy(db);
        const isRequired = policy.twoFactorRoles.includes(person.role);
        if (isRequired && own.length === 1 && !(await readTotpState(db, person._id))?.enabledAt) {
          throw new AppError('CONFLICT', MESSAGES.passkeys.lastRequiredFactor);
        }
        const passkey = await deletePasskey(db, person._id, id);
        if (!passkey) throw notFound();
        await audit(c, { action: 'delete', entity: 'passkey', entityId: id });
        return c.json({ success: true, message: MESSAGES.passkeys.removed(passkey.name), data: { passkey } });
      })
      // Public: the challenge of a password-less sign-in (or of the second factor after a password).
      // Each is a row until it is used or expires, so a stranger may not ask for them endlessly.
      .post(
        '/sign-in-options',
        rateLimit({ name: 'passkey-challenge', max: 30, windowMs: 10 * 60_000 }),
        ignoredBody,
        async (c) => {
          const { options, challengeId } = await passkeySignInOptions(c);
          c.header('Cache-Control', 'no-store');
          return c.json({ success: true, data: { options, challengeId } });
        },
      )
      .post('/sign-in', async (c) => {
        const { challengeId, response, deviceToken, rememberDevice } = await readJson(c, passkeySignInSchema);
        const { db, config } = c.var.services;
        const now = Date.now();
        const address = addressKey(clientAddress(c));
        if (config.isRateLimited) {
          const slowdown = await reserveAttempt(db, address, addressSlowdownPolicy, now);
          if (!slowdown.isAllowed) {
            throw tooManyAttempts(slowDownMessage(slowdown.retryAt, now), slowdown.retryAt, now);
          }
        }
        const userId = await verifyPasskeyAssertion(c, { challengeId, response });
        const user = userId ? await findUserWithSecret(db, userId) : undefined;
        if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.passkeys.signInFailed);
        if (config.isRateLimited) await releaseAttempt(db, address);
        // Said only to someone holding the account's passkey.
        if (!mayUseOtherThanSingleSignOn(await readSignInPolicy(db), user._id)) {
          throw new AppError('FORBIDDEN', MESSAGES.passkeys.singleSignOnOnly);
        }
        const session = await startSession(c, user, { method: 'passkey', deviceToken, rememberDevice });
        return c.json({
          success: true,
          token: session.token,
          deviceToken: session.deviceToken,
          data: { user: toAdminUser(user) },
        });
      })
  );
}
