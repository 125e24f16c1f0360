import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

// The data directory holds CVs, password hashes and the site's signing key, and so does a
// backup of it: no other user on the machine may read them. Directories are 0700 and files
// 0600, whatever the umask; what an older version created readable to all is closed at start.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

// The folders the site itself makes under DATA_DIR (the file store's and the upload spool's).
// Files under them need not be walked at start: a 0700 folder lets no one else reach them.
const DATA_FOLDERS = ['uploads', 'uploads/public', 'uploads/private', 'tmp', 'tmp/uploads'];

/** Creates `dir` (and its parents) private, or makes an existing one private. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodOwn(dir, PRIVATE_DIR_MODE);
}

/**
 * The data directory and the folders the site keeps in it, private (created if missing).
 * Answers the ones that belong to another user and could not be changed, for a warning: a
 * mounted volume owned by root must not stop the site.
 */
export function makeDataDirPrivate(dataDir: string): string[] {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const folders = [dataDir, ...DATA_FOLDERS.map((folder) => path.join(dataDir, folder))];
  return folders.filter((dir) => existsSync(dir) && !chmodOwn(dir, PRIVATE_DIR_MODE));
}

/** chmod, answering false where the file is another user's (EPERM) instead of throwing. */
function chmodOwn(file: string, mode: number): boolean {
  try {
    chmodSync(file, mode);
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EPERM') return false;
    throw error;
  }
}

/**
 * The SQLite file created 0600 before SQLite opens it, or made 0600 if it exists. SQLite gives
 * its -wal and -shm files the database file's mode; those left by an older version are fixed too.
 */
export function makeDatabaseFilePrivate(file: string): void {
  // Its folder is made private only when made here: a database file named elsewhere may sit in
  // a folder others share.
  mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(name)) chmodOwn(name, PRIVATE_FILE_MODE);
  }
}
