import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { call, fileForm, signIn } from '../support/api-client.ts';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

// The three image forms (gallery, products, case studies): an image whose header reads but
// whose picture is cut off is a 400 with a clear message and leaves nothing behind; and the one
// rule for text (no NUL characters) holds in every field of every form.

const DAMAGED = MESSAGES.api.imageDamaged;
const NUL = MESSAGES.api.nulCharacter;

async function photo(format: 'jpeg' | 'png'): Promise<Uint8Array> {
  // Noise, so that the picture data is large and cutting it leaves the header whole.
  const image = sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#336699',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  return new Uint8Array(await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer());
}

const cutOff = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.byteLength * 0.6));

type Form = {
  route: string;
  field: string;
  fields: (tag: string) => Record<string, string>;
  textFields: string[];
};

const FORMS: Form[] = [
  {
    route: '/gallery',
    field: 'image',
    fields: (tag) => ({
      title: `Visit ${tag}`,
      category: 'siteVisit',
      description: 'Commissioning',
      imageDate: '2025-03-01',
    }),
    textFields: ['title', 'description', 'category'],
  },
  {
    route: '/products',
    field: 'thumbnail',
    fields: (tag) => ({
      id: `prod-${tag}`,
      title: `Product ${tag}`,
      description: 'A short description.',
      category: JSON.stringify({ name: 'Switchgear' }),
      features: JSON.stringify(['Arc-fault rated']),
      externalLink: 'https://example.com/datasheet',
    }),
    textFields: ['title', 'description', 'category', 'features', 'externalLink'],
  },
  {
    route: '/case-studies',
    field: 'cardImage',
    fields: (tag) => ({
      name: `Study ${tag}`,
      description: 'A study',
      content: 'Text',
      link: `study-${tag}`,
    }),
    textFields: ['name', 'description', 'content', 'link'],
  },
];

describe.each(testDatabaseKinds())('image forms on %s', (kind) => {
  let server: ApiServer;
  let token: string;
  let jpeg: Uint8Array;
  let png: Uint8Array;
  let counter = 0;

  beforeAll(async () => {
    server = await startApiServer(kind, { RATE_LIMIT: 'off' });
    token = await signIn(server);
    await call(server, 'POST', '/gallery-categories', {
      token,
      json: { id: 'siteVisit', name: 'Site Visit' },
    });
    [jpeg, png] = await Promise.all([photo('jpeg'), photo('png')]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function leftovers() {
    const images = await readdir(path.join(server.dataDir, 'uploads', 'public', 'image')).catch(() => []);
    const spool = await readdir(path.join(server.dataDir, 'tmp', 'uploads'));
    const rows = await server.services.db.selectFrom('storedFiles').select('key').execute();
    return { images: images.length, spool: spool.length, rows: rows.length };
  }

  function send(
    form: Form,
    method: 'POST' | 'PUT',
    id: string,
    bytes: Uint8Array | undefined,
    fields: Record<string, string>,
  ) {
    counter += 1;
    const body = bytes
      ? fileForm(form.field, bytes, `photo-${counter}.img`, 'image/jpeg', fields)
      : (() => {
          const plain = new FormData();
          for (const [key, value] of Object.entries(fields)) plain.append(key, value);
          return plain;
        })();
    return call(server, method, method === 'POST' ? form.route : `${form.route}/${id}`, {
      token,
      form: body,
    });
  }

  describe.each(FORMS)('$route', (form) => {
    it('answers a cut-off JPEG or PNG with 400 and a clear message, keeping nothing', async () => {
      const before = await leftovers();
      for (const [name, bytes] of [
        ['jpeg', jpeg],
        ['png', png],
      ] as const) {
        const response = await send(form, 'POST', '', cutOff(bytes), form.fields(`cut-${name}-${counter}`));
        expect(response.status, name).toBe(400);
        expect(response.body).toEqual({
          success: false,
          message: DAMAGED,
          errors: { [form.field]: DAMAGED },
        });
      }
      expect(await leftovers()).toEqual(before);
    });

    it('keeps the current image when an edit sends a cut-off one', async () => {
      const created = await send(form, 'POST', '', jpeg, form.fields(`whole-${counter}`));
      expect(created.status).toBe(201);
      const entity = Object.values(created.body.data)[0] as { _id: string };
      const before = await leftovers();
      const edit = await send(form, 'PUT', entity._id, cutOff(png), form.fields(`edit-${counter}`));
      expect(edit.status).toBe(400);
      expect(edit.body.message).toBe(DAMAGED);
      expect(await leftovers()).toEqual(before);
    });

    it('refuses a NUL character in any text field with 400, storing nothing', async () => {
      const before = await leftovers();
      for (const field of form.textFields) {
        const fields = form.fields(`nul-${counter}`);
        const value = fields[field] ?? '';
        fields[field] =
          value.startsWith('[') || value.startsWith('{') ? value.replace('"', '"\u0000') : `${value}\u0000`;
        const response = await send(form, 'POST', '', jpeg, fields);
        expect(response.status, field).toBe(400);
        expect(response.body).toEqual({ success: false, message: NUL, errors: { [field]: NUL } });
      }
      expect(await leftovers()).toEqual(before);
    });
  });
});
