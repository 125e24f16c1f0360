import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir } from '../storage/private-files.ts';

// Uploads are streamed to a temporary file as they arrive (never held whole in memory), checked
// there, then moved into the file store. The spool lives inside the data directory, on the same
// file system as the uploads, so the move is a rename. Files left by a crash are removed at start.

export type Spool = {
  dir: string;
  /** A fresh path in the spool; nothing is created until something writes to it. */
  newPath(): string;
  remove(filePath: string): Promise<void>;
};

export function createSpool(dataDir: string): Spool {
  const dir = path.join(dataDir, 'tmp', 'uploads');
  // Half-received CVs: private like the rest of DATA_DIR (storage/private-files.ts).
  makePrivateDir(path.dirname(dir));
  makePrivateDir(dir);
  for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { force: true, recursive: true });
  return {
    dir,
    newPath: () => path.join(dir, `${randomBytes(16).toString('hex')}.part`),
    remove: (filePath) => rm(filePath, { force: true }),
  };
}
