// DESIGN.md: files go through one interface so local disk can be swapped for object storage.
// Keys are relative paths such as "public/jobs/ab12.pdf" or "private/cv/cd34.pdf"; the "public/"
// prefix is served to anyone with long cache headers, "private/" only through the API.

export type StoredObject = {
  body: Uint8Array;
  size: number;
};

export type FileStore = {
  put(key: string, body: Uint8Array): Promise<void>;
  /** Moves a finished upload from the spool into the store (the spool file is gone afterwards). */
  putFile(key: string, filePath: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /** Absolute directory the public files live in, when they are on local disk (served directly). */
  publicRoot: string | undefined;
};

/** Only keys we generate are valid: lower-case segments of letters, digits, dots and hyphens. */
export function isSafeKey(key: string): boolean {
  return /^(public|private)(\/[a-z0-9][a-z0-9.-]*)+$/.test(key) && !key.includes('..');
}
