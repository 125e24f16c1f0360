import type { Context } from 'hono';
import { REMEMBER_DEVICE_DAYS, type SignInMethod } from '../../domain/sign-in.ts';
import { createSession } from '../db/sessions.ts';
import { addStaffDevice, findStaffDevice, hasStaffDevices, touchStaffDevice } from '../db/staff-devices.ts';
import type { AppEnv } from '../http/app-env.ts';
import { audit } from '../http/audit.ts';
import { clientAddress } from '../http/client-address.ts';
import { addressNetwork } from './address-network.ts';
import { deviceLabel } from './device-label.ts';
import { noticeNewDevice } from './new-device-notice.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

// Decision 027: the one way a sign-in ends, whatever proved who the person is (a password and a
// second factor, a passkey, single sign-on). It opens the session with the device and network it
// came from, recognises the browser by its device token (giving it one the first time), keeps
// "remember this device" when asked after a second factor, tells the person by e-mail of a
// sign-in from a new device, and logs the sign-in.

const DAY_MS = 24 * 60 * 60 * 1000;

export type SignedInPerson = { _id: string; email: string; name: string };

export type StartedSession = { token: string; deviceToken: string };

export async function startSession(
  c: Context<AppEnv>,
  person: SignedInPerson,
  options: {
    method: SignInMethod;
    /** The device token the browser sent, if any. */
    deviceToken?: string | undefined;
    /** Only honoured for a sign-in that passed a second factor (or a passkey). */
    rememberDevice?: boolean | undefined;
    ssoRefreshToken?: string | undefined;
  },
): Promise<StartedSession> {
  const { db, config } = c.var.services;
  const now = new Date();
  const nowIso = now.toISOString();
  const label = deviceLabel(c.req.header('user-agent'));
  const network = addressNetwork(clientAddress(c));

  const known =
    options.deviceToken && options.deviceToken.length <= 200
      ? await findStaffDevice(db, person._id, hashSessionToken(options.deviceToken))
      : undefined;
  let deviceToken = options.deviceToken ?? '';
  let deviceId: string;
  if (known) {
    deviceId = known.id;
  } else {
    const isFirstDevice = !(await hasStaffDevices(db, person._id));
    deviceToken = newSessionToken();
    deviceId = (
      await addStaffDevice(db, {
        userId: person._id,
        tokenHash: hashSessionToken(deviceToken),
        label,
        now: nowIso,
      })
    ).id;
    // The very first sign-in of an account is expected; any later new browser is worth a word.
    if (!isFirstDevice) await noticeNewDevice(c, person, { device: label, network, at: nowIso });
  }
  const isSecondFactorMethod =
    options.method !== 'password' && options.method !== 'password+remembered-device';
  await touchStaffDevice(db, deviceId, {
    now: nowIso,
    label,
    ...(options.rememberDevice && isSecondFactorMethod
      ? { trustedUntil: new Date(now.getTime() + REMEMBER_DEVICE_DAYS * DAY_MS).toISOString() }
      : {}),
  });

  const token = newSessionToken();
  await createSession(db, {
    userId: person._id,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + config.sessionTtlMs).toISOString(),
    device: label,
    network,
    method: options.method,
    deviceId,
    ssoRefreshToken: options.ssoRefreshToken ?? null,
  });
  await audit(c, {
    actor: { id: person._id, email: person.email },
    action: 'sign-in',
    entity: 'account',
    entityId: person._id,
    detail: options.method,
  });
  return { token, deviceToken };
}
