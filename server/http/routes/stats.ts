import { Hono } from 'hono';
import { readDashboardStats } from '../../db/stats.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';

// admin.md §2 Dashboard home and §6 ("view dashboard statistics" is for administrators):
// GET /stats answers every figure of the home screen in one call, counted by the database.

export function statsRoutes() {
  return new Hono<AppEnv>().get('/', requireStaff('anyone'), async (c) => {
    const stats = await readDashboardStats(c.var.services.db, new Date());
    return c.json({ success: true, data: { stats } });
  });
}
