import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import type { Config } from '../config.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-files.ts';

// Backup and restore of the embedded default (SQLite and files under DATA_DIR) as one archive:
// an online copy of the database (SQLite's backup API: consistent while the site keeps serving
// and writing) and the uploads. PostgreSQL and a bucket have their own tools (README: Backups).
//
// The database is copied first and the files second: uploads are written once under fresh names,
// so a file uploaded meanwhile is only an extra, and nothing the copied records name is missing
// unless it was deleted in those seconds.

export const BACKUP_FORMAT = 'voltline-site-backup';
const FORMAT_VERSION = 1;
const DATABASE_FILE = 'site.db';
const UPLOADS_DIR = 'uploads';
const MANIFEST_FILE = 'manifest.json';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  files: number;
  bytes: number;
};

export class OperationError extends Error {
  override name = 'OperationError';
}

/** Only the embedded default is backed up this way; anything else gets the way to do it. */
export function assertEmbeddedDefault(config: Config, action: 'backup' | 'restore'): string {
  if (config.database.kind !== 'sqlite' || config.files.kind !== 'local') {
    throw new OperationError(
      `npm run ${action} is for the embedded default (SQLite and files under DATA_DIR). With ` +
        'DATABASE_URL or S3_BUCKET set, use pg_dump / pg_restore and your bucket tool ' +
        '(README: Backups).',
    );
  }
  return config.database.file;
}

/** Writes a .tar.gz of the database and the uploads to `archive`; answers its manifest. */
export async function createBackup(config: Config, archive: string): Promise<BackupManifest> {
  const databaseFile = assertEmbeddedDefault(config, 'backup');
  if (!(await exists(databaseFile)))
    throw new OperationError(`No database at ${databaseFile}: nothing to back up.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'site-backup-'));
  try {
    const source = new DatabaseSync(databaseFile, { readOnly: true });
    try {
      await backup(source, path.join(staging, DATABASE_FILE));
      await chmod(path.join(staging, DATABASE_FILE), PRIVATE_FILE_MODE);
    } finally {
      source.close();
    }
    const uploads = path.join(config.dataDir, UPLOADS_DIR);
    if (await exists(uploads)) {
      // Only stored files: the spool's .part files and the store's .tmp files are half-written.
      await cp(uploads, path.join(staging, UPLOADS_DIR), {
        recursive: true,
        filter: (file) => !/\.(?:part|tmp)$/.test(file),
      });
    }
    const { files, bytes } = await sizeOf(path.join(staging, UPLOADS_DIR));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      files,
      bytes,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Written beside its final name and renamed: a failed run leaves no archive that looks whole.
    // It holds CVs, password hashes and the signing key: created 0600 before tar writes into it.
    const partial = `${archive}.partial`;
    await writeFile(partial, '', { mode: PRIVATE_FILE_MODE });
    await chmod(partial, PRIVATE_FILE_MODE);
    await tar([
      '-czf',
      partial,
      '-C',
      staging,
      MANIFEST_FILE,
      DATABASE_FILE,
      ...((await exists(path.join(staging, UPLOADS_DIR))) ? [UPLOADS_DIR] : []),
    ]);
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores `archive` into DATA_DIR, which must be empty or absent (a restore never mixes with a
 * site's live data). The archive is unpacked and checked (its manifest, the database's integrity)
 * before anything is moved into place.
 */
export async function restoreBackup(config: Config, archive: string): Promise<BackupManifest> {
  const databaseFile = assertEmbeddedDefault(config, 'restore');
  if (!(await exists(archive))) throw new OperationError(`No archive at ${archive}.`);
  const { dataDir } = config;
  if ((await exists(dataDir)) && (await readdir(dataDir)).length > 0) {
    throw new OperationError(
      `${dataDir} is not empty. Restore into an empty data directory (stop the site, move the ` +
        'old directory aside, then run the restore).',
    );
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'site-restore-'));
  try {
    await tar(['-xzf', archive, '-C', staging]);
    const manifest = await readManifest(path.join(staging, MANIFEST_FILE));
    checkDatabase(path.join(staging, DATABASE_FILE));
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await chmod(dataDir, PRIVATE_DIR_MODE);
    await moveInto(path.join(staging, DATABASE_FILE), databaseFile);
    await chmod(databaseFile, PRIVATE_FILE_MODE);
    if (await exists(path.join(staging, UPLOADS_DIR))) {
      await moveInto(path.join(staging, UPLOADS_DIR), path.join(dataDir, UPLOADS_DIR));
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new OperationError('This is not a site backup: it has no readable manifest.json.');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new OperationError('This is not a site backup.');
  if (manifest.version !== FORMAT_VERSION) {
    throw new OperationError(
      `This backup has format version ${manifest.version}; this site reads ${FORMAT_VERSION}.`,
    );
  }
  return manifest as BackupManifest;
}

function checkDatabase(file: string): void {
  let database: DatabaseSync;
  try {
    database = new DatabaseSync(file, { readOnly: true });
  } catch {
    throw new OperationError('The backup holds no readable database.');
  }
  try {
    const result = database.prepare('PRAGMA integrity_check').get() as
      | { integrity_check?: string }
      | undefined;
    if (result?.integrity_check !== 'ok') {
      throw new OperationError(
        `The backup's database is damaged: ${result?.integrity_check ?? 'no answer'}.`,
      );
    }
  } finally {
    database.close();
  }
}

/** A rename, or a copy where the temporary directory is on another file system. */
async function moveInto(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
    await cp(from, to, { recursive: true });
  }
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  if (!(await exists(dir))) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.once('error', (error) => reject(new OperationError(`tar could not run: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new OperationError(`tar failed (${code}): ${stderr.trim()}`));
    });
  });
}
