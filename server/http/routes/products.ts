import { Hono } from 'hono';
import type { Product } from '../../../domain/entities.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { productFormSchema, productListQuerySchema } from '../../../domain/product.ts';
import type { Db } from '../../db/connection.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getProductByCode,
  listProducts,
  updateProduct,
} from '../../db/products.ts';
import { DuplicateKeyError } from '../../db/unique-violation.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import {
  deleteImageAt,
  IMAGE_TOO_LARGE,
  imageBatch,
  imageRule,
  parseUploadForm,
  uploadedImage,
} from '../image-uploads.ts';
import { isLookupKey } from '../input-guards.ts';
import { type MultipartRules, readMultipart } from '../multipart.ts';
import { readQuery } from '../request-body.ts';

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

function idTaken(): AppError {
  return new AppError('CONFLICT', m.idTaken, { errors: { id: m.idTaken } });
}

async function findById(db: Db, id: string): Promise<Product | undefined> {
  return isLookupKey(id) ? getProduct(db, id) : undefined;
}

export function productRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      // public-site.md §7: optional category name, matched without regard to case; empty = all.
      // A page at a time (decision 019).
      const { category, page, limit } = readQuery(c, productListQuerySchema);
      const { items, total } = await listProducts(c.var.services.db, category ? { category } : {}, {
        page,
        limit,
      });
      return c.json({ success: true, data: { products: items }, ...pageInfo(total, page, limit) });
    })
    .get('/link/:link', async (c) => {
      const link = c.req.param('link');
      const product = isLookupKey(link) ? await getProductByCode(c.var.services.db, link) : undefined;
      if (!product) throw notFound();
      return c.json({ success: true, data: { product } });
    })
    .get('/:id', async (c) => {
      const product = await findById(c.var.services.db, c.req.param('id'));
      if (!product) throw notFound();
      return c.json({ success: true, data: { product } });
    })
    .post('/', requireStaff('content'), async (c) => {
      const { services } = c.var;
      await using body = await readMultipart(c, PRODUCT_FORM);
      // admin.md §5: "thumbnail required only on create".
      const form = parseUploadForm(
        productFormSchema,
        body.fields,
        body.has('thumbnail') ? {} : { thumbnail: m.thumbnailRequired },
      );
      const upload = await uploadedImage(body, 'thumbnail', m.imageNotImage);
      const images = imageBatch(services);
      try {
        const thumbnail = (await images.store(upload))?.url;
        const product = await createProduct(services.db, { ...form, ...(thumbnail ? { thumbnail } : {}) });
        return c.json({ success: true, data: { product } }, 201);
      } catch (error) {
        await images.discard();
        if (error instanceof DuplicateKeyError) throw idTaken();
        throw error;
      }
    })
    .put('/:id', requireStaff('content'), async (c) => {
      const { services } = c.var;
      const current = await findById(services.db, c.req.param('id'));
      if (!current) throw notFound();
      await using body = await readMultipart(c, PRODUCT_FORM);
      const { fields } = body;
      // ours: a blank product ID on edit keeps the product's code, so its public
      // /product/{code} link keeps working (the dashboard always sends the code it loaded).
      const form = parseUploadForm(productFormSchema, {
        ...fields,
        ...(fields.id?.trim() ? {} : { id: current.id }),
      });
      const upload = await uploadedImage(body, 'thumbnail', m.imageNotImage);
      const images = imageBatch(services);
      let updated: Product | undefined;
      try {
        // admin.md §5: no new thumbnail on edit keeps the current one.
        const thumbnail = (await images.store(upload))?.url;
        updated = await updateProduct(services.db, current._id, {
          ...form,
          ...(thumbnail ? { thumbnail } : {}),
          // The form is the whole product: a cleared external link is removed.
          externalLink: form.externalLink ?? null,
        });
        if (!updated) throw notFound();
      } catch (error) {
        await images.discard();
        if (error instanceof DuplicateKeyError) throw idTaken();
        throw error;
      }
      // The replaced thumbnail goes only once the new one is saved.
      if (updated.thumbnail !== current.thumbnail) await deleteImageAt(services, current.thumbnail);
      return c.json({ success: true, data: { product: updated } });
    })
    .delete('/:id', requireStaff('content'), async (c) => {
      const { services } = c.var;
      const id = c.req.param('id');
      const deleted = isLookupKey(id) ? await deleteProduct(services.db, id) : undefined;
      if (!deleted) throw notFound();
      await deleteImageAt(services, deleted.thumbnail);
      return c.json({ success: true, message: 'Product deleted' });
    });
}
