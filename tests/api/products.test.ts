import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { IMAGE_TOO_LARGE } from '../../server/http/image-uploads.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { removeFromLibrary } from '../support/media.ts';
import { PUBLISHED_STATE, publicView } from '../support/publishing.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

const m = MESSAGES.productAdmin;
const NOT_FOUND = MESSAGES.products.notFound;
const IMAGE_URL = /^\/uploads\/image\/[a-f0-9]{32}-\d+\.webp$/;
const EMERALD = 'bg-emerald-100 text-emerald-800';
const GRAY = 'bg-gray-100 text-gray-800';

type FileInput = { bytes: Uint8Array; name: string; type: string };

function productForm(fields: Record<string, string>, thumbnail?: FileInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (thumbnail) {
    form.append(
      'thumbnail',
      new Blob([new Uint8Array(thumbnail.bytes)], { type: thumbnail.type }),
      thumbnail.name,
    );
  }
  return form;
}

// The fields as the dashboard sends them (admin.md §7): lists and objects as JSON text.
function fieldsFor(id: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    id,
    title: `Product ${id}`,
    description: 'A short description.',
    content: 'Full details.\nSecond paragraph.',
    category: JSON.stringify({ name: 'EV Charging', color: '' }),
    features: JSON.stringify(['Fast charging']),
    specifications: JSON.stringify([{ key: 'ratedPower', value: '22 kW' }]),
    specificationsObject: '{}',
    applications: JSON.stringify(['Car parks']),
    externalLink: '',
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('products API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let revokedToken: string;
  let photo: FileInput;
  let otherPhoto: FileInput;

  // `null` sends no thumbnail at all.
  async function create(fields: Record<string, string>, thumbnail: FileInput | null = photo) {
    return call(server, 'POST', '/products', { token, form: productForm(fields, thumbnail ?? undefined) });
  }

  async function fetchUpload(url: string) {
    return fetch(`${server.url}${url}`);
  }

  async function imageFiles(): Promise<string[]> {
    return readdir(path.join(server.dataDir, 'uploads', 'public', 'image')).catch(() => []);
  }

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    revokedToken = await signIn(server);
    expect((await call(server, 'GET', '/auth/logout', { token: revokedToken })).status).toBe(200);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const webp = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#669933' } })
      .webp()
      .toBuffer();
    photo = { bytes: jpeg, name: 'charger.jpg', type: 'image/jpeg' };
    otherPhoto = { bytes: webp, name: 'charger-2.webp', type: 'image/webp' };
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('POST /api/products', () => {
    it('creates a product from the multipart form and answers 201 data.product with _id and id', async () => {
      const response = await create(
        fieldsFor('ev-1', {
          features: JSON.stringify(['  Fast charging ', '', '   ', 'Smart metering']),
          specifications: JSON.stringify([
            { key: 'ratedPower', value: '22 kW' },
            { key: '  ', value: 'no name' },
            { key: 'no value', value: '  ' },
            { key: 'phases', value: 3 },
          ]),
          specificationsObject: JSON.stringify({ ratedPower: '22 kW' }),
          applications: JSON.stringify(['Car parks', ' ', 'Fleet depots']),
          externalLink: 'https://example.com/ev-1',
        }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        data: {
          product: {
            _id: expect.stringMatching(/^[a-f0-9]{24}$/),
            id: 'ev-1',
            title: 'Product ev-1',
            description: 'A short description.',
            content: 'Full details.\nSecond paragraph.',
            thumbnail: expect.stringMatching(IMAGE_URL),
            category: { name: 'EV Charging', color: EMERALD },
            features: ['Fast charging', 'Smart metering'],
            specifications: [
              { key: 'ratedPower', value: '22 kW' },
              { key: 'phases', value: '3' },
            ],
            specificationsObject: { ratedPower: '22 kW' },
            applications: ['Car parks', 'Fleet depots'],
            externalLink: 'https://example.com/ev-1',
            ...PUBLISHED_STATE,
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          },
        },
      });
      const image = await fetchUpload(response.body.data.product.thumbnail);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    });

    it.each([
      ['EV Charging', 'EV Charging', EMERALD],
      ['ev charging', 'EV Charging', EMERALD],
      ['Power Distribution', 'Power Distribution', 'bg-blue-100 text-blue-800'],
      ['Switchgear', 'Switchgear', 'bg-purple-100 text-purple-800'],
      ['Transformers', 'Transformers', 'bg-yellow-100 text-yellow-800'],
      ['Other', 'Other', GRAY],
      ['Marine Systems', 'Marine Systems', GRAY],
    ])('gives the category "%s" the name "%s" and colour "%s"', async (name, expectedName, colour) => {
      const code = `cat-${name.replace(/\W/g, '').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`;
      const asObject = await create(fieldsFor(code, { category: JSON.stringify({ name }) }));
      expect(asObject.status).toBe(201);
      expect(asObject.body.data.product.category).toEqual({ name: expectedName, color: colour });
      const asText = await create(fieldsFor(`${code}-text`, { category: name }));
      expect(asText.status).toBe(201);
      expect(asText.body.data.product.category).toEqual({ name: expectedName, color: colour });
    });

    it('generates the product code "product-" plus a timestamp when the id is blank', async () => {
      const before = Date.now();
      const response = await create(fieldsFor('  '));
      expect(response.status).toBe(201);
      const code: string = response.body.data.product.id;
      expect(code).toMatch(/^product-\d+$/);
      const stamp = Number(code.slice('product-'.length));
      expect(stamp).toBeGreaterThanOrEqual(before);
      expect(stamp).toBeLessThanOrEqual(Date.now());
    });

    it('treats missing list fields as empty lists and drops a blank external link', async () => {
      const response = await create({
        id: 'minimal-1',
        title: 'Minimal',
        description: 'Only what is required.',
        category: 'Switchgear',
      });
      expect(response.status).toBe(201);
      const product = response.body.data.product;
      expect(product).toMatchObject({
        content: '',
        features: [],
        specifications: [],
        specificationsObject: {},
        applications: [],
      });
      expect(product).not.toHaveProperty('externalLink');
    });

    it('answers 400 with "Title is required", "Category is required", "Description is required" and "Product image is required"', async () => {
      const response = await create({ id: 'x-1', title: ' ', description: '', category: '' }, null);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: m.titleRequired,
        errors: {
          title: m.titleRequired,
          category: m.categoryRequired,
          description: m.descriptionRequired,
          thumbnail: m.thumbnailRequired,
        },
      });
    });

    it('answers 400 "Product image is required" when only the thumbnail is missing', async () => {
      const response = await create(fieldsFor('no-thumb'), null);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: m.thumbnailRequired,
        errors: { thumbnail: m.thumbnailRequired },
      });
    });

    it.each([
      ['a category name given as an empty object', { category: '{}' }, 'category', m.categoryRequired],
      ['a category given as a list', { category: '[]' }, 'category', m.categoryRequired],
      ['a product code with a slash', { id: 'ev/../1' }, 'id', m.idInvalid],
      ['a product code with spaces', { id: 'ev 1' }, 'id', m.idInvalid],
      ['features that are text, not a list', { features: '"Fast charging"' }, 'features', m.listInvalid],
      ['features that are not JSON', { features: 'Fast charging' }, 'features', m.listInvalid],
      ['features that are an object', { features: '{"a":"b"}' }, 'features', m.listInvalid],
      ['features that are numbers', { features: '[1,2]' }, 'features', m.listInvalid],
      ['applications that are not a list', { applications: 'true' }, 'applications', m.listInvalid],
      [
        'specifications that are an object',
        { specifications: '{"a":"b"}' },
        'specifications',
        m.specificationsInvalid,
      ],
      [
        'a specificationsObject that is a list',
        { specificationsObject: '["a"]' },
        'specificationsObject',
        m.specificationsInvalid,
      ],
    ])('answers 400 for %s', async (_label, overrides, field, message) => {
      const response = await create(fieldsFor(`bad-${Math.random().toString(36).slice(2, 8)}`, overrides));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    });

    // Rows of the wrong shape are refused; the domain schema gives them zod's own wording for now.
    it.each([
      [
        'specification rows whose key is an object',
        { specifications: '[{"key":{},"value":"x"}]' },
        'specifications',
      ],
      ['specification rows that are text', { specifications: '["ratedPower"]' }, 'specifications'],
      [
        'a specificationsObject with nested values',
        { specificationsObject: '{"a":{"b":1}}' },
        'specificationsObject',
      ],
    ])('answers 400 for %s', async (_label, overrides, field) => {
      const response = await create(fieldsFor(`bad-${Math.random().toString(36).slice(2, 8)}`, overrides));
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.errors[field]).toEqual(expect.any(String));
    });

    it.each([
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/datasheet',
      'www.example.com/datasheet',
    ])('refuses the external link %j with 400 errors.externalLink and stores nothing', async (link) => {
      const before = await imageFiles();
      const response = await create(fieldsFor('bad-link', { externalLink: link }));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ externalLink: m.externalLinkInvalid });
      expect((await call(server, 'GET', '/products/link/bad-link')).status).toBe(404);
      expect((await imageFiles()).sort()).toEqual(before.sort());
    });

    it('answers 409 errors.id for a taken product code and leaves no image files behind', async () => {
      expect((await create(fieldsFor('dup-1'))).status).toBe(201);
      const before = await imageFiles();
      const response = await create(fieldsFor('dup-1', { title: 'Another' }), otherPhoto);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: m.idTaken, errors: { id: m.idTaken } });
      expect((await imageFiles()).sort()).toEqual(before.sort());
    });

    it('rejects a text file renamed card.png with 415 "Only image files are allowed"', async () => {
      const fake = { bytes: new TextEncoder().encode('just some text'), name: 'card.png', type: 'image/png' };
      const response = await create(fieldsFor('fake-png'), fake);
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        success: false,
        message: m.imageNotImage,
        errors: { thumbnail: m.imageNotImage },
      });
      expect((await call(server, 'GET', '/products/link/fake-png')).status).toBe(404);
    });

    it(`rejects a 16 MB body with 413 "${IMAGE_TOO_LARGE}"`, async () => {
      const huge = { bytes: new Uint8Array(16 * 1024 * 1024), name: 'huge.jpg', type: 'image/jpeg' };
      const response = await create(fieldsFor('huge-1'), huge);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ success: false, message: IMAGE_TOO_LARGE });
    });

    it('answers 415 for a JSON body instead of a multipart form', async () => {
      const response = await call(server, 'POST', '/products', { token, json: fieldsFor('as-json') });
      expect(response.status).toBe(415);
      expect(response.body.success).toBe(false);
    });
  });

  describe('GET /api/products', () => {
    it('lists every product anonymously, and all of them for an empty category', async () => {
      const all = await call(server, 'GET', '/products');
      expect(all.status).toBe(200);
      expect(all.body.success).toBe(true);
      expect(all.body.data.products.length).toBeGreaterThan(3);
      const empty = await call(server, 'GET', '/products?category=');
      expect(empty.body.data.products).toHaveLength(all.body.data.products.length);
    });

    it('filters by category name without regard to case', async () => {
      await create(fieldsFor('sg-filter', { category: JSON.stringify({ name: 'Switchgear' }) }));
      for (const category of ['Switchgear', 'switchgear', 'SWITCHGEAR']) {
        const response = await call(server, 'GET', `/products?category=${encodeURIComponent(category)}`);
        expect(response.status).toBe(200);
        const names = response.body.data.products.map((p: { category: { name: string } }) => p.category.name);
        expect(names.length).toBeGreaterThan(0);
        expect(new Set(names)).toEqual(new Set(['Switchgear']));
      }
      const ev = await call(server, 'GET', '/products?category=ev%20charging');
      expect(ev.body.data.products.map((p: { id: string }) => p.id)).toContain('ev-1');
      const none = await call(server, 'GET', '/products?category=Nuclear');
      expect(none.body).toEqual({
        success: true,
        data: { products: [] },
        total: 0,
        page: 1,
        limit: 100,
        totalPages: 1,
        hasMore: false,
      });
    });
  });

  describe('GET /api/products/:id and /api/products/link/:link', () => {
    it('answers data.product by _id and by product code', async () => {
      const created = (await create(fieldsFor('ev-lookup'))).body.data.product;
      const byId = await call(server, 'GET', `/products/${created._id}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual({ success: true, data: { product: publicView(created) } });
      const byCode = await call(server, 'GET', '/products/link/ev-lookup');
      expect(byCode.status).toBe(200);
      expect(byCode.body).toEqual({ success: true, data: { product: publicView(created) } });
    });

    it.each([
      ['an unknown _id', '/products/0123456789abcdef01234567'],
      ['a product code used as _id', '/products/ev-1'],
      ['an unknown code', '/products/link/no-such-product'],
      ['a NUL byte', '/products/%00'],
      ['a NUL byte in a link', '/products/link/%00'],
      ['a path trick', '/products/link/..%2F..%2Fetc%2Fpasswd'],
      ['a very long id', `/products/${'b'.repeat(5000)}`],
    ])('answers 404 "Product Not Found" for %s', async (_label, route) => {
      const response = await call(server, 'GET', route);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: NOT_FOUND });
    });
  });

  describe('PUT /api/products/:id', () => {
    it('updates the product and keeps the thumbnail when no new file is sent', async () => {
      const created = (await create(fieldsFor('edit-keep', { externalLink: 'https://example.com' }))).body
        .data.product;
      const response = await call(server, 'PUT', `/products/${created._id}`, {
        token,
        form: productForm(
          fieldsFor('edit-keep', {
            title: 'Renamed',
            category: JSON.stringify({ name: 'Unknown Thing' }),
            features: JSON.stringify(['New feature']),
          }),
        ),
      });
      expect(response.status).toBe(200);
      const updated = response.body.data.product;
      expect(updated).toMatchObject({
        _id: created._id,
        id: 'edit-keep',
        title: 'Renamed',
        thumbnail: created.thumbnail,
        category: { name: 'Unknown Thing', color: GRAY },
        features: ['New feature'],
      });
      // The form is the whole product: a cleared external link is gone.
      expect(updated).not.toHaveProperty('externalLink');
      expect((await fetchUpload(created.thumbnail)).status).toBe(200);
    });

    // A draft product keeps no version (decision 024), so its replaced thumbnail is used by
    // nothing any more; a published one's versions keep theirs (publishing.test.ts).
    it('replaces the thumbnail with a new file; the old one stays in the library until deleted there', async () => {
      const created = (await create({ ...fieldsFor('edit-replace'), status: 'draft' })).body.data.product;
      const response = await call(server, 'PUT', `/products/${created._id}`, {
        token,
        form: productForm({ ...fieldsFor('edit-replace'), status: 'draft' }, otherPhoto),
      });
      expect(response.status).toBe(200);
      const updated = response.body.data.product;
      expect(updated.thumbnail).toMatch(IMAGE_URL);
      expect(updated.thumbnail).not.toBe(created.thumbnail);
      expect((await fetchUpload(updated.thumbnail)).status).toBe(200);
      expect((await fetchUpload(created.thumbnail)).status).toBe(200);
      await removeFromLibrary(server, token, [created.thumbnail]);
      expect((await fetchUpload(created.thumbnail)).status).toBe(404);
      const base = path.basename(created.thumbnail).split('-')[0] ?? '';
      expect((await imageFiles()).filter((file) => file.startsWith(base))).toEqual([]);
    });

    it('changes the product code, and keeps it when the id is blank', async () => {
      const created = (await create(fieldsFor('code-old'))).body.data.product;
      const renamed = await call(server, 'PUT', `/products/${created._id}`, {
        token,
        form: productForm(fieldsFor('code-new')),
      });
      expect(renamed.body.data.product.id).toBe('code-new');
      expect((await call(server, 'GET', '/products/link/code-old')).status).toBe(404);
      const blank = await call(server, 'PUT', `/products/${created._id}`, {
        token,
        form: productForm(fieldsFor('')),
      });
      expect(blank.status).toBe(200);
      expect(blank.body.data.product.id).toBe('code-new');
    });

    it('validates the form with the same messages and no thumbnail needed', async () => {
      const created = (await create(fieldsFor('edit-invalid'))).body.data.product;
      const response = await call(server, 'PUT', `/products/${created._id}`, {
        token,
        form: productForm(fieldsFor('edit-invalid', { title: '', features: 'nope' })),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ title: m.titleRequired, features: m.listInvalid });
    });

    it('answers 409 errors.id when the new code is taken, keeping the current thumbnail', async () => {
      await create(fieldsFor('held-code'));
      const created = (await create(fieldsFor('mover-code'))).body.data.product;
      const before = await imageFiles();
      const response = await call(server, 'PUT', `/products/${created._id}`, {
        token,
        form: productForm(fieldsFor('held-code'), otherPhoto),
      });
      expect(response.status).toBe(409);
      expect(response.body.errors).toEqual({ id: m.idTaken });
      expect((await imageFiles()).sort()).toEqual(before.sort());
      expect((await fetchUpload(created.thumbnail)).status).toBe(200);
    });

    it('answers 415 for a text file renamed card.png', async () => {
      const created = (await create(fieldsFor('edit-fake'))).body.data.product;
      const response = await call(server, 'PUT', `/products/${created._id}`, {
        token,
        form: productForm(fieldsFor('edit-fake'), {
          bytes: new TextEncoder().encode('plain text'),
          name: 'card.png',
          type: 'image/png',
        }),
      });
      expect(response.status).toBe(415);
      expect(response.body.message).toBe(m.imageNotImage);
    });

    it('answers 404 "Product Not Found" for an unknown or malformed id', async () => {
      for (const id of ['0123456789abcdef01234567', '%00', 'a.b']) {
        const response = await call(server, 'PUT', `/products/${id}`, {
          token,
          form: productForm(fieldsFor('nobody')),
        });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(NOT_FOUND);
      }
    });
  });

  describe('DELETE /api/products/:id', () => {
    it('deletes the product; its thumbnail files go once the library lets the picture go', async () => {
      const created = (await create(fieldsFor('to-delete'))).body.data.product;
      const response = await call(server, 'DELETE', `/products/${created._id}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Product deleted' });
      expect((await call(server, 'GET', `/products/${created._id}`)).status).toBe(404);
      expect((await call(server, 'GET', '/products/link/to-delete')).status).toBe(404);
      expect((await fetchUpload(created.thumbnail)).status).toBe(200);
      await removeFromLibrary(server, token, [created.thumbnail]);
      expect((await fetchUpload(created.thumbnail)).status).toBe(404);
      const base = path.basename(created.thumbnail).split('-')[0] ?? '';
      expect((await imageFiles()).filter((file) => file.startsWith(base))).toEqual([]);
      const again = await call(server, 'DELETE', `/products/${created._id}`, { token });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(NOT_FOUND);
    });
  });

  describe('authentication', () => {
    const routes: [string, (id: string) => string][] = [
      ['POST', () => '/products'],
      ['PUT', (id) => `/products/${id}`],
      ['DELETE', (id) => `/products/${id}`],
    ];
    it.each(routes)(
      'answers 401 "Authentication required" to %s without a token or with a revoked one',
      async (method, route) => {
        const code = `protected-${method.toLowerCase()}`;
        const created = (await create(fieldsFor(code))).body.data.product;
        for (const tokenUsed of [undefined, revokedToken]) {
          const response = await call(server, method, route(created._id), {
            ...(tokenUsed ? { token: tokenUsed } : {}),
            ...(method === 'DELETE' ? {} : { form: productForm(fieldsFor(`${code}-intruder`), photo) }),
          });
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ success: false, message: MESSAGES.session.authRequired });
        }
        const still = await call(server, 'GET', `/products/${created._id}`);
        expect(still.body.data.product.title).toBe(`Product ${code}`);
      },
    );
  });
});
