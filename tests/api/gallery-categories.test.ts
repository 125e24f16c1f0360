import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fileForm, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// admin.md §2 Gallery management (Manage Categories), §3 GalleryCategory, §5 category form, §7, §9.

type Category = { _id: string; id: string; name: string; displayOrder: number; isActive: boolean };

const ID_INVALID = 'ID may contain only letters, numbers and hyphens';
const ID_TAKEN = 'A category with this ID already exists';
const NOT_FOUND = { success: false, message: 'Category not found' };

describe.each(testDatabaseKinds())('gallery categories API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let revokedToken: string;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    revokedToken = await signIn(server);
    const logout = await call(server, 'GET', '/auth/logout', { token: revokedToken });
    expect(logout.status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function create(json: Record<string, unknown>): Promise<Category> {
    const response = await call(server, 'POST', '/gallery-categories', { token, json });
    expect(response.status).toBe(201);
    return response.body.data.category;
  }

  async function uploadImage(category: string): Promise<{ _id: string; category: string }> {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const form = fileForm('image', new Uint8Array(bytes), 'photo.jpg', 'image/jpeg', {
      title: `In ${category}`,
      category,
      imageDate: '2025-01-15',
    });
    const response = await call(server, 'POST', '/gallery', { token, form });
    expect(response.status).toBe(201);
    return response.body.data.image;
  }

  function slugs(categories: Category[]): string[] {
    return categories.map((category) => category.id);
  }

  describe('GET /api/gallery-categories', () => {
    it('answers the default categories seeded on start, in display order (admin.md §9)', async () => {
      const response = await call(server, 'GET', '/gallery-categories');
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.data.categories.slice(0, 3)).toEqual([
        { _id: expect.any(String), id: 'siteVisit', name: 'Site Visit', displayOrder: 0, isActive: true },
        {
          _id: expect.any(String),
          id: 'officeActivities',
          name: 'Office Activities',
          displayOrder: 1,
          isActive: true,
        },
        { _id: expect.any(String), id: 'training', name: 'Training', displayOrder: 2, isActive: true },
      ]);
    });

    it('hides inactive categories, which the admin list shows', async () => {
      await create({ id: 'hiddenOne', name: 'Hidden One', displayOrder: 5, isActive: false });
      const shown = await create({ id: 'shownOne', name: 'Shown One', displayOrder: 4, isActive: true });
      const publicList = await call(server, 'GET', '/gallery-categories');
      expect(slugs(publicList.body.data.categories)).toContain(shown.id);
      expect(slugs(publicList.body.data.categories)).not.toContain('hiddenOne');

      const adminList = await call(server, 'GET', '/gallery-categories/all/admin', { token });
      expect(adminList.status).toBe(200);
      const all: Category[] = adminList.body.data.categories;
      expect(all.find((category) => category.id === 'hiddenOne')).toMatchObject({ isActive: false });
      const orders = all.map((category) => category.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    });
  });

  describe('GET /api/gallery-categories/:id', () => {
    it('answers data.category by its slug id', async () => {
      const response = await call(server, 'GET', '/gallery-categories/training');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          category: {
            _id: expect.any(String),
            id: 'training',
            name: 'Training',
            displayOrder: 2,
            isActive: true,
          },
        },
      });
    });

    it('answers 404 for an inactive category to anonymous callers, and the category to an admin', async () => {
      await create({ id: 'draftCategory', name: 'Draft', isActive: false });
      const anonymous = await call(server, 'GET', '/gallery-categories/draftCategory');
      expect(anonymous.status).toBe(404);
      expect(anonymous.body).toEqual(NOT_FOUND);
      const revoked = await call(server, 'GET', '/gallery-categories/draftCategory', { token: revokedToken });
      expect(revoked.status).toBe(404);
      const admin = await call(server, 'GET', '/gallery-categories/draftCategory', { token });
      expect(admin.status).toBe(200);
      expect(admin.body.data.category).toMatchObject({ id: 'draftCategory', isActive: false });
    });

    it('answers 404 "Category not found" for an unknown or malformed id', async () => {
      for (const id of ['noSuchCategory', '..%2F..%2Fetc', "x' or '1'='1", 'ünïcode']) {
        const response = await call(server, 'GET', `/gallery-categories/${encodeURIComponent(id)}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
    });
  });

  describe('POST /api/gallery-categories', () => {
    it('creates a category and answers 201 with data.category', async () => {
      const response = await call(server, 'POST', '/gallery-categories', {
        token,
        json: { id: 'substations', name: 'Substations', displayOrder: 3, isActive: true },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        data: {
          category: {
            _id: expect.any(String),
            id: 'substations',
            name: 'Substations',
            displayOrder: 3,
            isActive: true,
          },
        },
      });
    });

    it("makes the id from the name when it is blank: 'Site Visit!' gives 'site-visit' (admin.md §5)", async () => {
      const category = await create({ id: '', name: 'Site Visit!', displayOrder: 0, isActive: true });
      expect(category.id).toBe('site-visit');
      const missing = await create({ name: 'Cable   Pulling, Day 2' });
      expect(missing).toMatchObject({ id: 'cable-pulling-day-2', displayOrder: 0, isActive: true });
    });

    it('parses displayOrder as an integer with fallback 0', async () => {
      expect((await create({ id: 'orderText', name: 'A', displayOrder: '7' })).displayOrder).toBe(7);
      expect((await create({ id: 'orderFraction', name: 'B', displayOrder: 2.9 })).displayOrder).toBe(2);
      expect((await create({ id: 'orderWord', name: 'C', displayOrder: 'abc' })).displayOrder).toBe(0);
    });

    it('rejects a missing name with "Name is required"', async () => {
      const response = await call(server, 'POST', '/gallery-categories', {
        token,
        json: { id: 'noName', name: ' ' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Name is required',
        errors: { name: 'Name is required' },
      });
    });

    it('rejects a negative displayOrder with "Display order must be 0 or more"', async () => {
      const response = await call(server, 'POST', '/gallery-categories', {
        token,
        json: { id: 'negative', name: 'Negative', displayOrder: -1 },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ displayOrder: 'Display order must be 0 or more' });
    });

    it(`rejects an id with other characters than letters, numbers and hyphens with "${ID_INVALID}"`, async () => {
      for (const id of ['bad id', 'bad/id', 'bad_id!', '-edge-', '../etc']) {
        const response = await call(server, 'POST', '/gallery-categories', {
          token,
          json: { id, name: 'Bad' },
        });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ id: ID_INVALID });
      }
      const noLetters = await call(server, 'POST', '/gallery-categories', { token, json: { name: '!!!' } });
      expect(noLetters.status).toBe(400);
      expect(noLetters.body.errors).toEqual({ id: ID_INVALID });
    });

    it(`answers 409 "${ID_TAKEN}" for a duplicate id`, async () => {
      const response = await call(server, 'POST', '/gallery-categories', {
        token,
        json: { id: 'siteVisit', name: 'Another Site Visit' },
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: ID_TAKEN, errors: { id: ID_TAKEN } });
    });

    it('answers malformed bodies with 4xx, never 5xx', async () => {
      const bodies: { body: string; type: string }[] = [
        { body: '{"name": ', type: 'application/json' },
        { body: '[{"name":"A"}]', type: 'application/json' },
        { body: 'null', type: 'application/json' },
        { body: '"text"', type: 'application/json' },
        { body: 'name=A', type: 'application/x-www-form-urlencoded' },
        { body: JSON.stringify({ name: 42 }), type: 'application/json' },
        { body: JSON.stringify({ name: ['A'] }), type: 'application/json' },
        { body: JSON.stringify({ name: 'A', id: 12 }), type: 'application/json' },
        { body: JSON.stringify({ name: 'A', isActive: 'maybe' }), type: 'application/json' },
        { body: JSON.stringify({ name: 'A', displayOrder: -5 }), type: 'application/json' },
        { body: JSON.stringify({ name: 'x'.repeat(300 * 1024) }), type: 'application/json' },
      ];
      for (const { body, type } of bodies) {
        const response = await fetch(`${server.url}/api/gallery-categories`, {
          method: 'POST',
          // An over-limit body is answered before it is read and the socket then dropped; a fresh
          // connection per request keeps that from failing the next request.
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': type, Connection: 'close' },
          body,
        });
        expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(response.status, body.slice(0, 40)).toBeLessThan(500);
        expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    });
  });

  describe('PUT /api/gallery-categories/:id', () => {
    it('updates the fields and answers data.category', async () => {
      const before = await create({ id: 'toEdit', name: 'To Edit', displayOrder: 1 });
      const response = await call(server, 'PUT', '/gallery-categories/toEdit', {
        token,
        json: { id: 'toEdit', name: 'Edited', displayOrder: 9, isActive: false },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          category: { _id: before._id, id: 'toEdit', name: 'Edited', displayOrder: 9, isActive: false },
        },
      });
    });

    it('renames the id and moves the images filed under it', async () => {
      await create({ id: 'oldName', name: 'Old Name' });
      const image = await uploadImage('oldName');
      const response = await call(server, 'PUT', '/gallery-categories/oldName', {
        token,
        json: { id: 'newName', name: 'New Name', displayOrder: 0, isActive: true },
      });
      expect(response.status).toBe(200);
      expect(response.body.data.category.id).toBe('newName');
      expect((await call(server, 'GET', '/gallery-categories/oldName')).status).toBe(404);
      const moved = await call(server, 'GET', `/gallery/${image._id}`);
      expect(moved.body.data.image.category).toBe('newName');
    });

    it('validates like POST', async () => {
      const response = await call(server, 'PUT', '/gallery-categories/training', {
        token,
        json: { id: 'bad id', name: '', displayOrder: -2 },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        id: ID_INVALID,
        name: 'Name is required',
        displayOrder: 'Display order must be 0 or more',
      });
    });

    it('answers 409 when renaming to a taken id', async () => {
      await create({ id: 'renameMe', name: 'Rename Me' });
      const response = await call(server, 'PUT', '/gallery-categories/renameMe', {
        token,
        json: { id: 'training', name: 'Rename Me' },
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: ID_TAKEN, errors: { id: ID_TAKEN } });
      expect((await call(server, 'GET', '/gallery-categories/renameMe')).status).toBe(200);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await call(server, 'PUT', '/gallery-categories/noSuchCategory', {
        token,
        json: { name: 'Anything' },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    });

    it('answers malformed bodies with 400', async () => {
      for (const body of ['{oops', '[]', '42']) {
        const response = await fetch(`${server.url}/api/gallery-categories/training`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body,
        });
        expect(response.status).toBe(400);
      }
    });
  });

  describe('DELETE /api/gallery-categories/:id', () => {
    it('deletes the category and keeps its images (admin.md §2)', async () => {
      await create({ id: 'doomed', name: 'Doomed' });
      const image = await uploadImage('doomed');
      const response = await call(server, 'DELETE', '/gallery-categories/doomed', { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Category deleted' });
      expect((await call(server, 'GET', '/gallery-categories/doomed', { token })).status).toBe(404);

      const listed = await call(server, 'GET', '/gallery?category=doomed');
      expect(listed.body.data.images).toEqual([
        expect.objectContaining({ _id: image._id, category: 'doomed' }),
      ]);
      // Editing such an image may keep its (deleted) category rather than be forced to pick a new one.
      const edit = new FormData();
      edit.append('title', 'Still here');
      edit.append('category', 'doomed');
      const edited = await call(server, 'PUT', `/gallery/${image._id}`, { token, form: edit });
      expect(edited.status).toBe(200);
      expect(edited.body.data.image).toMatchObject({ title: 'Still here', category: 'doomed' });
    });

    it('answers 404 for an unknown id', async () => {
      const response = await call(server, 'DELETE', '/gallery-categories/noSuchCategory', { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    });
  });

  describe('sign-in', () => {
    const protectedRoutes = [
      ['GET', '/gallery-categories/all/admin'],
      ['POST', '/gallery-categories'],
      ['PUT', '/gallery-categories/training'],
      ['DELETE', '/gallery-categories/training'],
    ] as const;

    it.each(protectedRoutes)(
      '%s %s answers 401 without a token and with a revoked one',
      async (method, path) => {
        const json = method === 'POST' || method === 'PUT' ? { id: 'intruder', name: 'Intruder' } : undefined;
        for (const options of [{}, { token: revokedToken }, { token: 'made-up-token' }]) {
          const response = await call(server, method, path, { ...options, ...(json ? { json } : {}) });
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ success: false, message: 'Authentication required' });
        }
        const training = await call(server, 'GET', '/gallery-categories/training');
        expect(training.body.data.category).toMatchObject({ id: 'training', name: 'Training' });
      },
    );
  });
});
