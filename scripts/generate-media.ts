// Draws the site's imagery and documents: `npm run media` (everything) or
// `npm run media -- hero-solar documents` (only the names given; `documents` = the PDFs).
//   public/media/<name>-{480,960,1600}.webp  every entry of content/media.ts
//   public/media/share-card.png             the social preview image (app/seo.ts)
//   public/media/testimonial-loop.{webm,mp4} the testimonials' background loop (needs ffmpeg)
//   public/favicon.svg                      the brand mark
//   public/documents/**.pdf                 the brochures and job descriptions (content/documents.ts)
// Output is deterministic: the same sources give the same files. To use a real photograph or
// a designed PDF instead, replace the file in public/ and stop regenerating that name.

import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MediaName, media } from '../content/media.ts';
import { faviconSvg } from './media/brand.ts';
import { documentSpecs } from './media/pdf/documents.ts';
import { buildPdf } from './media/pdf/layout.ts';
import { jpegBuffer, type RenderedFile, writePng, writeWebpSet } from './media/render.ts';
import { scenes } from './media/scenes.ts';
import { writeTestimonialVideo } from './media/testimonial-video.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const mediaDir = path.join(publicDir, 'media');

function sceneSvg(name: MediaName): string {
  const { width, height } = media[name];
  return scenes[name](width, height);
}

async function renderImages(names: readonly MediaName[]): Promise<RenderedFile[]> {
  const files: RenderedFile[] = [];
  for (const name of names) {
    const svg = sceneSvg(name);
    files.push(...(await writeWebpSet(svg, media[name].width, mediaDir, name)));
    if (name === 'share-card') {
      files.push(
        await writePng(svg, media[name].width, media[name].width, path.join(mediaDir, 'share-card.png')),
      );
    }
  }
  return files;
}

async function renderDocuments(): Promise<RenderedFile[]> {
  const cover = (name: MediaName) => jpegBuffer(sceneSvg(name), media[name].width, 960);
  const specs = documentSpecs({
    designCatalogue: await cover('hero-substation'),
    cableSolutions: await cover('cable-solutions'),
    earthingSolutions: await cover('earthing'),
    batteryStorage: await cover('battery-storage'),
  });
  const files: RenderedFile[] = [];
  for (const { url, spec } of specs) {
    const file = path.join(publicDir, url);
    await mkdir(path.dirname(file), { recursive: true });
    const bytes = await buildPdf(spec);
    await writeFile(file, bytes);
    files.push({ file, bytes: bytes.length });
  }
  return files;
}

function isMediaName(name: string): name is MediaName {
  return Object.hasOwn(media, name);
}

async function main() {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => name !== 'documents' && !isMediaName(name));
  if (unknown.length > 0) throw new Error(`Unknown media name(s): ${unknown.join(', ')}`);
  const isAll = requested.length === 0;
  const names = isAll ? (Object.keys(media) as MediaName[]) : requested.filter(isMediaName);

  const files = await renderImages(names);
  if (isAll) {
    const favicon = path.join(publicDir, 'favicon.svg');
    await writeFile(favicon, faviconSvg());
    files.push({ file: favicon, bytes: (await stat(favicon)).size });
  }
  if (isAll || requested.includes('documents')) files.push(...(await renderDocuments()));
  if (isAll || requested.includes('testimonial-backdrop'))
    files.push(...(await writeTestimonialVideo(mediaDir)));

  for (const { file, bytes } of files) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${path.relative(root, file)}`);
  }
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`${files.length} files, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

await main();
