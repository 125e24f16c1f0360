import { Hono } from 'hono';
import { pageInfo } from '../../../domain/list-page.ts';
import {
  MEDIA_MESSAGES,
  mediaListQuerySchema,
  mediaUpdateSchema,
  mediaUploadSchema,
} from '../../../domain/media.ts';
import { deleteAsset, getAsset, listAssets, updateAsset } from '../../db/media-assets.ts';
import { registerUpload } from '../../media/assets.ts';
import { describeUsage, whereUsed } from '../../media/where-used.ts';
import { releaseFiles } from '../../publishing/files.ts';
import { deleteImageFiles, storePreparedImage } from '../../uploads/images.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { IMAGE_TOO_LARGE, imageRule, parseUploadForm, uploadedImage } from '../image-uploads.ts';
import { isWellFormedId } from '../input-guards.ts';
import { type MultipartRules, readMultipart } from '../multipart.ts';
import { readJson, readQuery } from '../request-body.ts';

// The media library (decision 025): GET a page of assets (searched by alt text, credit and file
// name), POST an upload (the image pipeline of every other image field: 15 MB, checked by
// content, re-encoded to WebP), GET one with where it is used, PUT its alt text, credit and focal
// point, DELETE it while nothing uses it. Editors and administrators (the content area).

const m = MEDIA_MESSAGES;

const MEDIA_FORM: MultipartRules = {
  tooLargeMessage: IMAGE_TOO_LARGE,
  files: { image: imageRule(m.imageNotImage) },
};

function assetId(id: string): string {
  if (!isWellFormedId(id)) throw new AppError('NOT_FOUND', m.notFound);
  return id;
}

export function mediaRoutes() {
  return new Hono<AppEnv>()
    .use(requireStaff('content'))
    .get('/', async (c) => {
      const { search, page, limit } = readQuery(c, mediaListQuerySchema);
      const { assets, total, isTotalExact } = await listAssets(c.var.services.db, {
        ...(search ? { search } : {}),
        page,
        limit,
      });
      return c.json({ success: true, data: { assets }, ...pageInfo(total, page, limit), isTotalExact });
    })
    .post('/', async (c) => {
      const { services } = c.var;
      await using body = await readMultipart(c, MEDIA_FORM);
      const form = parseUploadForm(
        mediaUploadSchema,
        body.fields,
        body.has('image') ? {} : { image: m.imageRequired },
      );
      const upload = await uploadedImage(body, 'image', m.imageNotImage);
      if (!upload) throw new AppError('VALIDATION', m.imageRequired, { errors: { image: m.imageRequired } });
      const stored = await storePreparedImage(services, upload.image, upload.originalName);
      try {
        const asset = await registerUpload(services.db, stored, upload, {
          alt: form.alt,
          credit: form.credit,
          createdByEmail: c.var.admin.email,
        });
        // A picture nothing shows yet changes no page.
        c.set('isPublicContentUnchanged', true);
        return c.json({ success: true, data: { asset } }, 201);
      } catch (error) {
        await deleteImageFiles(services, stored).catch(() => undefined);
        throw error;
      }
    })
    .get('/:id', async (c) => {
      const { db } = c.var.services;
      const asset = await getAsset(db, assetId(c.req.param('id')));
      if (!asset) throw new AppError('NOT_FOUND', m.notFound);
      return c.json({ success: true, data: { asset, usage: await whereUsed(db, asset.url) } });
    })
    .put('/:id', async (c) => {
      const id = assetId(c.req.param('id'));
      const change = await readJson(c, mediaUpdateSchema);
      // Alt text and focal point show on the pages that use the picture: the render cache follows.
      const asset = await updateAsset(c.var.services.db, id, change);
      if (!asset) throw new AppError('NOT_FOUND', m.notFound);
      return c.json({ success: true, data: { asset } });
    })
    .delete('/:id', async (c) => {
      const { services } = c.var;
      const asset = await getAsset(services.db, assetId(c.req.param('id')));
      if (!asset) throw new AppError('NOT_FOUND', m.notFound);
      const usage = await whereUsed(services.db, asset.url);
      if (usage.length > 0) {
        return c.json({ success: false, message: m.inUse(describeUsage(usage)), data: { usage } }, 409);
      }
      if (!(await deleteAsset(services.db, asset._id))) throw new AppError('NOT_FOUND', m.notFound);
      // The file goes once nothing names it (a record saved meanwhile keeps it); the site's own
      // pictures are never deleted: they are not stored uploads, and releaseFiles passes them by.
      await releaseFiles(services, [asset.url]);
      c.set('isPublicContentUnchanged', true);
      return c.json({ success: true, message: m.deleted });
    });
}
