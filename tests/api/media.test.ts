import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '../../domain/media.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { focalPoints } from '../../server/db/media-assets.ts';
import { createUser } from '../../server/db/users.ts';
import { call, fileForm, galleryImageForm, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// The media library (decision 025): every uploaded picture becomes an asset, listed and searched
// in /api/media; image fields take an asset's URL instead of a file; an asset in use cannot be
// deleted, and its file goes only once nothing uses it.

const m = MEDIA_MESSAGES;
const ASSET_URL = /^\/uploads\/image\/[a-f0-9]{32}-\d+\.webp$/;

async function jpeg(width: number, height: number, colour = '#336699'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
}

function productFields(id: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    id,
    title: `Product ${id}`,
    description: 'A short description.',
    content: 'Full details.',
    category: JSON.stringify({ name: 'Switchgear', color: '' }),
    features: '[]',
    specifications: '[]',
    specificationsObject: '{}',
    applications: '[]',
    externalLink: '',
    ...extra,
  };
}

function caseStudyFields(name: string, extra: Record<string, string> = {}): Record<string, string> {
  return { name, description: 'What we did.', content: 'The whole story.', ...extra };
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

describe.each(testDatabaseKinds())('media library API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let hrToken: string;
  let editorToken: string;
  let photo: Uint8Array;

  async function upload(
    fields: Record<string, string> = {},
    bytes: Uint8Array = photo,
    name = 'portrait.jpg',
  ) {
    return call(server, 'POST', '/media', {
      token,
      form: fileForm('image', bytes, name, 'image/jpeg', fields),
    });
  }

  function fileOf(url: string): string {
    return path.join(server.dataDir, 'uploads', 'public', 'image', path.basename(url));
  }

  async function staffToken(role: 'hr' | 'editor'): Promise<string> {
    const email = `${role}@voltline.example`;
    await createUser(server.services.db, {
      email,
      name: `${role} colleague`,
      role,
      passwordHash: await hashPassword('a-strong-test-password'),
    });
    const response = await call(server, 'POST', '/auth/login', {
      json: { email, password: 'a-strong-test-password' },
    });
    return response.body.token;
  }

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    hrToken = await staffToken('hr');
    editorToken = await staffToken('editor');
    photo = await jpeg(1200, 800);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 401 to anonymous callers and 403 to HR, and lets an editor in', async () => {
    expect((await call(server, 'GET', '/media')).status).toBe(401);
    const refused = await call(server, 'GET', '/media', { token: hrToken });
    expect(refused.status).toBe(403);
    expect((await call(server, 'POST', '/media', { token: hrToken, form: formOf({}) })).status).toBe(403);
    expect((await call(server, 'GET', '/media', { token: editorToken })).status).toBe(200);
  });

  it('uploads a picture as an asset: re-encoded, with its size, alt text and credit', async () => {
    const response = await upload({ alt: 'Our managing director', credit: 'Photo: Jo Bloggs' });
    expect(response.status).toBe(201);
    const { asset } = response.body.data;
    expect(asset).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      url: expect.stringMatching(ASSET_URL),
      fileName: 'portrait.jpg',
      alt: 'Our managing director',
      credit: 'Photo: Jo Bloggs',
      focalX: 0.5,
      focalY: 0.5,
      width: 1200,
      height: 800,
      bytes: expect.any(Number),
      isBuiltIn: false,
      createdAt: expect.any(String),
      createdByEmail: 'admin@voltline.example',
    });
    expect(existsSync(fileOf(asset.url))).toBe(true);
    const one = await call(server, 'GET', `/media/${asset._id}`, { token });
    expect(one.body.data).toEqual({ asset, usage: [] });
  });

  it('refuses an upload without a file, with a file that is no image, and alt text past its bound', async () => {
    const none = await call(server, 'POST', '/media', { token, form: formOf({ alt: 'x' }) });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ image: m.imageRequired });
    const text = await call(server, 'POST', '/media', {
      token,
      form: fileForm('image', new TextEncoder().encode('not a picture'), 'a.jpg', 'image/jpeg'),
    });
    expect(text.status).toBe(415);
    const long = await upload({ alt: 'a'.repeat(251) });
    expect(long.status).toBe(400);
    expect(long.body.errors.alt).toBe('Alt text must be 250 characters or fewer');
  });

  it('lists newest first a page at a time, searches alt, credit and file name, and names a bad field', async () => {
    for (const [alt, name] of [
      ['Cable trench at Élstow', 'trench.jpg'],
      ['Relay panel', 'relays.jpg'],
      ['Switchroom delivery', 'switchroom-delivery.jpg'],
    ] as const) {
      expect((await upload({ alt, credit: 'Gridline archive' }, photo, name)).status).toBe(201);
    }
    const first = await call(server, 'GET', '/media?limit=2', { token });
    expect(first.status).toBe(200);
    expect(first.body.data.assets.map((asset: { alt: string }) => asset.alt)).toEqual([
      'Switchroom delivery',
      'Relay panel',
    ]);
    expect(first.body).toMatchObject({ page: 1, limit: 2, hasMore: true });
    const second = await call(server, 'GET', '/media?limit=2&page=2', { token });
    expect(second.body.data.assets[0].alt).toBe('Cable trench at Élstow');

    const search = async (text: string) =>
      (
        await call(server, 'GET', `/media?search=${encodeURIComponent(text)}`, { token })
      ).body.data.assets.map((asset: { alt: string }) => asset.alt);
    expect(await search('elstow')).toEqual(['Cable trench at Élstow']);
    expect(await search('RELAY')).toEqual(['Relay panel']);
    expect(await search('switchroom-deliv')).toEqual(['Switchroom delivery']);
    expect((await search('gridline archive')).length).toBe(3);
    expect(await search('no such picture')).toEqual([]);

    const badPage = await call(server, 'GET', '/media?page=0', { token });
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toHaveProperty('page');
    const badLimit = await call(server, 'GET', '/media?limit=lots', { token });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors).toHaveProperty('limit');
    const badSearch = await call(server, 'GET', `/media?search=${'x'.repeat(101)}`, { token });
    expect(badSearch.status).toBe(400);
    expect(badSearch.body.errors).toEqual({ search: m.searchTooLong });
  });

  it('changes alt text, credit and focal point, refuses a focal point outside 0 to 1, and pages read it', async () => {
    const { asset } = (await upload({ alt: 'Before' })).body.data;
    const changed = await call(server, 'PUT', `/media/${asset._id}`, {
      token,
      json: { alt: 'After', credit: 'Photo: A. N. Other', focalX: 0.25, focalY: 0.8 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.asset).toMatchObject({
      alt: 'After',
      credit: 'Photo: A. N. Other',
      focalX: 0.25,
      focalY: 0.8,
    });
    const bad = await call(server, 'PUT', `/media/${asset._id}`, { token, json: { focalX: 1.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ focalX: m.focalInvalid });
    const unknown = await call(server, 'PUT', `/media/${asset._id}`, { token, json: { caption: 'x' } });
    expect(unknown.status).toBe(400);
    expect(
      (await call(server, 'PUT', `/media/${'f'.repeat(24)}`, { token, json: { alt: 'x' } })).status,
    ).toBe(404);
    const points = await focalPoints(server.services.db, [asset.url, '/uploads/image/unknown.webp']);
    expect([...points]).toEqual([[asset.url, { x: 0.25, y: 0.8 }]]);
    // The search follows the new alt text.
    const found = await call(server, 'GET', '/media?search=after', { token });
    expect(found.body.data.assets.map((a: { _id: string }) => a._id)).toContain(asset._id);
  });

  it('registers as assets the pictures uploaded through the case-study, product and gallery forms', async () => {
    const before = new Set(
      (await call(server, 'GET', '/media?limit=200', { token })).body.data.assets.map(
        (a: { url: string }) => a.url,
      ),
    );
    const card = await jpeg(900, 600, '#aa3300');
    const sectionPicture = await jpeg(700, 700, '#00aa33');
    const caseForm = fileForm('cardImage', card, 'card.jpg', 'image/jpeg', {
      ...caseStudyFields('Registered pictures'),
      sections: JSON.stringify([
        {
          id: 's1',
          title: 'Pictures',
          type: 'image-gallery',
          images: [{ upload: 'sectionImage0', caption: 'Cable pull' }],
        },
      ]),
    });
    caseForm.append(
      'sectionImage0',
      new Blob([new Uint8Array(sectionPicture)], { type: 'image/jpeg' }),
      'section.jpg',
    );
    const caseStudy = await call(server, 'POST', '/case-studies', { token, form: caseForm });
    expect(caseStudy.status).toBe(201);
    const product = await call(server, 'POST', '/products', {
      token,
      form: fileForm('thumbnail', photo, 'thumb.jpg', 'image/jpeg', productFields('registered-1')),
    });
    expect(product.status).toBe(201);
    const gallery = await call(server, 'POST', '/gallery', {
      token,
      form: await galleryImageForm(900, { alt: 'Engineers at the substation gate' }),
    });
    expect(gallery.status).toBe(201);

    const after = (await call(server, 'GET', '/media?limit=200', { token })).body.data.assets as {
      url: string;
      alt: string;
      fileName: string;
    }[];
    const fresh = after.filter((asset) => !before.has(asset.url));
    const { caseStudy: study } = caseStudy.body.data;
    expect(fresh.map((asset) => asset.url).sort()).toEqual(
      [
        study.cardImage,
        study.sections[0].images[0].url,
        product.body.data.product.thumbnail,
        gallery.body.data.image.url,
      ].sort(),
    );
    expect(fresh.find((asset) => asset.url === gallery.body.data.image.url)?.alt).toBe(
      'Engineers at the substation gate',
    );
    expect(fresh.find((asset) => asset.url === study.sections[0].images[0].url)?.alt).toBe('Cable pull');
  });

  it('lets image fields take an asset or a site image by URL, and refuses any other URL with 400', async () => {
    const { asset } = (await upload({ alt: 'Shared picture' })).body.data;
    const product = await call(server, 'POST', '/products', {
      token,
      form: formOf(productFields('from-library', { thumbnail: asset.url })),
    });
    expect(product.status).toBe(201);
    expect(product.body.data.product.thumbnail).toBe(asset.url);

    const gallery = await call(server, 'POST', '/gallery', {
      token,
      form: formOf({ title: 'From the library', category: 'siteVisit', image: '/media/hero-solar-960.webp' }),
    });
    expect(gallery.status).toBe(201);
    expect(gallery.body.data.image.url).toBe('/media/hero-solar-1600.webp');
    expect(gallery.body.data.image.variants).toHaveLength(3);

    const caseStudy = await call(server, 'POST', '/case-studies', {
      token,
      form: formOf(
        caseStudyFields('From the library', {
          cardImage: asset.url,
          headerImage: '/media/case-switchroom-1600.webp',
          sections: JSON.stringify([
            { id: 's1', title: 'Pictures', type: 'image-gallery', images: [{ url: asset.url }] },
          ]),
        }),
      ),
    });
    expect(caseStudy.status).toBe(201);
    expect(caseStudy.body.data.caseStudy).toMatchObject({
      cardImage: asset.url,
      headerImage: '/media/case-switchroom-1600.webp',
    });

    const foreign = [
      'https://example.com/advert.jpg',
      '/uploads/image/0123456789abcdef0123456789abcdef-1600.webp',
      '/media/no-such-picture-1600.webp',
      'javascript:alert(1)',
    ];
    for (const url of foreign) {
      const onProduct = await call(server, 'POST', '/products', {
        token,
        form: formOf(productFields(`foreign-${foreign.indexOf(url)}`, { thumbnail: url })),
      });
      expect(onProduct.status, url).toBe(400);
      expect(onProduct.body).toEqual({
        success: false,
        message: m.notInLibrary,
        errors: { thumbnail: m.notInLibrary },
      });
      const onCaseStudy = await call(server, 'PUT', `/case-studies/${caseStudy.body.data.caseStudy._id}`, {
        token,
        form: formOf(caseStudyFields('From the library', { link: 'from-the-library', headerImage: url })),
      });
      expect(onCaseStudy.status, url).toBe(400);
      expect(onCaseStudy.body.errors).toEqual({ headerImage: m.notInLibrary });
      const onGallery = await call(server, 'PUT', `/gallery/${gallery.body.data.image._id}`, {
        token,
        form: formOf({ title: 'From the library', category: 'siteVisit', image: url }),
      });
      expect(onGallery.status, url).toBe(400);
      expect(onGallery.body.errors).toEqual({ image: m.notInLibrary });
    }
    // The site's own picture, once used, is in the library too.
    const builtIn = (await call(server, 'GET', '/media?search=hero-solar', { token })).body.data.assets;
    expect(builtIn).toMatchObject([
      { url: '/media/hero-solar-1600.webp', isBuiltIn: true, width: 1600, height: 900 },
    ]);
  });

  it('refuses to delete a picture a case study and a product use, naming both; once unused it and its file go', async () => {
    const { asset } = (await upload({ alt: 'Portrait used twice' })).body.data;
    const product = (
      await call(server, 'POST', '/products', {
        token,
        form: formOf(productFields('uses-portrait', { title: 'Portrait product', thumbnail: asset.url })),
      })
    ).body.data.product;
    const caseStudy = (
      await call(server, 'POST', '/case-studies', {
        token,
        form: formOf(caseStudyFields('Portrait study', { cardImage: asset.url })),
      })
    ).body.data.caseStudy;

    const usage = (await call(server, 'GET', `/media/${asset._id}`, { token })).body.data.usage;
    // Each record, and the version its publish kept.
    expect(usage).toEqual([
      { type: 'case-studies', id: caseStudy._id, title: 'Portrait study', where: 'published' },
      { type: 'products', id: product._id, title: 'Portrait product', where: 'published' },
      { type: 'case-studies', id: caseStudy._id, title: 'Portrait study', where: 'version', version: 1 },
      { type: 'products', id: product._id, title: 'Portrait product', where: 'version', version: 1 },
    ]);
    const refused = await call(server, 'DELETE', `/media/${asset._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: m.inUse(['the case study “Portrait study”', 'the product “Portrait product”']),
      data: { usage },
    });

    // The case study changes its card picture: its published version still shows the portrait.
    const other = (await upload({ alt: 'Another' })).body.data.asset;
    expect(
      (
        await call(server, 'PUT', `/case-studies/${caseStudy._id}`, {
          token,
          form: formOf(caseStudyFields('Portrait study', { link: caseStudy.link, cardImage: other.url })),
        })
      ).status,
    ).toBe(200);
    const stillUsed = (await call(server, 'GET', `/media/${asset._id}`, { token })).body.data.usage;
    expect(stillUsed).toContainEqual({
      type: 'case-studies',
      id: caseStudy._id,
      title: 'Portrait study',
      where: 'version',
      version: 1,
    });

    expect((await call(server, 'DELETE', `/case-studies/${caseStudy._id}`, { token })).status).toBe(200);
    expect((await call(server, 'DELETE', `/products/${product._id}`, { token })).status).toBe(200);
    // The records are gone, the library keeps the picture and its file.
    expect(existsSync(fileOf(asset.url))).toBe(true);
    const deleted = await call(server, 'DELETE', `/media/${asset._id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: m.deleted });
    expect(existsSync(fileOf(asset.url))).toBe(false);
    expect((await fetch(`${server.url}${asset.url}`)).status).toBe(404);
    expect((await call(server, 'GET', `/media/${asset._id}`, { token })).status).toBe(404);
  });

  it('deletes an unused site picture from the library only, never its file', async () => {
    await call(server, 'POST', '/gallery', {
      token,
      form: formOf({ title: 'Temporary', category: 'siteVisit', image: '/media/earthing-480.webp' }),
    });
    const [asset] = (await call(server, 'GET', '/media?search=earthing.webp', { token })).body.data.assets;
    expect(asset.url).toBe('/media/earthing-1600.webp');
    const refused = await call(server, 'DELETE', `/media/${asset._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(m.inUse(['the gallery image “Temporary”']));
    const image = refused.body.data.usage[0];
    expect((await call(server, 'DELETE', `/gallery/${image.id}`, { token })).status).toBe(200);
    expect((await call(server, 'DELETE', `/media/${asset._id}`, { token })).status).toBe(200);
    expect(existsSync(path.join('public', 'media', 'earthing-1600.webp'))).toBe(true);
  });

  it('records library changes in the activity log', async () => {
    const { asset } = (await upload({ alt: 'Logged' })).body.data;
    await call(server, 'PUT', `/media/${asset._id}`, { token, json: { alt: 'Logged again' } });
    const entries = await server.services.db
      .selectFrom('auditLog')
      .select(['action', 'entity', 'entityId'])
      .where('entityId', '=', asset._id)
      .orderBy('createdAt')
      .execute();
    expect(entries).toEqual([
      { action: 'create', entity: 'media-asset', entityId: asset._id },
      { action: 'update', entity: 'media-asset', entityId: asset._id },
    ]);
  });
});
