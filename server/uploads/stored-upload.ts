import { randomBytes } from 'node:crypto';
import { deleteCvTexts } from '../db/cv-texts.ts';
import {
  deleteStoredFile,
  deleteStoredFiles,
  type FileKind,
  type FileVisibility,
  recordStoredFile,
} from '../db/stored-files.ts';
import type { AppServices } from '../services.ts';

// Every upload gets a fresh random name (never the uploader's), is written to the file store and
// recorded in stored_files, so the API can later check that a URL names a file it stored.
// Public files are served from /uploads/...; private ones (CVs) only through the API.

const PRIVATE_URL_PREFIX = {
  cv: '/api/applications/cv/',
} as const;
const CV_KEY_PREFIX = 'private/cv/';

export type StoredUpload = { key: string; url: string };

export async function storeUpload(
  services: AppServices,
  upload: {
    visibility: FileVisibility;
    kind: FileKind;
    extension: string;
    contentType: string;
    /** The bytes (made here, e.g. an image variant) or a finished upload in the spool, moved in. */
    content: { bytes: Uint8Array } | { spooledPath: string; size: number };
    originalName: string;
    /** Files made from one upload (image variants) share a base name. */
    baseName?: string;
  },
): Promise<StoredUpload> {
  const name = `${upload.baseName ?? randomName()}.${upload.extension}`;
  const key = `${upload.visibility}/${upload.kind}/${name}`;
  const { content } = upload;
  if ('bytes' in content) await services.files.put(key, content.bytes, upload.contentType);
  else await services.files.putFile(key, content.spooledPath, upload.contentType);
  try {
    await recordStoredFile(services.db, {
      key,
      visibility: upload.visibility,
      kind: upload.kind,
      contentType: upload.contentType,
      size: 'bytes' in content ? content.bytes.byteLength : content.size,
      originalName: upload.originalName.slice(0, 200),
    });
  } catch (error) {
    // An unrecorded file could never be found again to delete: take it back out.
    await services.files.delete(key).catch(() => undefined);
    throw error;
  }
  return { key, url: urlForKey(key) };
}

export function randomName(): string {
  return randomBytes(16).toString('hex');
}

/** The URL a stored file is reached at. */
export function urlForKey(key: string): string {
  const [visibility, kind, name] = key.split('/');
  if (visibility === 'public') return `/uploads/${kind}/${name}`;
  if (kind === 'cv') return `${PRIVATE_URL_PREFIX.cv}${name}`;
  throw new Error(`No URL for private ${kind} files`);
}

/** The store key behind a URL this server gave out, or undefined for any other URL. */
export function keyForUrl(url: string): string | undefined {
  const publicMatch = url.match(/^\/uploads\/([a-z-]+)\/([a-f0-9]{32}(?:-[a-z0-9]+)?\.[a-z0-9]+)$/);
  if (publicMatch) return `public/${publicMatch[1]}/${publicMatch[2]}`;
  const cvMatch = url.startsWith(PRIVATE_URL_PREFIX.cv)
    ? url.slice(PRIVATE_URL_PREFIX.cv.length).match(/^([a-f0-9]{32}\.pdf)$/)
    : null;
  if (cvMatch) return `${CV_KEY_PREFIX}${cvMatch[1]}`;
  return undefined;
}

/**
 * Decision 026: a CV's extracted text is personal data like its file, so it goes wherever a CV
 * file goes. Both deletions below call this first, and every path that removes CVs (the staff
 * delete, withdrawal, erasure, retention, the orphan-CV sweep) goes through one of them. It goes
 * even when the file cannot be deleted: the application is already gone, and the file's record
 * stays for the sweep, which needs no text.
 */
async function deleteCvTextsOfKeys(services: AppServices, keys: readonly string[]): Promise<void> {
  const cvUrls = keys.filter((key) => key.startsWith(CV_KEY_PREFIX)).map(urlForKey);
  await deleteCvTexts(services.db, cvUrls);
}

/** Deletes the file behind a URL this server gave out (and its record); other URLs are ignored. */
export async function deleteStoredUpload(
  services: AppServices,
  url: string | undefined | null,
): Promise<void> {
  const key = url ? keyForUrl(url) : undefined;
  if (!key) return;
  await deleteCvTextsOfKeys(services, [key]);
  await services.files.delete(key);
  await deleteStoredFile(services.db, key);
}

// Files deleted at once by deleteStoredUploads: enough to overlap the waits on a bucket, few
// enough not to flood it (or libuv's four threads on disk).
const FILE_DELETES_AT_ONCE = 8;

/**
 * Deletes the files behind a batch of URLs this server gave out (other URLs are ignored), a few
 * at a time, then the records of those that went in one statement. A file that cannot be deleted
 * keeps its record, so the orphan-CV sweep (uploads/orphan-cvs.ts) tries it again; failures are
 * logged, not thrown, since the rows that used the files are already gone. Answers how many went.
 */
export async function deleteStoredUploads(
  services: AppServices,
  urls: readonly (string | undefined | null)[],
): Promise<number> {
  const keys = [...new Set(urls.map((url) => (url ? keyForUrl(url) : undefined)))].filter(
    (key): key is string => key !== undefined,
  );
  await deleteCvTextsOfKeys(services, keys);
  const gone: string[] = [];
  let firstError: unknown;
  let failed = 0;
  for (let start = 0; start < keys.length; start += FILE_DELETES_AT_ONCE) {
    const chunk = keys.slice(start, start + FILE_DELETES_AT_ONCE);
    const results = await Promise.allSettled(chunk.map((key) => services.files.delete(key)));
    results.forEach((result, index) => {
      const key = chunk[index];
      if (result.status === 'fulfilled' && key !== undefined) gone.push(key);
      else if (result.status === 'rejected') {
        failed += 1;
        firstError ??= result.reason;
      }
    });
  }
  await deleteStoredFiles(services.db, gone);
  if (failed > 0) {
    services.logger.error({ err: firstError, failed }, 'could not delete stored files; their records stay');
  }
  return gone.length;
}
