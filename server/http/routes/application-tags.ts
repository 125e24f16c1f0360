import { Hono } from 'hono';
import { applicationTagsSchema } from '../../../domain/application-tags.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { countTags, setApplicationTags } from '../../db/application-tags.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';

// Decision 026 (talent pool), HR and administrators: PUT /applications/{id}/tags replaces an
// application's tags; GET /application-tags lists the tags in use with how many applications
// carry each, most used first (the tag filter and the tags editor's suggestions).

export function applicationTagRoutes() {
  return new Hono<AppEnv>()
    .put('/applications/:id/tags', requireStaff('recruitment'), async (c) => {
      const id = c.req.param('id');
      const { tags } = await readJson(c, applicationTagsSchema);
      const stored = isWellFormedId(id) ? await setApplicationTags(c.var.services.db, id, tags) : undefined;
      if (!stored) throw new AppError('NOT_FOUND', MESSAGES.applications.notFound);
      return c.json({ success: true, data: { tags: stored } });
    })
    .get('/application-tags', requireStaff('recruitment'), async (c) => {
      const tags = await countTags(c.var.services.db);
      return c.json({ success: true, data: { tags } });
    });
}
