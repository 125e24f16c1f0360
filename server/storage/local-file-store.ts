import { mkdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStore, isSafeKey } from './file-store.ts';

/** Files on local disk under DATA_DIR/uploads; writes go to a temp file then rename (atomic). */
export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  // Created up front so the public directory can be served before the first upload.
  mkdirSync(path.join(root, 'public'), { recursive: true });
  mkdirSync(path.join(root, 'private'), { recursive: true });

  function resolveKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return path.join(root, ...key.split('/'));
  }

  return {
    publicRoot: path.join(root, 'public'),
    async put(key, body) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async putFile(key, filePath) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(filePath, file);
      } catch (error) {
        // A spool on another file system (a mounted uploads volume): copy, then remove.
        if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
        const temp = `${file}.${process.pid}.tmp`;
        await copyFile(filePath, temp);
        await rename(temp, file);
        await rm(filePath, { force: true });
      }
    },
    async get(key) {
      try {
        const body = await readFile(resolveKey(key));
        return { body, size: body.byteLength };
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
