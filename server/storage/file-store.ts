// DESIGN.md: files go through one interface so local disk can be swapped for object storage.
// Keys are relative paths such as "public/jobs/ab12.pdf" or "private/cv/cd34.pdf"; the "public/"
// prefix is served to anyone with long cache headers, "private/" only through the API.
// Two stores: local-file-store.ts (the embedded default, under DATA_DIR/uploads) and
// s3-file-store.ts (any S3-compatible bucket, chosen by S3_BUCKET).

/** A stored file opened for reading: its bytes arrive as a stream, never held whole. */
export type StoredObject = {
  body: ReadableStream<Uint8Array>;
  size: number;
  /** As given when it was stored, where the store keeps it (object storage does). */
  contentType: string | undefined;
};

/** What /api/health reports of the store. */
export type FileStoreDescription = { kind: 'local'; directory: string } | { kind: 's3'; bucket: string };

export type FileStore = {
  describe: FileStoreDescription;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Moves a finished upload from the spool into the store (the spool file is gone afterwards). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The file behind `key`, or undefined when there is none. */
  open(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers and can be written to; rejects with the reason otherwise. */
  check(): Promise<void>;
  /** Absolute directory the public files live in, when they are on local disk (served directly). */
  publicRoot: string | undefined;
};

/** Only keys we generate are valid: lower-case segments of letters, digits, dots and hyphens. */
export function isSafeKey(key: string): boolean {
  return /^(public|private)(\/[a-z0-9][a-z0-9.-]*)+$/.test(key) && !key.includes('..');
}
