import { Hono } from 'hono';
import { galleryListQuerySchema } from '../../../domain/gallery.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { createImage, deleteImage, getImage, listImages, updateImage } from '../../db/gallery-images.ts';
import type { AppServices } from '../../services.ts';
import { deleteImageFiles, type StoredImage, storePreparedImage } from '../../uploads/images.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readQuery } from '../request-body.ts';
import { readGalleryImageForm } from './gallery-image-form.ts';

// admin.md §7 and public-site.md §7: GET /gallery (optional query category; a page at a time,
// decision 019), GET /gallery/{id},
// and the administrator's POST, PUT and DELETE. Images are stored as WebP variants with their
// metadata stripped (DESIGN.md Images); their files go when the image goes or is replaced.

const m = MESSAGES.galleryAdmin;

/** The image's id from the path; a malformed one names nothing (404 without a query). */
function imageId(id: string): string {
  if (!isWellFormedId(id)) throw new AppError('NOT_FOUND', m.imageNotFound);
  return id;
}

export function galleryRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { category, page, limit } = readQuery(c, galleryListQuerySchema);
      const { items, total } = await listImages(c.var.services.db, category ? { category } : {}, {
        page,
        limit,
      });
      return c.json({ success: true, data: { images: items }, ...pageInfo(total, page, limit) });
    })
    .get('/:id', async (c) => {
      const image = await getImage(c.var.services.db, imageId(c.req.param('id')));
      if (!image) throw new AppError('NOT_FOUND', m.imageNotFound);
      return c.json({ success: true, data: { image } });
    })
    .post('/', requireStaff('content'), async (c) => {
      const { services } = c.var;
      const { form, image } = await readGalleryImageForm(c, { isImageRequired: true });
      if (!image) throw new AppError('VALIDATION', m.imageRequired, { errors: { image: m.imageRequired } });
      const stored = await storePreparedImage(services, image.image, image.originalName);
      const created = await removingFilesOnFailure(services, stored, () =>
        createImage(services.db, { ...form, ...stored }),
      );
      return c.json({ success: true, data: { image: created } }, 201);
    })
    .put('/:id', requireStaff('content'), async (c) => {
      const { services } = c.var;
      const id = imageId(c.req.param('id'));
      const current = await getImage(services.db, id);
      if (!current) throw new AppError('NOT_FOUND', m.imageNotFound);
      const { form, image } = await readGalleryImageForm(c, {
        isImageRequired: false,
        currentCategory: current.category,
      });
      // PUT replaces every text field: an alt left blank removes the one stored.
      const fields = { ...form, alt: form.alt ?? null };
      // admin.md §5: no new file keeps the current image.
      if (!image) {
        const updated = await updateImage(services.db, id, fields);
        if (!updated) throw new AppError('NOT_FOUND', m.imageNotFound);
        return c.json({ success: true, data: { image: updated } });
      }
      const stored = await storePreparedImage(services, image.image, image.originalName);
      const updated = await removingFilesOnFailure(services, stored, async () => {
        const row = await updateImage(services.db, id, { ...fields, ...stored });
        if (!row) throw new AppError('NOT_FOUND', m.imageNotFound);
        return row;
      });
      // The old files go only once the row names the new ones, so a failure never leaves the
      // image pointing at deleted files.
      await deleteImageFiles(services, current);
      return c.json({ success: true, data: { image: updated } });
    })
    .delete('/:id', requireStaff('content'), async (c) => {
      const { services } = c.var;
      const deleted = await deleteImage(services.db, imageId(c.req.param('id')));
      if (!deleted) throw new AppError('NOT_FOUND', m.imageNotFound);
      await deleteImageFiles(services, deleted);
      return c.json({ success: true, message: 'Image deleted' });
    });
}

/** Runs the database write for freshly stored files, and removes the files if the write fails. */
async function removingFilesOnFailure<T>(
  services: AppServices,
  stored: StoredImage,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deleteImageFiles(services, stored).catch((cleanupError: unknown) => {
      services.logger.warn({ err: cleanupError }, 'could not remove the files of a failed image save');
    });
    throw error;
  }
}
