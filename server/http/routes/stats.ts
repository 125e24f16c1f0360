import { Hono } from 'hono';
import { canUse } from '../../../domain/staff.ts';
import { listExpiringAccreditations } from '../../db/accreditations.ts';
import { readDashboardStats } from '../../db/stats.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';

// admin.md §2 Dashboard home and §6 ("view dashboard statistics" is for administrators):
// GET /stats answers every figure of the home screen in one call, counted by the database; for
// administrators and editors also `accreditationsExpiring` (decision 028).

export function statsRoutes() {
  return new Hono<AppEnv>().get('/', requireStaff('anyone'), async (c) => {
    const { db } = c.var.services;
    const now = new Date();
    const stats = await readDashboardStats(db, now);
    // Decision 028: the accreditations expired or expiring soon, for those who make statements.
    const accreditationsExpiring = canUse(c.var.admin.role, 'content')
      ? await listExpiringAccreditations(db, now.toISOString().slice(0, 10))
      : undefined;
    return c.json({
      success: true,
      data: { stats, ...(accreditationsExpiring ? { accreditationsExpiring } : {}) },
    });
  });
}
