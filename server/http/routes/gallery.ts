import { Hono } from 'hono';
import type { GalleryImage } from '../../../domain/entities.ts';
import { galleryListQuerySchema } from '../../../domain/gallery.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { recordViewQuerySchema } from '../../../domain/publishing.ts';
import { createImage, deleteImage, getImage, listImages } from '../../db/gallery-images.ts';
import { deleteAsset } from '../../db/media-assets.ts';
import { inTransaction } from '../../db/transaction.ts';
import { libraryImageFiles, libraryImageUrl, registerUpload } from '../../media/assets.ts';
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
import type { UploadedImage } from '../image-uploads.ts';
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
        const { form, image, chosenUrl, publishing } = await readGalleryImageForm(c, {
          isImageRequired: true,
        });
        const email = c.var.admin.email;
        const stored = image
          ? await storeAsAsset(services, image, form.alt, email)
          : chosenUrl
            ? {
                ...libraryImageFiles(await libraryImageUrl(services.db, 'image', chosenUrl, email)),
                assetId: undefined,
              }
            : undefined;
        if (!stored)
          throw new AppError('VALIDATION', m.imageRequired, { errors: { image: m.imageRequired } });
        const outcome = await removingFilesOnFailure(services, stored, () =>
          inTransaction(services.db, async (trx) =>
            settleCreated(
              trx,
              GALLERY_TYPE,
              await createImage(trx, { ...form, url: stored.url, variants: stored.variants }),
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
        const { form, image, chosenUrl, publishing } = await readGalleryImageForm(c, {
          isImageRequired: false,
          currentCategory: current.category,
        });
        const email = c.var.admin.email;
        const before = await filesInUseBy(c, GALLERY_TYPE, id);
        // PUT replaces every text field: an alt left blank removes the one stored.
        const { alt: _cleared, ...kept } = GALLERY_TYPE.toDocument(current);
        const save = (files: Pick<GalleryImageDocument, 'url' | 'variants'> | undefined) =>
          saveWrite(services.db, GALLERY_TYPE, id, { ...kept, ...form, ...files }, publishing, actorOf(c));
        // admin.md §5: no new file keeps the current image; a library picture may replace it.
        const stored = image ? await storeAsAsset(services, image, form.alt, email) : undefined;
        const chosen =
          !image && chosenUrl && chosenUrl !== current.url
            ? libraryImageFiles(await libraryImageUrl(services.db, 'image', chosenUrl, email))
            : undefined;
        const files = stored ? { url: stored.url, variants: stored.variants } : chosen;
        const saved = stored
          ? await removingFilesOnFailure(services, stored, () => save(files))
          : await save(files);
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

/** Stores an uploaded picture and registers it in the media library (decision 025). */
async function storeAsAsset(
  services: AppServices,
  image: UploadedImage,
  alt: string | undefined,
  createdByEmail: string,
): Promise<StoredImage & { assetId: string | undefined }> {
  const stored = await storePreparedImage(services, image.image, image.originalName);
  try {
    const asset = await registerUpload(services.db, stored, image, {
      ...(alt ? { alt } : {}),
      createdByEmail,
    });
    return { ...stored, assetId: asset._id };
  } catch (error) {
    await deleteImageFiles(services, stored).catch(() => undefined);
    throw error;
  }
}

/**
 * Runs the database write for freshly stored files, and removes the files and their asset if the
 * write fails. A library picture (no asset made for this save) is left alone.
 */
async function removingFilesOnFailure<T>(
  services: AppServices,
  stored: StoredImage & { assetId: string | undefined },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (stored.assetId === undefined) throw error;
    await deleteAsset(services.db, stored.assetId).catch(() => undefined);
    await deleteImageFiles(services, stored).catch((cleanupError: unknown) => {
      services.logger.warn({ err: cleanupError }, 'could not remove the files of a failed image save');
    });
    throw error;
  }
}
