import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SECTION_IMAGE_FILES } from '../../domain/case-study.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { call, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { removeFromLibrary } from '../support/media.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// Image-gallery sections (admin.md §3 Section images) through POST and PUT /case-studies: new
// pictures travel as numbered file fields (sectionImage0…N) that the sections JSON names with
// `upload`; pictures the case study already shows stay by `url`. Each file is checked like every
// image, stored with the save, and its files are deleted when an update or a delete drops it.

const m = MESSAGES.caseStudyAdmin;
const IMAGE_URL = /^\/uploads\/image\/[a-f0-9]{32}-\d+\.webp$/;

type FileInput = { bytes: Uint8Array; name: string; type: string };
type Image = { url: string; caption?: string };

function gallery(images: { upload?: string; url?: string; caption?: string }[], id = '1717000000100') {
  return { id, title: 'Site photos', type: 'image-gallery', images };
}

function form(fields: Record<string, string>, files: Record<string, FileInput>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    body.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return body;
}

/** The stored base name of an image URL: every variant of one upload starts with it. */
const baseOf = (url: string) => path.basename(url).split('-')[0] ?? '';

describe.each(testDatabaseKinds())('case-study section images on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let card: FileInput;
  let wide: FileInput;
  let small: FileInput;
  let counter = 0;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    const picture = (width: number, height: number, background: string) =>
      sharp({ create: { width, height, channels: 3, background } })
        .jpeg()
        .toBuffer();
    card = { bytes: await picture(800, 600, '#336699'), name: 'card.jpg', type: 'image/jpeg' };
    wide = { bytes: await picture(1200, 800, '#996633'), name: 'substation.jpg', type: 'image/jpeg' };
    small = { bytes: await picture(64, 48, '#2a6f97'), name: 'detail.jpg', type: 'image/jpeg' };
  });
  afterAll(async () => {
    await server?.stop();
  });

  const basics = () => {
    counter += 1;
    return { name: `Gallery Study ${counter}`, description: 'Card text', content: 'Introduction.' };
  };

  function create(
    sections: unknown[],
    files: Record<string, FileInput>,
    fields: Record<string, string> = basics(),
  ) {
    return call(server, 'POST', '/case-studies', {
      token,
      form: form({ ...fields, sections: JSON.stringify(sections) }, { cardImage: card, ...files }),
    });
  }

  function update(id: string, fields: Record<string, string>, files: Record<string, FileInput> = {}) {
    return call(server, 'PUT', `/case-studies/${id}`, {
      token,
      form: form({ name: 'Updated', description: 'Card text', content: 'Introduction.', ...fields }, files),
    });
  }

  async function imageFiles(): Promise<string[]> {
    return readdir(path.join(server.dataDir, 'uploads', 'public', 'image')).catch(() => []);
  }

  /** What a refused request must leave as it was: stored files, their records, the spool. */
  async function leftovers() {
    const spool = await readdir(path.join(server.dataDir, 'tmp', 'uploads'));
    const rows = await server.services.db.selectFrom('storedFiles').select('key').execute();
    return { images: (await imageFiles()).length, rows: rows.length, spool: spool.length };
  }

  const filesOf = async (url: string) => (await imageFiles()).filter((file) => file.startsWith(baseOf(url)));

  it('creates a gallery section from two uploaded pictures with captions, in the order named', async () => {
    const response = await create(
      [
        gallery([
          { upload: 'sectionImage1', caption: '  33kV switchroom on delivery ' },
          { upload: 'sectionImage0', caption: 'Cable trench' },
        ]),
      ],
      { sectionImage0: wide, sectionImage1: small },
    );
    expect(response.status).toBe(201);
    const [section] = response.body.data.caseStudy.sections;
    expect(section.images).toEqual([
      { url: expect.stringMatching(IMAGE_URL), caption: '33kV switchroom on delivery' },
      { url: expect.stringMatching(IMAGE_URL), caption: 'Cable trench' },
    ]);
    const [first, second] = section.images as Image[];
    // Re-encoded to WebP; the entity keeps the largest variant, with the smaller ones beside it.
    expect(first?.url).toMatch(/-64\.webp$/);
    expect(second?.url).toMatch(/-1200\.webp$/);
    expect((await filesOf(second?.url ?? '')).sort()).toEqual(
      ['480', '960', '1200'].map((width) => `${baseOf(second?.url ?? '')}-${width}.webp`).sort(),
    );
    for (const image of [first, second]) {
      const served = await fetch(`${server.url}${image?.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  // A draft case study keeps no version (decision 024), so a picture its edit drops is used by
  // nothing any more and goes at once; a published one's versions keep theirs (publishing.test.ts).
  it('on update keeps a picture by URL, adds an upload, and the files of the one removed go with its library entry', async () => {
    const created = (
      await create(
        [
          { id: '1717000000200', title: 'Scope', type: 'text', content: 'Design.' },
          gallery([
            { upload: 'sectionImage0', caption: 'Kept' },
            { upload: 'sectionImage1', caption: 'Removed' },
          ]),
        ],
        { sectionImage0: small, sectionImage1: wide },
        { ...basics(), status: 'draft' },
      )
    ).body.data.caseStudy;
    const [kept, removed] = created.sections[1].images as Image[];
    const removedFiles = await filesOf(removed?.url ?? '');
    expect(removedFiles.length).toBe(3);

    const response = await update(
      created._id,
      {
        link: created.link,
        status: 'draft',
        sections: JSON.stringify([
          gallery([
            { url: kept?.url, caption: 'Kept, with a new caption' },
            { upload: 'sectionImage0', caption: 'Added' },
          ]),
          created.sections[0],
        ]),
      },
      { sectionImage0: card },
    );
    expect(response.status).toBe(200);
    const updated = response.body.data.caseStudy;
    expect(updated.sections.map((section: { type: string }) => section.type)).toEqual([
      'image-gallery',
      'text',
    ]);
    const [stillThere, added] = updated.sections[0].images as Image[];
    expect(stillThere).toEqual({ url: kept?.url, caption: 'Kept, with a new caption' });
    expect(added?.url).toMatch(IMAGE_URL);
    expect(added?.url).not.toBe(kept?.url);
    expect(added?.caption).toBe('Added');

    // The media library keeps the removed picture until it is deleted there (decision 025).
    expect((await filesOf(removed?.url ?? '')).length).toBe(3);
    await removeFromLibrary(server, token, [removed?.url ?? '']);
    expect(await filesOf(removed?.url ?? '')).toEqual([]);
    expect((await fetch(`${server.url}${removed?.url}`)).status).toBe(404);
    const records = await server.services.db.selectFrom('storedFiles').select('key').execute();
    expect(records.some((row) => row.key.includes(baseOf(removed?.url ?? '')))).toBe(false);
    expect((await fetch(`${server.url}${kept?.url}`)).status).toBe(200);
    expect((await fetch(`${server.url}${added?.url}`)).status).toBe(200);
    // The card image was not sent, so it stayed, files and all.
    expect(updated.cardImage).toBe(created.cardImage);
    expect((await filesOf(created.cardImage)).length).toBeGreaterThan(0);
  });

  it('keeps the sections and their pictures when an update sends no sections field, ignoring stray files', async () => {
    const created = (await create([gallery([{ upload: 'sectionImage0' }])], { sectionImage0: small })).body
      .data.caseStudy;
    const before = await leftovers();
    const response = await update(created._id, { link: created.link }, { sectionImage0: wide });
    expect(response.status).toBe(200);
    expect(response.body.data.caseStudy.sections).toEqual(created.sections);
    expect(await leftovers()).toEqual(before);
  });

  it('removing every section with "[]", or the case study, lets their pictures go once the library does', async () => {
    const created = (
      await create(
        [gallery([{ upload: 'sectionImage0' }, { upload: 'sectionImage1' }])],
        { sectionImage0: small, sectionImage1: wide },
        { ...basics(), status: 'draft' },
      )
    ).body.data.caseStudy;
    const pictures = (created.sections[0].images as Image[]).map((image) => image.url);
    const cleared = await update(created._id, { link: created.link, sections: '[]', status: 'draft' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.caseStudy.sections).toEqual([]);
    for (const url of pictures) expect((await filesOf(url)).length).toBeGreaterThan(0);
    await removeFromLibrary(server, token, pictures);
    for (const url of pictures) expect(await filesOf(url)).toEqual([]);

    const again = (await create([gallery([{ upload: 'sectionImage0' }])], { sectionImage0: wide })).body.data
      .caseStudy;
    const picture = again.sections[0].images[0].url;
    expect((await call(server, 'DELETE', `/case-studies/${again._id}`, { token })).status).toBe(200);
    await removeFromLibrary(server, token, [picture, again.cardImage]);
    expect(await filesOf(picture)).toEqual([]);
    expect(await filesOf(again.cardImage)).toEqual([]);
  });

  describe('refuses, storing nothing', () => {
    it('a text file sent as a section picture: 415 "Only image files are allowed" under its field', async () => {
      const before = await leftovers();
      const fake = {
        bytes: new TextEncoder().encode('MZ not a picture'),
        name: 'photo.jpg',
        type: 'image/jpeg',
      };
      const response = await create([gallery([{ upload: 'sectionImage0' }, { upload: 'sectionImage1' }])], {
        sectionImage0: small,
        sectionImage1: fake,
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        success: false,
        message: m.imageNotImage,
        errors: { sectionImage1: m.imageNotImage },
      });
      expect(await leftovers()).toEqual(before);
    });

    it('a cut-off picture: 400 with the damaged-image message', async () => {
      const before = await leftovers();
      const noisy = await sharp({
        create: {
          width: 320,
          height: 240,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg()
        .toBuffer();
      const cut = {
        bytes: noisy.subarray(0, Math.floor(noisy.byteLength * 0.6)),
        name: 'cut.jpg',
        type: 'image/jpeg',
      };
      const response = await create([gallery([{ upload: 'sectionImage0' }])], { sectionImage0: cut });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ sectionImage0: MESSAGES.api.imageDamaged });
      expect(await leftovers()).toEqual(before);
    });

    it('a reference to a file field that was not sent: 400 errors.sections', async () => {
      const before = await leftovers();
      const response = await create(
        [gallery([{ upload: 'sectionImage0' }, { upload: 'sectionImage5', caption: 'Missing' }])],
        { sectionImage0: small },
      );
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: m.sectionImageNotSent('sectionImage5'),
        errors: { sections: m.sectionImageNotSent('sectionImage5') },
      });
      expect(await leftovers()).toEqual(before);
    });

    it('one uploaded file named by two pictures: 400 errors.sections', async () => {
      const response = await create([gallery([{ upload: 'sectionImage0' }, { upload: 'sectionImage0' }])], {
        sectionImage0: small,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ sections: m.sectionImageUsedTwice('sectionImage0') });
    });

    it.each([
      ['a name outside the numbered fields', 'cardImage'],
      ['a number with a leading zero', 'sectionImage01'],
      ['a picture that is neither a URL nor an upload', ''],
    ])('%s: 400 "Sections are not valid"', async (_label, upload) => {
      const response = await create([gallery([upload ? { upload } : { caption: 'Nothing' }])], {
        sectionImage0: small,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ sections: m.sectionsInvalid });
    });

    it(`more than ${MAX_SECTION_IMAGE_FILES} section files: 413 with a clear message`, async () => {
      const before = await leftovers();
      const files: Record<string, FileInput> = {};
      const images = [];
      for (let index = 0; index <= MAX_SECTION_IMAGE_FILES; index += 1) {
        files[`sectionImage${index}`] = small;
        images.push({ upload: `sectionImage${index}` });
      }
      const response = await create([gallery(images)], files);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        success: false,
        message: m.tooManySectionImages(MAX_SECTION_IMAGE_FILES),
      });
      expect(await leftovers()).toEqual(before);
    });

    it('a foreign URL, or a file neither the case study nor the media library has, on update or create: 400 errors.sections', async () => {
      const other = (await create([gallery([{ upload: 'sectionImage0' }])], { sectionImage0: small })).body
        .data.caseStudy;
      const target = (await create([], {})).body.data.caseStudy;
      const before = await leftovers();
      // Another record's picture and the site's own are the library's, and may be chosen.
      const unknownUpload = `/uploads/image/${'0'.repeat(32)}-1600.webp`;
      for (const url of [
        'https://example.com/advert.jpg',
        unknownUpload,
        '/media/no-such-picture-1600.webp',
      ]) {
        const response = await update(target._id, {
          link: target.link,
          sections: JSON.stringify([gallery([{ url }])]),
        });
        expect(response.status, url).toBe(400);
        expect(response.body).toEqual({
          success: false,
          message: m.sectionImageForeign,
          errors: { sections: m.sectionImageForeign },
        });
      }
      const onCreate = await create([gallery([{ url: unknownUpload }])], {});
      expect(onCreate.status).toBe(400);
      expect(onCreate.body.errors).toEqual({ sections: m.sectionImageForeign });
      expect(await leftovers()).toEqual(before);
      // The other case study's picture is untouched.
      expect((await fetch(`${server.url}${other.sections[0].images[0].url}`)).status).toBe(200);
    });

    it('a save that fails after the pictures were stored (409 link taken) leaves none of them', async () => {
      const holder = (await create([], {})).body.data.caseStudy;
      const before = await leftovers();
      const response = await create(
        [gallery([{ upload: 'sectionImage0' }, { upload: 'sectionImage1' }])],
        { sectionImage0: small, sectionImage1: wide },
        { ...basics(), link: holder.link },
      );
      expect(response.status).toBe(409);
      expect(await leftovers()).toEqual(before);
    });
  });
});
