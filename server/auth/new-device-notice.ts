import type { Context } from 'hono';
import { enqueueEmail } from '../db/email-outbox.ts';
import type { AppEnv } from '../http/app-env.ts';
import { NEW_SIGN_IN_SUBJECT } from '../mail/templates/new-sign-in.ts';
import type { SignedInPerson } from './start-session.ts';

// Decision 027: tells a member of staff, through the outbox, that their account was signed in to
// from a browser it had not seen before, with the device, network and time, and what to do if it
// was not them. The sign-in itself has happened and stands: a notice that cannot be queued is
// logged, never answered as a failure.

export async function noticeNewDevice(
  c: Context<AppEnv>,
  person: SignedInPerson,
  sighting: { device: string; network: string; at: string },
): Promise<void> {
  const { db, logger, mail } = c.var.services;
  logger.info({ userId: person._id, device: sighting.device }, 'sign-in from a new device');
  try {
    await enqueueEmail(db, {
      kind: 'new-sign-in',
      toEmail: person.email,
      subject: NEW_SIGN_IN_SUBJECT,
      payload: {
        to_name: person.name,
        to_email: person.email,
        device: sighting.device,
        network: sighting.network,
        signed_in_at: sighting.at,
      },
      about: { email: person.email },
    });
    mail.wake();
  } catch (error) {
    logger.error({ err: error, userId: person._id }, 'could not queue the new-sign-in notice');
  }
}
