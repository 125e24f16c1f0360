import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fileForm, galleryImageForm, pdfBytes } from '../support/api-client.ts';
import { JOB_FIELDS } from '../support/site-data.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

// `npm run backup` while the site runs and takes writes, then `npm run restore` into an empty
// data directory: a site started there holds every record and every file it held, byte for byte.
// Run as a person runs them (the npm scripts' commands, with DATA_DIR in the environment).

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
const ADMIN = { email: 'backup-admin@voltline.example', password: 'backup-restore-test-password' };

async function script(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'scripts', `${name}.ts`), ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Every row of every table, in a stable order. */
function allRows(databaseFile: string): Record<string, unknown[]> {
  const database = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    const tables = database
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [name, database.prepare(`select * from "${name}" order by 1`).all()]),
    );
  } finally {
    database.close();
  }
}

/** The permission bits of a file or folder, as 0o600 and the like. */
async function modeOf(file: string): Promise<number> {
  return (await stat(file)).mode & 0o777;
}

/** Every folder and file under `dir` with a mode other than 0700 (folders) or 0600 (files). */
async function openToOthers(dir: string): Promise<string[]> {
  const open: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = await modeOf(file);
    if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) open.push(`${file} ${mode.toString(8)}`);
  }
  return open;
}

async function allFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = (await readFile(file)).toString('base64');
  }
  return files;
}

describe('npm run backup and npm run restore (the embedded default)', () => {
  let site: SiteProcess;
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'site-backup-test-'));
    site = await startSiteProcess({
      entry: 'api',
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT: 'off' },
    });
  });
  afterAll(async () => {
    await site?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('gives back every record and every file in an empty data directory', async () => {
    const token = (await call(site, 'POST', '/auth/login', { json: ADMIN })).body.token;
    expect((await call(site, 'POST', '/jobs', { token, json: JOB_FIELDS })).status).toBe(201);
    const cv = await call(site, 'POST', '/applications/upload-cv', {
      form: fileForm('file', pdfBytes(200 * 1024), 'cv.pdf', 'application/pdf'),
    });
    expect(cv.status).toBe(201);
    const application = await call(site, 'POST', '/applications', {
      json: {
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'ada.okafor@example.com',
        phone: '07700 900123',
        country: 'United Kingdom',
        position: 'Protection Engineer',
        cvUrl: cv.body.fileUrl,
      },
    });
    expect(application.status).toBe(201);
    const image = await call(site, 'POST', '/gallery', { token, form: await galleryImageForm(800) });
    expect(image.status).toBe(201);
    expect(
      (
        await call(site, 'POST', '/contact', {
          json: {
            firstName: 'Tom',
            lastName: 'Reed',
            email: 'tom.reed@client.example',
            phone: '0123456789',
            message: 'Earthing study for a 132/33 kV substation extension.',
          },
        })
      ).status,
    ).toBe(201);

    // Online: the site keeps running (and could keep writing) while the backup is taken.
    const archive = path.join(workDir, 'site.tar.gz');
    const backedUp = await script('backup', site.dataDir, [archive]);
    expect(backedUp.output).toMatch(/^Backed up the database and \d+ files/);
    expect(backedUp.code).toBe(0);
    // CVs, password hashes and the signing key: no other user on the machine may read any of it.
    expect(await modeOf(archive)).toBe(0o600);
    expect(await modeOf(site.dataDir)).toBe(0o700);
    expect(await openToOthers(site.dataDir)).toEqual([]);
    expect(await readdir(site.dataDir)).toEqual(expect.arrayContaining(['site.db', 'site.db-wal']));
    // Stopped (not removed) first, so nothing is written after the backup.
    await site.kill();
    const before = allRows(path.join(site.dataDir, 'site.db'));
    const filesBefore = await allFiles(path.join(site.dataDir, 'uploads'));
    // The CV and the image's two WebP widths.
    expect(Object.keys(filesBefore).length).toBe(3);

    const restoredDir = path.join(workDir, 'restored');
    const restored = await script('restore', restoredDir, [archive]);
    expect(restored.output).toMatch(/^Restored the backup of /);
    expect(restored.code).toBe(0);
    expect(allRows(path.join(restoredDir, 'site.db'))).toEqual(before);
    expect(await allFiles(path.join(restoredDir, 'uploads'))).toEqual(filesBefore);
    expect(await modeOf(restoredDir)).toBe(0o700);
    expect(await modeOf(path.join(restoredDir, 'site.db'))).toBe(0o600);

    // And the restored site serves them.
    const again = await startSiteProcess({ entry: 'api', dataDir: restoredDir });
    try {
      const token2 = (await call(again, 'POST', '/auth/login', { json: ADMIN })).body.token;
      const list = await call(again, 'GET', '/applications', { token: token2 });
      expect(list.body.data.applications).toHaveLength(1);
      const download = await fetch(`${again.url}${cv.body.fileUrl}`, {
        headers: { Authorization: `Bearer ${token2}` },
      });
      expect(download.status).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('makes a data directory left readable to all (0755/0644) private at start', async () => {
    const dataDir = path.join(workDir, 'old-modes');
    await mkdir(path.join(dataDir, 'uploads', 'private', 'cv'), { recursive: true, mode: 0o755 });
    await mkdir(path.join(dataDir, 'uploads', 'public'), { mode: 0o755 });
    await writeFile(path.join(dataDir, 'site.db'), '', { mode: 0o644 });
    await chmod(dataDir, 0o755);
    const started = await startSiteProcess({ entry: 'api', dataDir });
    try {
      expect(await modeOf(dataDir)).toBe(0o700);
      for (const folder of ['uploads', 'uploads/private', 'uploads/public', 'tmp', 'tmp/uploads']) {
        expect(await modeOf(path.join(dataDir, folder)), folder).toBe(0o700);
      }
      for (const file of ['site.db', 'site.db-wal', 'site.db-shm']) {
        expect(await modeOf(path.join(dataDir, file)), file).toBe(0o600);
      }
    } finally {
      await started.stop();
    }
  });

  it('refuses to restore into a data directory that holds anything, and a file that is no backup', async () => {
    const archive = path.join(workDir, 'site.tar.gz');
    const busy = path.join(workDir, 'busy');
    await script('restore', busy, [archive]);
    const refused = await script('restore', busy, [archive]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty. Restore into an empty data directory');

    const notBackup = path.join(workDir, 'notes.tar.gz');
    await writeFile(notBackup, 'not an archive');
    const broken = await script('restore', path.join(workDir, 'fresh'), [notBackup]);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/tar failed|not a site backup/);
    expect(await readdir(workDir)).not.toContain('fresh');
  });

  it('points PostgreSQL and bucket users to their own tools', async () => {
    const result = await run(process.execPath, [path.join(root, 'scripts', 'backup.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://site@db.internal/site' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 1 });
    expect((result as { stderr: string }).stderr).toContain('use pg_dump / pg_restore and your bucket tool');
  });
});
