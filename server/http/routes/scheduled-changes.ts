import { Hono } from 'hono';
import { canUse } from '../../../domain/staff.ts';
import { CONTENT_TYPE_REGISTRY } from '../../publishing/content-types.ts';
import { scheduledChanges } from '../../publishing/record-state.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';

// GET /api/scheduled-changes (decision 024): what the scheduler will publish or unpublish, and
// when, soonest first, for the dashboard overview; each member of staff sees the content types
// their role may change.

const SHOWN = 100;

export function scheduledChangeRoutes() {
  return new Hono<AppEnv>().get('/', requireStaff('anyone'), async (c) => {
    const { role } = c.get('admin');
    const types = Object.values(CONTENT_TYPE_REGISTRY).filter((type) => canUse(role, type.area));
    const lists = await Promise.all(types.map((type) => scheduledChanges(c.var.services.db, type, SHOWN)));
    const changes = lists
      .flat()
      .sort((a, b) => a.at.localeCompare(b.at))
      .slice(0, SHOWN);
    return c.json({ success: true, data: { changes } });
  });
}
