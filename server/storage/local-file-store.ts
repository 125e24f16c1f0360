import {
  access,
  chmod,
  constants,
  copyFile,
  type FileHandle,
  mkdir,
  open as openFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type FileStore, isSafeKey } from './file-store.ts';
import { makePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

/** Files on local disk under DATA_DIR/uploads; writes go to a temp file then rename (atomic). */
export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  // Created up front so the public directory can be served before the first upload.
  // Private to this user like the rest of DATA_DIR (storage/private-files.ts): the site serves
  // the public files itself.
  makePrivateDir(path.join(root, 'public'));
  makePrivateDir(path.join(root, 'private'));
  const privateFolder = { recursive: true, mode: PRIVATE_DIR_MODE } as const;

  function resolveKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return path.join(root, ...key.split('/'));
  }

  return {
    describe: { kind: 'local', directory: root },
    publicRoot: path.join(root, 'public'),
    async put(key, body) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), privateFolder);
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, body, { mode: PRIVATE_FILE_MODE });
      await rename(temp, file);
    },
    async putFile(key, filePath) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), privateFolder);
      try {
        // The spool's file keeps the mode it was written with; the stored one is this user's only.
        await chmod(filePath, PRIVATE_FILE_MODE);
        await rename(filePath, file);
      } catch (error) {
        // A spool on another file system (a mounted uploads volume): copy, then remove.
        if (!isErrorCode(error, 'EXDEV')) throw error;
        const temp = `${file}.${process.pid}.tmp`;
        await copyFile(filePath, temp);
        await chmod(temp, PRIVATE_FILE_MODE);
        await rename(temp, file);
        await rm(filePath, { force: true });
      }
    },
    async open(key) {
      let handle: FileHandle;
      try {
        handle = await openFile(resolveKey(key), 'r');
      } catch (error) {
        if (isErrorCode(error, 'ENOENT')) return undefined;
        throw error;
      }
      try {
        // Read through the handle opened above: a delete in between cannot cut the answer short.
        const { size } = await handle.stat();
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { body, size, contentType: undefined };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
    async check() {
      await access(root, constants.W_OK);
    },
  };
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
