import { z } from 'zod';
import type { StaffAccount } from '../entities.ts';
import { adminUserSchema } from './auth.ts';
import { successAnswer, timestamp } from './common.ts';

// Staff accounts (admin only, domain/staff.ts): GET /users (data.users), POST /users and
// PATCH /users/{id} (data.user). DELETE /users/{id} answers only a message (acknowledgedAnswer).
// An account is the signed-in user's shape plus whether it is disabled and when it was made.

export const staffAccountSchema = adminUserSchema.omit({ mustSetUpTwoFactor: true }).extend({
  isDisabled: z.boolean(),
  createdAt: timestamp,
  // Decision 027: an authenticator or a passkey is set up.
  hasTwoFactor: z.boolean(),
}) satisfies z.ZodType<StaffAccount>;

export const staffListAnswer = successAnswer({ users: z.array(staffAccountSchema) });
export const staffAccountAnswer = successAnswer({ user: staffAccountSchema });
