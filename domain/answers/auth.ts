import { z } from 'zod';
import type { AdminUser } from '../entities.ts';
import { STAFF_ROLES } from '../staff.ts';
import { successAnswer } from './common.ts';

// admin.md §3, §7: POST /auth/login answers `token` beside `data.user`; GET /auth/me `data.user`.

export const adminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  mustChangePassword: z.boolean(),
  // Decision 027; a session stored by an older dashboard lacks it and reads as false.
  mustSetUpTwoFactor: z.boolean().default(false),
}) satisfies z.ZodType<AdminUser>;

export const loginAnswer = successAnswer(
  { user: adminUserSchema },
  // Decision 027: every sign-in also answers the browser's device token.
  { token: z.string().min(1), deviceToken: z.string().min(1).optional() },
);
export const profileAnswer = successAnswer({ user: adminUserSchema });
/** POST /auth/password: the user as they now are (mustChangePassword false). */
export const passwordChangedAnswer = successAnswer({ user: adminUserSchema }, { message: z.string() });
