import { Hono } from 'hono';
import { galleryCategorySchema } from '../../../domain/gallery.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  createCategory,
  deleteCategory,
  getCategoryBySlug,
  listActiveCategories,
  listAllCategories,
  updateCategory,
} from '../../db/gallery-categories.ts';
import { DuplicateKeyError } from '../../db/unique-violation.ts';
import { mayUse, requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isLookupKey } from '../input-guards.ts';
import { readJson } from '../request-body.ts';

// admin.md §7: the gallery categories, addressed by their slug `id` (admin.md §3). The public
// site sees active ones only; administrators see every one (GET /all/admin).

const m = MESSAGES.galleryAdmin;

function notFound(): AppError {
  return new AppError('NOT_FOUND', m.categoryNotFound);
}

/** The category slug from the path; one that no slug could be names nothing (404 without a query). */
function slugParam(slug: string): string {
  if (!isLookupKey(slug)) throw notFound();
  return slug;
}

/** A taken slug is the caller's mistake (409), shown under the id field. */
async function conflictOnTakenId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      throw new AppError('CONFLICT', m.categoryIdTaken, { errors: { id: m.categoryIdTaken } });
    }
    throw error;
  }
}

export function galleryCategoryRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const categories = await listActiveCategories(c.var.services.db);
        return c.json({ success: true, data: { categories } });
      })
      // Declared before '/:id' so 'all' is never read as a category id.
      .get('/all/admin', requireStaff('content'), async (c) => {
        const categories = await listAllCategories(c.var.services.db);
        return c.json({ success: true, data: { categories } });
      })
      .get('/:id', async (c) => {
        const category = await getCategoryBySlug(c.var.services.db, slugParam(c.req.param('id')));
        // An inactive category is hidden from the public site like a missing one.
        if (!category || (!category.isActive && !(await mayUse(c, 'content')))) throw notFound();
        return c.json({ success: true, data: { category } });
      })
      .post('/', requireStaff('content'), async (c) => {
        const input = await readJson(c, galleryCategorySchema);
        const category = await conflictOnTakenId(() => createCategory(c.var.services.db, input));
        return c.json({ success: true, data: { category } }, 201);
      })
      .put('/:id', requireStaff('content'), async (c) => {
        const { db } = c.var.services;
        const slug = slugParam(c.req.param('id'));
        if (!(await getCategoryBySlug(db, slug))) throw notFound();
        const input = await readJson(c, galleryCategorySchema);
        // May rename the slug; the data layer moves the category's images along with it.
        const category = await conflictOnTakenId(() => updateCategory(db, slug, input));
        if (!category) throw notFound();
        return c.json({ success: true, data: { category } });
      })
      .delete('/:id', requireStaff('content'), async (c) => {
        // admin.md §2: "This will not delete the images in this category."
        const isDeleted = await deleteCategory(c.var.services.db, slugParam(c.req.param('id')));
        if (!isDeleted) throw notFound();
        return c.json({ success: true, message: 'Category deleted' });
      })
  );
}
