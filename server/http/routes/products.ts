import { type Context, Hono } from 'hono';
import type { Product } from '../../../domain/entities.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { productFormSchema, productListQuerySchema } from '../../../domain/product.ts';
import { recordViewQuerySchema } from '../../../domain/publishing.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getProductByCode,
  listProducts,
} from '../../db/products.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DuplicateKeyError } from '../../db/unique-violation.ts';
import { libraryImageUrl } from '../../media/assets.ts';
import { PRODUCT_TYPE, type ProductDocument } from '../../publishing/content-types.ts';
import { releaseFiles } from '../../publishing/files.ts';
import { forgetPublishing, saveWrite, settleCreated } from '../../publishing/publish.ts';
import { withPublishingState } from '../../publishing/record-state.ts';
import { readWorkingCopy } from '../../publishing/working-copy.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import {
  IMAGE_TOO_LARGE,
  imageBatch,
  imageRule,
  parseUploadForm,
  type UploadedImage,
  uploadedImage,
} from '../image-uploads.ts';
import { isLookupKey } from '../input-guards.ts';
import { type MultipartRules, readMultipart } from '../multipart.ts';
import { readQuery } from '../request-body.ts';
import {
  actorOf,
  filesInUseBy,
  isStaffReader,
  publishingRoutes,
  recordAnswer,
  recordOutcome,
  staffRecord,
  staffWorkingCopy,
  takePublishingFields,
} from './publishing.ts';

// admin.md §7 and public-site.md §7: GET, POST, PUT, DELETE /products and GET
// /products/link/{link}. The dashboard sends multipart forms whose lists and objects are JSON
// text; reads are public, writes need an administrator. `_id` names the row, `id` is the
// product code (e.g. ev-1) that public links use.

const m = MESSAGES.productAdmin;

const PRODUCT_FORM: MultipartRules = {
  tooLargeMessage: IMAGE_TOO_LARGE,
  files: { thumbnail: imageRule(m.imageNotImage) },
};

function notFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.products.notFound);
}

/**
 * The library picture named by the `thumbnail` text field instead of a file (decision 025), or
 * undefined when none was named or a file was sent (the file wins). 400 for any other URL.
 */
async function chosenImage(
  c: Context<AppEnv>,
  url: string | undefined,
  upload: UploadedImage | undefined,
  /** The picture the product shows now, which it may keep whether or not the library has it. */
  current?: string | null,
): Promise<string | undefined> {
  if (upload || !url?.trim()) return undefined;
  if (current && url.trim() === current) return current;
  return libraryImageUrl(c.var.services.db, 'thumbnail', url, c.var.admin.email);
}

function idTaken(): AppError {
  return new AppError('CONFLICT', m.idTaken, { errors: { id: m.idTaken } });
}

