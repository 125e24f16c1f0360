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

const m = MESSAGES.caseStudyAdmin;
const IMAGE_URL = /^\/uploads\/image\/[a-f0-9]{32}-\d+\.webp$/;

type FileInput = { bytes: Uint8Array; name: string; type: string };

const SECTIONS = [
  { id: '1717000000001', title: 'The requirement', content: 'A 33kV switchroom.', type: 'text', order: 0 },
  {
    id: 1717000000002,
    title: 'Equipment',
    type: 'list',
    listItems: ['110V/25A charger', '  ', '415V 4000A LVAC panel'],
    order: 1,
  },
  {
    id: '1717000000003',
    title: 'Site photos',
    type: 'image-gallery',
    // New pictures name the file fields that carry them (sent by withSectionImages below).
    images: [{ upload: 'sectionImage0', caption: 'Delivery' }, { upload: 'sectionImage1' }],
    order: 2,
  },
];

function caseStudyForm(fields: Record<string, string>, files: Record<string, FileInput> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}

describe.each(testDatabaseKinds())('case studies API on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let revokedToken: string;
  let card: FileInput;
  let header: FileInput;

  const basics = (name: string) => ({
    name,
    description: `Card text for ${name}`,
    content: 'Introduction.\nSecond paragraph.',
    link: '',
  });

  async function create(
    fields: Record<string, string>,
    files: Record<string, FileInput> = { cardImage: card },
  ) {
    return call(server, 'POST', '/case-studies', { token, form: caseStudyForm(fields, files) });
  }

  /** The card image and the two section pictures SECTIONS names. */
  function withSectionImages(): Record<string, FileInput> {
    return { cardImage: card, sectionImage0: card, sectionImage1: header };
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
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#996633' } })
      .png()
      .toBuffer();
    card = { bytes: jpeg, name: 'card.jpg', type: 'image/jpeg' };
    header = { bytes: png, name: 'header.png', type: 'image/png' };
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('GET /api/case-studies', () => {
    it('answers an empty data.caseStudies list when there are none', async () => {
      const response = await call(server, 'GET', '/case-studies');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { caseStudies: [] },
        total: 0,
        page: 1,
        limit: 100,
        totalPages: 1,
        hasMore: false,
      });
    });

    it('lists every case study with its sections, anonymously', async () => {
      await create({ ...basics('Listed One'), sections: JSON.stringify(SECTIONS) }, withSectionImages());
      await create(basics('Listed Two'));
      const response = await call(server, 'GET', '/case-studies');
      expect(response.status).toBe(200);
      const names = response.body.data.caseStudies.map((item: { name: string }) => item.name);
      expect(names).toEqual(expect.arrayContaining(['Listed One', 'Listed Two']));
      const one = response.body.data.caseStudies.find((item: { name: string }) => item.name === 'Listed One');
      expect(one.sections.map((section: { type: string }) => section.type)).toEqual([
        'text',
        'list',
        'image-gallery',
      ]);
    });
  });

  describe('POST /api/case-studies', () => {
    it('creates a case study from the multipart form and answers 201 data.caseStudy', async () => {
      const response = await create(
        { ...basics('Earthing System Design'), link: 'earthingsystemdesign' },
        { cardImage: card, headerImage: header },
      );
      expect(response.status).toBe(201);
      expect(response.body.success).toBe(true);
      const caseStudy = response.body.data.caseStudy;
      expect(caseStudy).toEqual({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        name: 'Earthing System Design',
        description: 'Card text for Earthing System Design',
        content: 'Introduction.\nSecond paragraph.',
        link: 'earthingsystemdesign',
        cardImage: expect.stringMatching(IMAGE_URL),
        headerImage: expect.stringMatching(IMAGE_URL),
        sections: [],
        ...PUBLISHED_STATE,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const image = await fetchUpload(caseStudy.cardImage);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      // The entity keeps the largest variant: 800 pixels wide, as uploaded.
      expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).width).toBe(800);
    });

    it('generates the slug from the name when the link is blank ("33kV Switchroom: Design & Supply")', async () => {
      const response = await create(basics('33kV Switchroom: Design & Supply'));
      expect(response.status).toBe(201);
      expect(response.body.data.caseStudy.link).toBe('33kv-switchroom-design-supply');
    });

    it('turns a typed link into a slug by the same rules', async () => {
      const response = await create({ ...basics('Typed Link'), link: '  Load Bank Test!  ' });
      expect(response.status).toBe(201);
      expect(response.body.data.caseStudy.link).toBe('load-bank-test');
    });

    it('stores text, list and image-gallery sections in the order sent and returns them', async () => {
      const response = await create(
        { ...basics('With Sections'), sections: JSON.stringify(SECTIONS) },
        withSectionImages(),
      );
      expect(response.status).toBe(201);
      const [first, second] = response.body.data.caseStudy.sections[2].images;
      expect(first.url).toMatch(IMAGE_URL);
      expect(second.url).toMatch(IMAGE_URL);
      expect(second.url).not.toBe(first.url);
      expect(response.body.data.caseStudy.sections).toEqual([
        {
          id: '1717000000001',
          title: 'The requirement',
          content: 'A 33kV switchroom.',
          type: 'text',
          listItems: [],
          images: [],
          order: 0,
        },
        {
          id: '1717000000002',
          title: 'Equipment',
          content: '',
          type: 'list',
          listItems: ['110V/25A charger', '415V 4000A LVAC panel'],
          images: [],
          order: 1,
        },
        {
          id: '1717000000003',
          title: 'Site photos',
          content: '',
          type: 'image-gallery',
          listItems: [],
          images: [{ url: first.url, caption: 'Delivery' }, { url: second.url }],
          order: 2,
        },
      ]);
      const read = await call(server, 'GET', `/case-studies/${response.body.data.caseStudy._id}`);
      expect(read.body.data.caseStudy.sections).toEqual(response.body.data.caseStudy.sections);
    });

    it('answers 400 with "Name is required", "Description is required", "Content is required" and "Card image is required"', async () => {
      const response = await create({ name: ' ', description: '', content: '' }, {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: m.nameRequired,
        errors: {
          name: m.nameRequired,
          description: m.descriptionRequired,
          content: m.contentRequired,
          cardImage: m.cardImageRequired,
        },
      });
    });

    it('answers 400 "Card image is required" when only the card image is missing', async () => {
      const response = await create(basics('No Card'), { headerImage: header });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: m.cardImageRequired,
        errors: { cardImage: m.cardImageRequired },
      });
    });

    it('answers 400 errors.link when the slug would be empty', async () => {
      const response = await create({ ...basics('Punctuation'), link: '!!!' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ link: m.linkInvalid });
    });

    it.each([
      ['text that is not JSON', '[{"id": 1,'],
      ['an object instead of a list', '{"id":"1"}'],
      ['an unknown section type', '[{"id":"1","type":"video"}]'],
      ['a section without an id', '[{"title":"x"}]'],
      ['list items that are not text', '[{"id":"1","type":"list","listItems":[1,2]}]'],
      ['a number', '42'],
    ])('answers 400 errors.sections "Sections are not valid" for %s', async (_label, sections) => {
      const response = await create({ ...basics(`Bad Sections ${sections}`), sections });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errors: { sections: m.sectionsInvalid } });
    });

    it('answers 409 errors.link for a taken link and leaves no image files behind', async () => {
      expect((await create({ ...basics('First Holder'), link: 'taken-link' })).status).toBe(201);
      const before = await imageFiles();
      const response = await create(
        { ...basics('Second Holder'), link: 'Taken Link' },
        { cardImage: card, headerImage: header },
      );
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: m.linkTaken, errors: { link: m.linkTaken } });
      expect((await imageFiles()).sort()).toEqual(before.sort());
    });

    it('rejects a text file renamed card.png with 415 "Only image files are allowed"', async () => {
      const fake = {
        bytes: new TextEncoder().encode('not an image at all'),
        name: 'card.png',
        type: 'image/png',
      };
      const response = await create(basics('Fake Card'), { cardImage: fake });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        success: false,
        message: m.imageNotImage,
        errors: { cardImage: m.imageNotImage },
      });
      const headerResponse = await create(basics('Fake Header'), { cardImage: card, headerImage: fake });
      expect(headerResponse.status).toBe(415);
      expect(headerResponse.body.errors).toEqual({ headerImage: m.imageNotImage });
    });

    it(`rejects a 16 MB body with 413 "${IMAGE_TOO_LARGE}"`, async () => {
      const huge = { bytes: new Uint8Array(16 * 1024 * 1024), name: 'huge.jpg', type: 'image/jpeg' };
      const response = await create(basics('Huge'), { cardImage: huge });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        success: false,
        message: IMAGE_TOO_LARGE,
        errors: { cardImage: IMAGE_TOO_LARGE },
      });
    });

    it('answers 415 for a JSON body instead of a multipart form', async () => {
      const response = await call(server, 'POST', '/case-studies', { token, json: basics('As JSON') });
      expect(response.status).toBe(415);
      expect(response.body.success).toBe(false);
    });

    it('answers 4xx, never 5xx, for a body that claims to be multipart but is not', async () => {
      const response = await call(server, 'POST', '/case-studies', {
        token,
        headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });
  });

  describe('GET /api/case-studies/:id', () => {
    it('answers data.caseStudy by _id and by link', async () => {
      const created = (await create({ ...basics('Power System Studies'), link: 'powersystemstudies' })).body
        .data.caseStudy;
      const byId = await call(server, 'GET', `/case-studies/${created._id}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual({ success: true, data: { caseStudy: publicView(created) } });
      const byLink = await call(server, 'GET', '/case-studies/powersystemstudies');
      expect(byLink.status).toBe(200);
      expect(byLink.body.data.caseStudy).toEqual(publicView(created));
    });

    it.each([
      ['an unknown _id', '/case-studies/0123456789abcdef01234567'],
      ['an unknown link', '/case-studies/no-such-case-study'],
      ['a NUL byte', '/case-studies/%00'],
      ['a path trick', '/case-studies/..%2F..%2Fetc%2Fpasswd'],
      ['a very long id', `/case-studies/${'a'.repeat(5000)}`],
    ])('answers 404 "Case study not found" for %s', async (_label, route) => {
      const response = await call(server, 'GET', route);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: m.notFound });
    });
  });

  describe('PUT /api/case-studies/:id', () => {
    it('keeps the images and the sections when no files and no sections field are sent', async () => {
      const created = (
        await create(
          { ...basics('Keep Images'), sections: JSON.stringify(SECTIONS) },
          { ...withSectionImages(), headerImage: header },
        )
      ).body.data.caseStudy;
      const response = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: caseStudyForm({ ...basics('Keep Images Renamed'), link: created.link }),
      });
      expect(response.status).toBe(200);
      const updated = response.body.data.caseStudy;
      expect(updated).toMatchObject({
        _id: created._id,
        name: 'Keep Images Renamed',
        link: created.link,
        cardImage: created.cardImage,
        headerImage: created.headerImage,
        sections: created.sections,
      });
      expect((await fetchUpload(created.cardImage)).status).toBe(200);
      expect((await fetchUpload(created.headerImage)).status).toBe(200);
    });

    it('keeps the images when the browser sends empty file inputs', async () => {
      const created = (await create(basics('Empty Inputs'), { cardImage: card, headerImage: header })).body
        .data.caseStudy;
      const form = caseStudyForm({ ...basics('Empty Inputs'), link: created.link });
      form.append('cardImage', new Blob([], { type: 'application/octet-stream' }), '');
      form.append('headerImage', new Blob([], { type: 'application/octet-stream' }), '');
      const response = await call(server, 'PUT', `/case-studies/${created._id}`, { token, form });
      expect(response.status).toBe(200);
      expect(response.body.data.caseStudy).toMatchObject({
        cardImage: created.cardImage,
        headerImage: created.headerImage,
      });
    });

    it('replaces the card image with a new file; the old one stays while a version or the library has it', async () => {
      const created = (await create(basics('Replace Card'))).body.data.caseStudy;
      const response = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: caseStudyForm({ ...basics('Replace Card'), link: created.link }, { cardImage: header }),
      });
      expect(response.status).toBe(200);
      const updated = response.body.data.caseStudy;
      expect(updated.cardImage).toMatch(IMAGE_URL);
      expect(updated.cardImage).not.toBe(created.cardImage);
      expect((await fetchUpload(updated.cardImage)).status).toBe(200);
      // Version 1 (the case study as created) still shows it (decision 024).
      expect((await fetchUpload(created.cardImage)).status).toBe(200);
      expect((await call(server, 'DELETE', `/case-studies/${created._id}`, { token })).status).toBe(200);
      expect((await fetchUpload(created.cardImage)).status).toBe(200);
      await removeFromLibrary(server, token, [created.cardImage, updated.cardImage]);
      expect((await fetchUpload(created.cardImage)).status).toBe(404);
      expect((await fetchUpload(updated.cardImage)).status).toBe(404);
      const base = path.basename(created.cardImage).split('-')[0] ?? '';
      expect((await imageFiles()).filter((file) => file.startsWith(base))).toEqual([]);
    });

    it('replaces the sections when the field is sent, and clears them with "[]"', async () => {
      const created = (
        await create(
          { ...basics('Replace Sections'), sections: JSON.stringify(SECTIONS) },
          withSectionImages(),
        )
      ).body.data.caseStudy;
      // Stored sections go back as they were read: their pictures by URL.
      const reordered = [created.sections[2], created.sections[0]];
      const response = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: caseStudyForm({ ...basics('Replace Sections'), sections: JSON.stringify(reordered) }),
      });
      expect(response.status).toBe(200);
      expect(
        response.body.data.caseStudy.sections.map((s: { id: string; order: number }) => [s.id, s.order]),
      ).toEqual([
        ['1717000000003', 0],
        ['1717000000001', 1],
      ]);
      const cleared = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: caseStudyForm({ ...basics('Replace Sections'), sections: '[]' }),
      });
      expect(cleared.body.data.caseStudy.sections).toEqual([]);
    });

    it('validates the form with the same messages and no card image needed', async () => {
      const created = (await create(basics('Validate Edit'))).body.data.caseStudy;
      const response = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: caseStudyForm({ name: '', description: 'x', content: 'y', sections: 'oops' }),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ name: m.nameRequired, sections: m.sectionsInvalid });
    });

    it('answers 409 errors.link when the new link is taken, keeping the current images', async () => {
      await create({ ...basics('Holder'), link: 'held-link' });
      const created = (await create(basics('Mover'))).body.data.caseStudy;
      const before = await imageFiles();
      const response = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: caseStudyForm({ ...basics('Mover'), link: 'held-link' }, { cardImage: header }),
      });
      expect(response.status).toBe(409);
      expect(response.body.errors).toEqual({ link: m.linkTaken });
      expect((await imageFiles()).sort()).toEqual(before.sort());
      expect((await fetchUpload(created.cardImage)).status).toBe(200);
    });

    it('answers 415 for a text file renamed card.png', async () => {
      const created = (await create(basics('Fake On Edit'))).body.data.caseStudy;
      const response = await call(server, 'PUT', `/case-studies/${created._id}`, {
        token,
        form: caseStudyForm(basics('Fake On Edit'), {
          cardImage: { bytes: new TextEncoder().encode('plain text'), name: 'card.png', type: 'image/png' },
        }),
      });
      expect(response.status).toBe(415);
      expect(response.body.message).toBe(m.imageNotImage);
    });

    it('answers 404 "Case study not found" for an unknown or malformed id', async () => {
      for (const id of ['0123456789abcdef01234567', '%00', 'a.b']) {
        const response = await call(server, 'PUT', `/case-studies/${id}`, {
          token,
          form: caseStudyForm(basics('Nobody')),
        });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(m.notFound);
      }
    });
  });

  describe('DELETE /api/case-studies/:id', () => {
    it('deletes the case study; its image files go once the library lets the pictures go', async () => {
      const created = (await create(basics('To Delete'), { cardImage: card, headerImage: header })).body.data
        .caseStudy;
      const response = await call(server, 'DELETE', `/case-studies/${created._id}`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Case study deleted' });
      expect((await call(server, 'GET', `/case-studies/${created._id}`)).status).toBe(404);
      expect((await fetchUpload(created.cardImage)).status).toBe(200);
      await removeFromLibrary(server, token, [created.cardImage, created.headerImage]);
      expect((await fetchUpload(created.cardImage)).status).toBe(404);
      expect((await fetchUpload(created.headerImage)).status).toBe(404);
      const bases = [created.cardImage, created.headerImage].map(
        (url) => path.basename(url).split('-')[0] ?? '',
      );
      expect((await imageFiles()).filter((file) => bases.some((base) => file.startsWith(base)))).toEqual([]);
      const again = await call(server, 'DELETE', `/case-studies/${created._id}`, { token });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(m.notFound);
    });
  });

  describe('authentication', () => {
    const routes: [string, (id: string) => string][] = [
      ['POST', () => '/case-studies'],
      ['PUT', (id) => `/case-studies/${id}`],
      ['DELETE', (id) => `/case-studies/${id}`],
    ];
    it.each(routes)(
      'answers 401 "Authentication required" to %s without a token or with a revoked one',
      async (method, route) => {
        const created = (await create(basics(`Protected ${method}`))).body.data.caseStudy;
        for (const tokenUsed of [undefined, revokedToken]) {
          const response = await call(server, method, route(created._id), {
            ...(tokenUsed ? { token: tokenUsed } : {}),
            ...(method === 'DELETE' ? {} : { form: caseStudyForm(basics('Intruder'), { cardImage: card }) }),
          });
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ success: false, message: MESSAGES.session.authRequired });
        }
        const still = await call(server, 'GET', `/case-studies/${created._id}`);
        expect(still.body.data.caseStudy.name).toBe(`Protected ${method}`);
      },
    );
  });
});
