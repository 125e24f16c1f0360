import { Hono } from 'hono';
import { auditListQuerySchema } from '../../../domain/audit.ts';
import { listAudit } from '../../db/audit-log.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { readQuery } from '../request-body.ts';

// GET /audit (admin only): the activity log, newest first, filtered by who, what, which record
// and when, a page at a time. There is no route that changes an entry.

export function auditRoutes() {
  return new Hono<AppEnv>().get('/', requireStaff('staff'), async (c) => {
    const query = readQuery(c, auditListQuerySchema);
    const { entries, total, totalPages, isTotalExact } = await listAudit(c.var.services.db, query);
    return c.json({ success: true, data: { entries }, total, totalPages, isTotalExact, page: query.page });
  });
}
