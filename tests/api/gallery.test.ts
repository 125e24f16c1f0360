import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  galleryCategoryListAnswer,
  galleryImageAnswer,
  galleryImageListAnswer,
} from '../../domain/answers/gallery.ts';
import { todayIsoDate } from '../../domain/gallery.ts';
import { IMAGE_TOO_LARGE } from '../../server/http/image-uploads.ts';
import { call, fileForm, pdfBytes, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { removeFromLibrary } from '../support/media.ts';
import { PUBLISHED_STATE, publicView } from '../support/publishing.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// admin.md §2 Gallery management, §3, §5 gallery image form, §7; public-site.md §2 Gallery, §7.

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function jpegBytes(options: { width?: number; secretExif?: boolean } = {}): Promise<Uint8Array> {
  const image = sharp({
    create: { width: options.width ?? 800, height: 600, channels: 3, background: '#336699' },
  }).jpeg();
  if (options.secretExif) {
    image.withExif({ IFD0: { Copyright: 'secret' }, IFD3: { GPSLatitudeRef: 'N' } });
  }
  return new Uint8Array(await image.toBuffer());
}

function imageFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Substation visit',
    category: 'siteVisit',
    description: 'Commissioning a 33kV switchroom',
    imageDate: '2025-02-28',
    ...overrides,
  };
}

function imageForm(bytes: Uint8Array, fields: Record<string, string> = imageFields()): FormData {
  return fileForm('image', bytes, 'photo.jpg', 'image/jpeg', fields);
}

function textForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

