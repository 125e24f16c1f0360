import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { call } from './api-client.ts';
import type { ApiServer } from './api-server.ts';

// Decision 028: published case studies and products made through the API as the dashboard makes
// them (with real pictures), and the text of a PDF read back by a parser, for the statement tests.

/**
 * A picture of `width` pixels in a colour of its own, as an upload; `grainy`, with noise over it
 * that compresses about as badly as a photograph (for the size of a PDF), and as big as a phone's.
 */
export async function picture(width: number, colour: string, grainy = false): Promise<Blob> {
  const height = Math.round(width * 0.6);
  const base = sharp({ create: { width, height, channels: 3, background: colour } });
  const grain = grainy
    ? await sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .png()
        .toBuffer()
    : undefined;
  const jpeg = await (grain ? base.composite([{ input: grain, blend: 'soft-light' }]) : base)
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

export type MadeCaseStudy = { _id: string; link: string; name: string };

/** A case study with a header picture and a gallery of two; published unless `status: 'draft'`. */
export async function makeCaseStudy(
  server: Pick<ApiServer, 'url'>,
  token: string,
  fields: {
    name: string;
    description: string;
    link: string;
    status?: 'draft' | 'published';
    words?: string;
    /** Pictures as big and grainy as photographs (the bench), not plain colour. */
    isPhotographic?: boolean;
  },
): Promise<MadeCaseStudy> {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('description', fields.description);
  form.append('content', `Introduction to ${fields.name}. ${fields.words ?? ''}`);
  form.append('link', fields.link);
  if (fields.status) form.append('status', fields.status);
  form.append(
    'sections',
    JSON.stringify([
      { id: '1', title: 'The challenge', content: `What ${fields.name} needed.`, type: 'text', order: 0 },
      {
        id: '2',
        title: 'Equipment',
        type: 'list',
        listItems: ['33 kV switchboard', 'Protection relays'],
        order: 1,
      },
      {
        id: '3',
        title: 'Site photos',
        type: 'image-gallery',
        images: [{ upload: 'sectionImage0', caption: 'Energisation' }, { upload: 'sectionImage1' }],
        order: 2,
      },
    ]),
  );
  const grainy = fields.isPhotographic ?? false;
  const scale = grainy ? 2 : 1;
  form.append('cardImage', await picture(800 * scale, '#336699', grainy), 'card.jpg');
  form.append('headerImage', await picture(1800 * scale, '#996633', grainy), 'header.jpg');
  form.append('sectionImage0', await picture(900 * scale, '#339966', grainy), 'one.jpg');
  form.append('sectionImage1', await picture(700 * scale, '#663399', grainy), 'two.jpg');
  const response = await call(server, 'POST', '/case-studies', { token, form });
  if (response.status !== 201)
    throw new Error(`case study: ${response.status} ${JSON.stringify(response.body)}`);
  const made = response.body.data.caseStudy;
  return { _id: made._id, link: made.link, name: made.name };
}

export type MadeProduct = { _id: string; title: string };

export async function makeProduct(
  server: Pick<ApiServer, 'url'>,
  token: string,
  fields: { code: string; title: string; description?: string },
): Promise<MadeProduct> {
  const form = new FormData();
  form.append('id', fields.code);
  form.append('title', fields.title);
  form.append('description', fields.description ?? `About ${fields.title}.`);
  form.append('content', 'Full details.');
  form.append('category', JSON.stringify({ name: 'Switchgear', color: '' }));
  form.append('features', JSON.stringify(['Arc-fault contained']));
  form.append('specifications', JSON.stringify([{ key: 'ratedVoltage', value: '33 kV' }]));
  form.append('specificationsObject', '{}');
  form.append('applications', JSON.stringify(['Substations']));
  form.append('externalLink', '');
  form.append('thumbnail', await picture(600, '#445566'), 'thumb.jpg');
  const response = await call(server, 'POST', '/products', { token, form });
  if (response.status !== 201)
    throw new Error(`product: ${response.status} ${JSON.stringify(response.body)}`);
  return { _id: response.body.data.product._id, title: response.body.data.product.title };
}

/** GET `path` (site-relative, not under /api) as bytes, with its status and headers. */
export async function fetchBytes(
  server: Pick<ApiServer, 'url'>,
  path: string,
  token?: string,
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await fetch(`${server.url}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The text of each page of a PDF, read by PDF.js (unpdf). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.map((page) => page.replace(/\s+/g, ' '));
  } finally {
    await document.loadingTask.destroy();
  }
}
