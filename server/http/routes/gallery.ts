import { Hono } from 'hono';
import type { GalleryImage } from '../../../domain/entities.ts';
import { galleryListQuerySchema } from '../../../domain/gallery.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { recordViewQuerySchema } from '../../../domain/publishing.ts';
import { createImage, deleteImage, getImage, listImages } from '../../db/gallery-images.ts';
import { inTransaction } from '../../db/transaction.ts';
import { GALLERY_TYPE, type GalleryImageDocument } from '../../publishing/content-types.ts';
import { releaseFiles } from '../../publishing/files.ts';
import { forgetPublishing, saveWrite, settleCreated } from '../../publishing/publish.ts';
import { withPublishingState } from '../../publishing/record-state.ts';
import { readWorkingCopy } from '../../publishing/working-copy.ts';
import type { AppServices } from '../../services.ts';
import { deleteImageFiles, type StoredImage, storePreparedImage } from '../../uploads/images.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readQuery } from '../request-body.ts';
import { readGalleryImageForm } from './gallery-image-form.ts';
import {
  actorOf,
  filesInUseBy,
  isStaffReader,
  publishingRoutes,
  recordAnswer,
  recordOutcome,
  staffWorkingCopy,
} from './publishing.ts';

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
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        // The public sees published images only, staff every one with its state (decision 024).
        const { category, page, limit } = readQuery(c, galleryListQuerySchema);
        const { db } = c.var.services;
        const isStaff = await isStaffReader(c, GALLERY_TYPE, undefined);
        const { items, total } = await listImages(
          db,
          { ...(category ? { category } : {}), publishedOnly: !isStaff },
          { page, limit },
        );
        const images = isStaff ? await withPublishingState(db, GALLERY_TYPE, items) : items;
        return c.json({ success: true, data: { images }, ...pageInfo(total, page, limit) });
      })
      .get('/:id', async (c) => {
        const { view } = readQuery(c, recordViewQuerySchema);
        const isStaff = await isStaffReader(c, GALLERY_TYPE, view);
        const image = await getImage(c.var.services.db, imageId(c.req.param('id')), {
          publishedOnly: !isStaff,
        });
        if (!image) throw new AppError('NOT_FOUND', m.imageNotFound);
        const answer = await recordAnswer(c, GALLERY_TYPE, image, { isStaff, view });
        return c.json({ success: true, data: { image: answer } });
      })
      .post('/', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const { form, image, publishing } = await readGalleryImageForm(c, { isImageRequired: true });
        if (!image) throw new AppError('VALIDATION', m.imageRequired, { errors: { image: m.imageRequired } });
        const stored = await storePreparedImage(services, image.image, image.originalName);
        const outcome = await removingFilesOnFailure(services, stored, () =>
          inTransaction(services.db, async (trx) =>
            settleCreated(
              trx,
              GALLERY_TYPE,
              await createImage(trx, { ...form, ...stored }),
              publishing,
              actorOf(c),
            ),
          ),
        );
        await recordOutcome(c, GALLERY_TYPE, outcome.record._id, outcome);
        return c.json(
          { success: true, data: { image: await staffWorkingCopy(c, GALLERY_TYPE, outcome.record._id) } },
          201,
        );
      })
      // Decision 024: the form edits the working copy (the draft where there is one); with status
      // draft on a published image it is saved as the draft and the public gallery stays.
      .put('/:id', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const id = imageId(c.req.param('id'));
        const current = await readWorkingCopy<GalleryImage>(services.db, GALLERY_TYPE, id);
        if (!current) throw new AppError('NOT_FOUND', m.imageNotFound);
        const { form, image, publishing } = await readGalleryImageForm(c, {
          isImageRequired: false,
          currentCategory: current.category,
        });
        const before = await filesInUseBy(c, GALLERY_TYPE, id);
        // PUT replaces every text field: an alt left blank removes the one stored.
        const { alt: _cleared, ...kept } = GALLERY_TYPE.toDocument(current);
        const save = (files: Pick<GalleryImageDocument, 'url' | 'variants'> | undefined) =>
          saveWrite(services.db, GALLERY_TYPE, id, { ...kept, ...form, ...files }, publishing, actorOf(c));
        // admin.md §5: no new file keeps the current image.
        const stored = image
          ? await storePreparedImage(services, image.image, image.originalName)
          : undefined;
        const saved = stored
          ? await removingFilesOnFailure(services, stored, () => save(stored))
          : await save(undefined);
        if (!saved) throw new AppError('NOT_FOUND', m.imageNotFound);
        await recordOutcome(c, GALLERY_TYPE, id, saved);
        // The old files go only once the row names the new ones, so a failure never leaves the
        // image pointing at deleted files, and only when no version or draft still shows them.
        await releaseFiles(services, before);
        return c.json({ success: true, data: { image: await staffWorkingCopy(c, GALLERY_TYPE, id) } });
      })
      .delete('/:id', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const id = imageId(c.req.param('id'));
        const before = await filesInUseBy(c, GALLERY_TYPE, id);
        const forgotten = await inTransaction(services.db, async (trx) =>
          (await deleteImage(trx, id)) ? forgetPublishing(trx, GALLERY_TYPE, id) : undefined,
        );
        if (!forgotten) throw new AppError('NOT_FOUND', m.imageNotFound);
        await releaseFiles(services, [...before, ...forgotten]);
        return c.json({ success: true, message: 'Image deleted' });
      })
      .route('/', publishingRoutes(GALLERY_TYPE))
  );
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
