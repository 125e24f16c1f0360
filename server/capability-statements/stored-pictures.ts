import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentImage } from '../../domain/capability-statements.ts';
import { prepareImage } from '../pdf/images.ts';
import type { AppServices } from '../services.ts';
import { keyForUrl } from '../uploads/stored-upload.ts';

// The pictures of a statement, read where the site keeps them: an upload from the file store, or
// one of the site's own generated images (public/media, copied into the client build). Each is
// turned into a JPEG by prepareImage. A picture that cannot be read or decoded is left out (and
// logged) rather than failing the whole PDF.

/** A picture as the document names it before it is read: by its stored URL. */
export type PictureRef = { url: string; alt: string; maxWidth: number };

/** Decision 028: full-width pictures and the rest. */
export const FULL_WIDTH = 1600;
export const PART_WIDTH = 800;

const SITE_MEDIA = /^\/media\/([a-z0-9-]+\.webp)$/;

function projectRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

async function readSiteMedia(name: string): Promise<Uint8Array | undefined> {
  const root = projectRoot();
  for (const folder of [path.join(root, 'build', 'client', 'media'), path.join(root, 'public', 'media')]) {
    try {
      return new Uint8Array(await readFile(path.join(folder, name)));
    } catch {
      // Not in this folder: try the next.
    }
  }
  return undefined;
}

async function readPicture(services: AppServices, url: string): Promise<Uint8Array | undefined> {
  const media = url.match(SITE_MEDIA);
  if (media?.[1]) return readSiteMedia(media[1]);
  const key = keyForUrl(url);
  if (!key?.startsWith('public/')) return undefined;
  const stored = await services.files.open(key);
  if (!stored) return undefined;
  return new Uint8Array(await new Response(stored.body).arrayBuffer());
}

/** The picture ready for the PDF, or null when it cannot be had. */
export async function preparePicture(
  services: AppServices,
  ref: PictureRef | null,
): Promise<DocumentImage | null> {
  if (!ref) return null;
  try {
    const bytes = await readPicture(services, ref.url);
    if (!bytes) {
      services.logger.warn({ url: ref.url }, 'statement PDF: a picture is missing from the store; left out');
      return null;
    }
    return await prepareImage(bytes, { maxWidth: ref.maxWidth, alt: ref.alt });
  } catch (error) {
    services.logger.warn(
      { err: error, url: ref.url },
      'statement PDF: a picture could not be prepared; left out',
    );
    return null;
  }
}