describe.each(testDatabaseKinds())('gallery API on %s', (kind) => {
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

  async function upload(fields: Record<string, string> = imageFields(), bytes?: Uint8Array) {
    const response = await call(server, 'POST', '/gallery', {
      token,
      form: imageForm(bytes ?? (await jpegBytes()), fields),
    });
    expect(response.status).toBe(201);
    return response.body.data.image;
  }

  function fetchFile(url: string): Promise<Response> {
    return fetch(`${server.url}${url}`);
  }

  describe('POST /api/gallery', () => {
    it('stores the image and answers 201 with data.image', async () => {
      const response = await call(server, 'POST', '/gallery', { token, form: imageForm(await jpegBytes()) });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        data: {
          image: {
            _id: expect.any(String),
            title: 'Substation visit',
            category: 'siteVisit',
            description: 'Commissioning a 33kV switchroom',
            imageDate: '2025-02-28',
            url: expect.stringMatching(/^\/uploads\/image\/[a-f0-9]{32}-\d+\.webp$/),
            variants: expect.any(Array),
            ...PUBLISHED_STATE,
            createdAt: expect.any(String),
          },
        },
      });
      const { url, variants } = response.body.data.image;
      expect(variants.length).toBeGreaterThan(0);
      expect(variants.at(-1).url).toBe(url);
    });

    it('stores WebP variants without the EXIF and GPS metadata of the upload', async () => {
      const original = await jpegBytes({ width: 1200, secretExif: true });
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const image = await upload(imageFields(), original);
      expect(image.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 960, 1200]);
      for (const variant of image.variants) {
        expect(variant.format).toBe('webp');
        const file = await fetchFile(variant.url);
        expect(file.status).toBe(200);
        expect(file.headers.get('cache-control')).toBe(IMMUTABLE);
        const bytes = Buffer.from(await file.arrayBuffer());
        expect(bytes.includes('secret')).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(variant.width);
        expect(meta.exif).toBeUndefined();
      }
    });

    it('dates the image today when imageDate is blank (admin.md §5)', async () => {
      const image = await upload(imageFields({ imageDate: '' }));
      expect(image.imageDate).toBe(todayIsoDate());
    });

    it('answers every field message at once: "Title is required", "Category is required", "Image is required"', async () => {
      const response = await call(server, 'POST', '/gallery', {
        token,
        form: textForm({ description: 'x' }),
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Title is required',
        errors: { title: 'Title is required', category: 'Category is required', image: 'Image is required' },
      });
    });

    it('rejects a blank title with "Title is required"', async () => {
      const response = await call(server, 'POST', '/gallery', {
        token,
        form: imageForm(await jpegBytes(), imageFields({ title: '   ' })),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ title: 'Title is required' });
    });

    it('rejects an upload without a file with "Image is required"', async () => {
      const response = await call(server, 'POST', '/gallery', { token, form: textForm(imageFields()) });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Image is required',
        errors: { image: 'Image is required' },
      });
    });

    it('rejects a category that does not exist with "Category not found"', async () => {
      const response = await call(server, 'POST', '/gallery', {
        token,
        form: imageForm(await jpegBytes(), imageFields({ category: 'noSuchCategory' })),
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Category not found',
        errors: { category: 'Category not found' },
      });
    });

    it('rejects an impossible imageDate with "Please enter a valid date (YYYY-MM-DD)"', async () => {
      for (const imageDate of ['2025-02-30', 'yesterday', '28/02/2025']) {
        const response = await call(server, 'POST', '/gallery', {
          token,
          form: imageForm(await jpegBytes(), imageFields({ imageDate })),
        });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ imageDate: 'Please enter a valid date (YYYY-MM-DD)' });
      }
    });

    it('rejects a text file renamed photo.jpg with 415 "Only image files are allowed"', async () => {
      const bytes = new TextEncoder().encode('not a photo at all, just text');
      const response = await call(server, 'POST', '/gallery', {
        token,
        form: fileForm('image', bytes, 'photo.jpg', 'image/jpeg', imageFields()),
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        success: false,
        message: 'Only image files are allowed',
        errors: { image: 'Only image files are allowed' },
      });
    });

    it('rejects a PDF renamed photo.jpg with 415', async () => {
      const response = await call(server, 'POST', '/gallery', {
        token,
        form: fileForm('image', pdfBytes(2048), 'photo.jpg', 'image/jpeg', imageFields()),
      });
      expect(response.status).toBe(415);
      expect(response.body.message).toBe('Only image files are allowed');
    });

    it(`rejects a 16 MB body with 413 "${IMAGE_TOO_LARGE}"`, async () => {
      const bytes = new Uint8Array(16 * 1024 * 1024);
      const response = await call(server, 'POST', '/gallery', {
        token,
        form: fileForm('image', bytes, 'photo.jpg', 'image/jpeg', imageFields()),
        // The server answers before reading the body and then drops the connection, so this
        // request must not leave a kept-alive socket behind for the next test.
        headers: { Connection: 'close' },
      });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ success: false, message: 'Image size should not exceed 15MB' });
    });

    it('rejects an image file just over 15 MB with 413, even when the whole body fits the limit', async () => {
      const bytes = new Uint8Array(15 * 1024 * 1024 + 1024);
      const response = await call(server, 'POST', '/gallery', {
        token,
        form: fileForm('image', bytes, 'photo.jpg', 'image/jpeg', imageFields()),
      });
      expect(response.status).toBe(413);
      expect(response.body.message).toBe(IMAGE_TOO_LARGE);
    });

    it('answers a JSON body with 415 and a broken multipart body with 400, never 5xx', async () => {
      const json = await call(server, 'POST', '/gallery', { token, json: imageFields() });
      expect(json.status).toBe(415);
      const broken = await call(server, 'POST', '/gallery', {
        token,
        headers: { 'Content-Type': 'multipart/form-data; boundary=nothing-here' },
      });
      expect(broken.status).toBe(400);
      const garbage = await fetch(`${server.url}/api/gallery`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
      });
      expect(garbage.status).toBeGreaterThanOrEqual(400);
      expect(garbage.status).toBeLessThan(500);
    });
  });

  describe('alternative text', () => {
    const ALT = 'Two engineers in hard hats beside a 33 kV ring main unit';

    it('stores alt on POST and answers it in data.image, the list and GET by id', async () => {
      const image = await upload(imageFields({ alt: `  ${ALT}  ` }));
      expect(image.alt).toBe(ALT);
      const one = await call(server, 'GET', `/gallery/${image._id}`);
      expect(one.body.data.image).toEqual(publicView(image));
      const list = await call(server, 'GET', '/gallery?category=siteVisit');
      expect(list.body.data.images).toContainEqual(publicView(image));
    });

    it('leaves alt out of the answer when it was blank or not sent', async () => {
      for (const fields of [imageFields(), imageFields({ alt: '   ' })]) {
        const image = await upload(fields);
        expect(Object.keys(image)).not.toContain('alt');
      }
    });

    it('replaces alt on PUT, with or without a new file, and removes it when blank', async () => {
      const image = await upload(imageFields({ alt: ALT }));
      const changed = await call(server, 'PUT', `/gallery/${image._id}`, {
        token,
        form: textForm(imageFields({ alt: 'A control room' })),
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.image).toEqual({ ...image, alt: 'A control room' });

      const withFile = await call(server, 'PUT', `/gallery/${image._id}`, {
        token,
        form: imageForm(await jpegBytes({ width: 500 }), imageFields({ alt: 'A new photograph' })),
      });
      expect(withFile.body.data.image.alt).toBe('A new photograph');

      const cleared = await call(server, 'PUT', `/gallery/${image._id}`, {
        token,
        form: textForm(imageFields({ alt: '' })),
      });
      expect(cleared.status).toBe(200);
      expect(Object.keys(cleared.body.data.image)).not.toContain('alt');
    });

    it('answers in the shapes the dashboard parses (domain/answers/gallery.ts)', async () => {
      const created = await call(server, 'POST', '/gallery', {
        token,
        form: imageForm(await jpegBytes(), imageFields({ alt: ALT })),
      });
      expect(galleryImageAnswer.parse(created.body).data.image.alt).toBe(ALT);
      const list = await call(server, 'GET', '/gallery');
      expect(galleryImageListAnswer.parse(list.body).data.images.length).toBeGreaterThan(0);
      const categories = await call(server, 'GET', '/gallery-categories/all/admin', { token });
      expect(galleryCategoryListAnswer.parse(categories.body).data.categories.map((c) => c.id)).toContain(
        'siteVisit',
      );
    });

    it('refuses alt past 250 characters with "Alt text must be 250 characters or fewer"', async () => {
      const response = await call(server, 'POST', '/gallery', {
        token,
        form: imageForm(await jpegBytes(), imageFields({ alt: 'a'.repeat(251) })),
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Alt text must be 250 characters or fewer',
        errors: { alt: 'Alt text must be 250 characters or fewer' },
      });
    });
  });

  describe('GET /api/gallery', () => {
    it('lists data.images newest imageDate first, filtered by the optional category', async () => {
      const older = await upload(
        imageFields({ category: 'training', title: 'Older', imageDate: '2023-05-01' }),
      );
      const newer = await upload(
        imageFields({ category: 'training', title: 'Newer', imageDate: '2024-06-01' }),
      );
      const other = await upload(imageFields({ category: 'officeActivities', imageDate: '2024-12-01' }));

      const training = await call(server, 'GET', '/gallery?category=training');
      expect(training.status).toBe(200);
      expect(training.body.success).toBe(true);
      expect(training.body.data.images.map((image: { _id: string }) => image._id)).toEqual([
        newer._id,
        older._id,
      ]);

      const all = await call(server, 'GET', '/gallery');
      const ids = all.body.data.images.map((image: { _id: string }) => image._id);
      expect(ids).toEqual(expect.arrayContaining([older._id, newer._id, other._id]));
      const dates = all.body.data.images.map((image: { imageDate: string }) => image.imageDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const blank = await call(server, 'GET', '/gallery?category=');
      expect(blank.body.data.images).toHaveLength(ids.length);
    });

    it('answers an empty list for a category with no images', async () => {
      const response = await call(server, 'GET', '/gallery?category=nothingHere');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { images: [] },
        total: 0,
        page: 1,
        limit: 100,
        totalPages: 1,
        hasMore: false,
      });
    });
  });

  describe('GET /api/gallery/:id', () => {
    it('answers data.image', async () => {
      const image = await upload();
      const response = await call(server, 'GET', `/gallery/${image._id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { image: publicView(image) } });
    });

    it('answers 404 "Image not found" for an unknown or malformed id', async () => {
      for (const id of ['0123456789abcdef01234567', 'not-an-id', '%2e%2e%2f%2e%2e%2fetc', "x'; drop table"]) {
        const response = await call(server, 'GET', `/gallery/${encodeURIComponent(id)}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Image not found' });
      }
    });
  });

  describe('PUT /api/gallery/:id', () => {
    it('keeps the current image when no new file is sent (admin.md §5)', async () => {
      const image = await upload();
      const response = await call(server, 'PUT', `/gallery/${image._id}`, {
        token,
        form: textForm(imageFields({ title: 'Renamed', category: 'training', imageDate: '2024-01-02' })),
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          image: {
            ...image,
            title: 'Renamed',
            category: 'training',
            imageDate: '2024-01-02',
          },
        },
      });
      expect((await fetchFile(image.url)).status).toBe(200);
    });

    // A draft image keeps no version (decision 024), so its replaced files are used by nothing
    // any more; a published one's versions keep theirs (publishing.test.ts).
    it('replaces the image with a new file; the old files go once the library lets the picture go', async () => {
      const image = await upload(imageFields({ status: 'draft' }));
      const response = await call(server, 'PUT', `/gallery/${image._id}`, {
        token,
        form: imageForm(await jpegBytes({ width: 500 }), imageFields({ status: 'draft' })),
      });
      expect(response.status).toBe(200);
      const updated = response.body.data.image;
      expect(updated._id).toBe(image._id);
      expect(updated.url).not.toBe(image.url);
      expect((await fetchFile(updated.url)).status).toBe(200);
      expect((await fetchFile(image.url)).status).toBe(200);
      await removeFromLibrary(server, token, [image.url]);
      for (const variant of image.variants) expect((await fetchFile(variant.url)).status).toBe(404);
    });

    it('validates the fields like POST, and refuses a non-image file with 415', async () => {
      const image = await upload();
      const blank = await call(server, 'PUT', `/gallery/${image._id}`, {
        token,
        form: textForm({ title: '', category: '' }),
      });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({ title: 'Title is required', category: 'Category is required' });
      const unknown = await call(server, 'PUT', `/gallery/${image._id}`, {
        token,
        form: textForm(imageFields({ category: 'noSuchCategory' })),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ category: 'Category not found' });
      const text = await call(server, 'PUT', `/gallery/${image._id}`, {
        token,
        form: fileForm('image', new TextEncoder().encode('text'), 'photo.jpg', 'image/jpeg', imageFields()),
      });
      expect(text.status).toBe(415);
      expect((await fetchFile(image.url)).status).toBe(200);
    });

    it('answers 404 "Image not found" for an unknown id', async () => {
      const response = await call(server, 'PUT', '/gallery/0123456789abcdef01234567', {
        token,
        form: textForm(imageFields()),
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Image not found' });
    });
  });

  describe('DELETE /api/gallery/:id', () => {
    it('deletes the image; its files go once the library lets the picture go', async () => {
      const image = await upload();
      const response = await call(server, 'DELETE', `/gallery/${image._id}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Image deleted' });
      expect((await call(server, 'GET', `/gallery/${image._id}`)).status).toBe(404);
      await removeFromLibrary(server, token, [image.url]);
      for (const variant of image.variants) expect((await fetchFile(variant.url)).status).toBe(404);
    });

    it('answers 404 "Image not found" for an unknown id', async () => {
      const response = await call(server, 'DELETE', '/gallery/0123456789abcdef01234567', { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Image not found' });
    });
  });

  describe('sign-in', () => {
    const protectedRoutes = [
      ['POST', '/gallery'],
      ['PUT', '/gallery/0123456789abcdef01234567'],
      ['DELETE', '/gallery/0123456789abcdef01234567'],
    ] as const;

    it.each(protectedRoutes)(
      '%s %s answers 401 without a token and with a revoked one',
      async (method, path) => {
        const form = method === 'DELETE' ? undefined : imageForm(await jpegBytes());
        for (const options of [{}, { token: revokedToken }, { token: 'made-up-token' }]) {
          const response = await call(server, method, path, { ...options, ...(form ? { form } : {}) });
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ success: false, message: 'Authentication required' });
        }
      },
    );

    it('leaves the gallery unchanged after refused writes', async () => {
      const image = await upload();
      await call(server, 'DELETE', `/gallery/${image._id}`, { token: revokedToken });
      await call(server, 'PUT', `/gallery/${image._id}`, {
        form: textForm(imageFields({ title: 'Hacked' })),
      });
      const response = await call(server, 'GET', `/gallery/${image._id}`);
      expect(response.body.data.image).toEqual(publicView(image));
    });
  });
});