export function productRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        // public-site.md §7: optional category name, matched without regard to case; empty = all.
        // A page at a time (decision 019). The public sees published products only, staff every
        // one with its state (decision 024).
        const { category, page, limit } = readQuery(c, productListQuerySchema);
        const { db } = c.var.services;
        const isStaff = await isStaffReader(c, PRODUCT_TYPE, undefined);
        const { items, total } = await listProducts(
          db,
          { ...(category ? { category } : {}), publishedOnly: !isStaff },
          { page, limit },
        );
        const products = isStaff ? await withPublishingState(db, PRODUCT_TYPE, items) : items;
        return c.json({ success: true, data: { products }, ...pageInfo(total, page, limit) });
      })
      .get('/link/:link', async (c) => {
        const link = c.req.param('link');
        const isStaff = await isStaffReader(c, PRODUCT_TYPE, undefined);
        const product = isLookupKey(link)
          ? await getProductByCode(c.var.services.db, link, { publishedOnly: !isStaff })
          : undefined;
        if (!product) throw notFound();
        const answer = isStaff ? await staffRecord(c, PRODUCT_TYPE, product) : product;
        return c.json({ success: true, data: { product: answer } });
      })
      .get('/:id', async (c) => {
        const { view } = readQuery(c, recordViewQuerySchema);
        const isStaff = await isStaffReader(c, PRODUCT_TYPE, view);
        const id = c.req.param('id');
        const product = isLookupKey(id)
          ? await getProduct(c.var.services.db, id, { publishedOnly: !isStaff })
          : undefined;
        if (!product) throw notFound();
        const answer = await recordAnswer(c, PRODUCT_TYPE, product, { isStaff, view });
        return c.json({ success: true, data: { product: answer } });
      })
      .post('/', requireStaff('content'), async (c) => {
        const { services } = c.var;
        await using body = await readMultipart(c, PRODUCT_FORM);
        const { fields: sent, publishing } = takePublishingFields(body.fields);
        const { thumbnail: chosenUrl, ...fields } = sent;
        // admin.md §5: "thumbnail required only on create": a file, or a picture of the library.
        const form = parseUploadForm(
          productFormSchema,
          fields,
          body.has('thumbnail') || chosenUrl?.trim() ? {} : { thumbnail: m.thumbnailRequired },
        );
        const upload = await uploadedImage(body, 'thumbnail', m.imageNotImage);
        const chosen = await chosenImage(c, chosenUrl, upload);
        const images = imageBatch(services, { createdByEmail: c.var.admin.email });
        try {
          const thumbnail = (await images.store(upload))?.url ?? chosen;
          const outcome = await inTransaction(services.db, async (trx) => {
            const created = await createProduct(trx, { ...form, ...(thumbnail ? { thumbnail } : {}) });
            return settleCreated(trx, PRODUCT_TYPE, created, publishing, actorOf(c));
          });
          await recordOutcome(c, PRODUCT_TYPE, outcome.record._id, outcome);
          const product = await staffWorkingCopy(c, PRODUCT_TYPE, outcome.record._id);
          return c.json({ success: true, data: { product } }, 201);
        } catch (error) {
          await images.discard();
          if (error instanceof DuplicateKeyError) throw idTaken();
          throw error;
        }
      })
      // Decision 024: the form edits the working copy (the draft where there is one); with status
      // draft on a published product it is saved as the draft and the public page stays.
      .put('/:id', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const id = c.req.param('id');
        const current = isLookupKey(id)
          ? await readWorkingCopy<Product>(services.db, PRODUCT_TYPE, id)
          : undefined;
        if (!current) throw notFound();
        await using body = await readMultipart(c, PRODUCT_FORM);
        const { fields: sent, publishing } = takePublishingFields(body.fields);
        const { thumbnail: chosenUrl, ...fields } = sent;
        // ours: a blank product ID on edit keeps the product's code, so its public
        // /product/{code} link keeps working (the dashboard always sends the code it loaded).
        const form = parseUploadForm(productFormSchema, {
          ...fields,
          ...(fields.id?.trim() ? {} : { id: current.id }),
        });
        const upload = await uploadedImage(body, 'thumbnail', m.imageNotImage);
        const chosen = await chosenImage(c, chosenUrl, upload, current.thumbnail);
        const before = await filesInUseBy(c, PRODUCT_TYPE, current._id);
        const images = imageBatch(services, { createdByEmail: c.var.admin.email });
        try {
          // admin.md §5: no new thumbnail on edit keeps the current one.
          const thumbnail = (await images.store(upload))?.url ?? chosen;
          // The form is the whole product: a cleared external link is removed.
          const { externalLink: _cleared, ...kept } = PRODUCT_TYPE.toDocument(current);
          const document: ProductDocument = { ...kept, ...form, ...(thumbnail ? { thumbnail } : {}) };
          const saved = await saveWrite(
            services.db,
            PRODUCT_TYPE,
            current._id,
            document,
            publishing,
            actorOf(c),
          );
          if (!saved) throw notFound();
          await recordOutcome(c, PRODUCT_TYPE, current._id, saved);
        } catch (error) {
          await images.discard();
          if (error instanceof DuplicateKeyError) throw idTaken();
          throw error;
        }
        // The replaced thumbnail goes only once the new one is saved, and only when no version or
        // draft still shows it.
        await releaseFiles(services, before);
        const product = await staffWorkingCopy(c, PRODUCT_TYPE, current._id);
        return c.json({ success: true, data: { product } });
      })
      .delete('/:id', requireStaff('content'), async (c) => {
        const { services } = c.var;
        const id = c.req.param('id');
        if (!isLookupKey(id)) throw notFound();
        const before = await filesInUseBy(c, PRODUCT_TYPE, id);
        const forgotten = await inTransaction(services.db, async (trx) =>
          (await deleteProduct(trx, id)) ? forgetPublishing(trx, PRODUCT_TYPE, id) : undefined,
        );
        if (!forgotten) throw notFound();
        await releaseFiles(services, [...before, ...forgotten]);
        return c.json({ success: true, message: 'Product deleted' });
      })
      .route('/', publishingRoutes(PRODUCT_TYPE))
  );
}
