import type { Context } from 'hono';
import { Hono } from 'hono';
import { recordViewQuerySchema } from '../../../domain/publishing.ts';
import {
  isSiteContentKey,
  SITE_CONTENT_KEYS,
  SITE_CONTENT_MESSAGES,
  type SiteContentKey,
  siteContentWriteSchema,
} from '../../../domain/site-content.ts';
import { listSiteContent, type SiteContentRecord } from '../../db/site-content.ts';
import { SITE_CONTENT_TYPE } from '../../publishing/content-types.ts';
import { readDraft } from '../../publishing/drafts.ts';
import { releaseFiles } from '../../publishing/files.ts';
import { saveWrite } from '../../publishing/publish.ts';
import { withPublishingState } from '../../publishing/record-state.ts';
import { overlay } from '../../publishing/working-copy.ts';
import { publishedSiteContent } from '../../site-content/published.ts';
import { ensureSiteContentRows } from '../../site-content/rows.ts';
import { checkSiteContentValue } from '../../site-content/value-errors.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { readJson, readQuery } from '../request-body.ts';
import {
  actorOf,
  filesInUseBy,
  isStaffReader,
  publishingRoutes,
  recordOutcome,
  staffWorkingCopy,
} from './publishing.ts';

// Site content (decision 025): the sections of the site's changing copy, each a record of the
// content type `site-content` whose id is the section's key, so drafts, versions, restore,
// preview links and schedules are decision 024's routes (mounted below). Reads of the published
// values are public; everything else is for editors and administrators (the `content` area).
// Writes reach the activity log and the content version through the API's middleware (app.ts).

const TYPE = SITE_CONTENT_TYPE;

function notFound(): AppError {
  return new AppError('NOT_FOUND', SITE_CONTENT_MESSAGES.keyUnknown);
}

function sectionKey(c: Context<AppEnv>): SiteContentKey {
  const key = c.req.param('key') ?? '';
  if (!isSiteContentKey(key)) throw notFound();
  return key;
}

function onlyBannerUnpublishes(): AppError {
  return new AppError('CONFLICT', SITE_CONTENT_MESSAGES.onlyBannerUnpublishes);
}

/** Every section's working copy with its publishing state, in the order of SITE_CONTENT_KEYS. */
async function workingCopies(c: Context<AppEnv>) {
  const { db } = c.var.services;
  let records = await listSiteContent(db);
  // A site from before site content has no rows until staff first open it.
  if (records.length < SITE_CONTENT_KEYS.length) {
    await ensureSiteContentRows(db);
    records = await listSiteContent(db);
  }
  const copies: SiteContentRecord[] = [];
  for (const record of records) {
    const draft = await readDraft(db, TYPE, record._id);
    copies.push(draft ? overlay(record, draft.document) : record);
  }
  const order = (record: SiteContentRecord) => SITE_CONTENT_KEYS.indexOf(record._id);
  copies.sort((a, b) => order(a) - order(b));
  const withState = await withPublishingState(db, TYPE, copies);
  return withState.map((record) => TYPE.staffAnswer?.(record) ?? record);
}

export function siteContentRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const { view } = readQuery(c, recordViewQuerySchema);
        if (await isStaffReader(c, TYPE, view)) {
          if (view === 'draft') return c.json({ success: true, data: { sections: await workingCopies(c) } });
        }
        return c.json({ success: true, data: await publishedSiteContent(c.var.services.db) });
      })
      .get('/:key', requireStaff(TYPE.area), async (c) => {
        readQuery(c, recordViewQuerySchema);
        const key = sectionKey(c);
        await ensureSiteContentRows(c.var.services.db, [key]);
        return c.json({ success: true, data: { section: await staffWorkingCopy(c, TYPE, key) } });
      })
      // Decision 024: the whole section, published at once (default) or saved as its draft.
      .put('/:key', requireStaff(TYPE.area), async (c) => {
        const { services } = c.var;
        const key = sectionKey(c);
        const { value, status, publishAt, unpublishAt } = await readJson(c, siteContentWriteSchema);
        const checked = checkSiteContentValue(key, value);
        if (!checked.ok) throw new AppError('VALIDATION', checked.message, { errors: checked.errors });
        // Only the banner may leave the site (decision 025); a schedule to hide another is refused.
        if (key !== 'banner' && typeof unpublishAt === 'string') throw onlyBannerUnpublishes();
        await ensureSiteContentRows(services.db, [key]);
        const before = await filesInUseBy(c, TYPE, key);
        const saved = await saveWrite(
          services.db,
          TYPE,
          key,
          { value: checked.value },
          {
            status,
            ...(publishAt !== undefined ? { publishAt } : {}),
            ...(unpublishAt !== undefined ? { unpublishAt } : {}),
          },
          actorOf(c),
        );
        if (!saved) throw notFound();
        await recordOutcome(c, TYPE, key, saved);
        // A portrait replaced goes once nothing (row, draft, version) shows it.
        await releaseFiles(services, before);
        return c.json({ success: true, data: { section: await staffWorkingCopy(c, TYPE, key) } });
      })
      // Every route of one section is for staff, and finds its row (the seed's, at first).
      .use('/:key/*', requireStaff(TYPE.area), async (c, next) => {
        await ensureSiteContentRows(c.var.services.db, [sectionKey(c)]);
        await next();
      })
      // Only the banner may leave the site (decision 025).
      .use('/:key/unpublish', async (c, next) => {
        if (sectionKey(c) !== 'banner') throw onlyBannerUnpublishes();
        await next();
      })
      .route('/', publishingRoutes(TYPE, 'key'))
  );
}
