import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { SignedInPerson } from './start-session.ts';

// Decision 027: tells a member of staff, through the outbox, that their account was signed in to
// from a browser it had not seen before, with the device, network and time, and what to do if it
// was not them.

export async function noticeNewDevice(
  c: Context<AppEnv>,
  person: SignedInPerson,
  sighting: { device: string; network: string; at: string },
): Promise<void> {
  // Filled in by the new-sign-in e-mail (outbox kind 'new-sign-in').
  c.var.services.logger.info({ userId: person._id, device: sighting.device }, 'sign-in from a new device');
}
