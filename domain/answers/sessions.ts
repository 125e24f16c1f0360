import { z } from 'zod';
import { SIGN_IN_METHODS } from '../sign-in.ts';
import { successAnswer, timestamp } from './common.ts';

// Decision 027: GET /auth/sessions (data.sessions, the caller's own marked `current`);
// DELETE /auth/sessions and DELETE /users/{id}/sessions answer how many sessions they ended.

export const signedInSessionSchema = z.object({
  _id: z.string(),
  device: z.string(),
  network: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  createdAt: timestamp,
  lastSeenAt: timestamp,
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const sessionListAnswer = successAnswer({ sessions: z.array(signedInSessionSchema) });
export const sessionsEndedAnswer = successAnswer({ ended: z.number().int() }, { message: z.string() });
