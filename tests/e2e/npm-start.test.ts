import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

// README: "npm start" under a process manager. The manager signals the process it started, which
// is npm; the server must stop with it (finishing what is in flight) and leave nothing running
// or holding the port.

const root = path.resolve(import.meta.dirname, '..', '..');

/** The processes whose parent is `pid`, read from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Field 4 is the parent's id; the name in field 2 may hold spaces, so read after its ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) children.push(Number(entry));
  }
  return children;
}

async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // A zombie (state Z) has ended and only waits for its parent to read its status.
  return stat !== undefined && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

describe('npm start under a process manager', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the server and exits on ${signal} to npm, leaving no process behind`, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'site-npm-start-'));
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: root,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SAMPLE_CONTENT: 'off' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const descendants: number[] = [];
      try {
        const url = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('npm start did not listen in 60 s')), 60_000);
          createInterface({ input: npm.stdout }).on('line', (line) => {
            if (!line.includes('"server listening"')) return;
            clearTimeout(timer);
            resolve(JSON.parse(line).url);
          });
        });
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
        const pid = npm.pid ?? 0;
        descendants.push(...(await childrenOf(pid)));
        for (const child of [...descendants]) descendants.push(...(await childrenOf(child)));
        expect(descendants.length).toBeGreaterThan(0);

        const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
        npm.kill(signal);
        const code = await Promise.race([
          exited,
          new Promise<string>((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000)),
        ]);
        expect(code).toBe(0);
        for (const child of descendants) expect(await isRunning(child), `process ${child}`).toBe(false);
        await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      } finally {
        for (const child of descendants) {
          try {
            process.kill(child, 'SIGKILL');
          } catch {
            // Already gone, as it should be.
          }
        }
        if (npm.exitCode === null) npm.kill('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});
