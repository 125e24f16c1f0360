import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

// End-to-end tests run the real thing: `node server/main.ts` as its own process, serving the
// production build, with a fresh data directory. The URL is read from its "server listening"
// log line (it listens on a free port).

const root = path.resolve(import.meta.dirname, '..', '..');

export type SiteProcess = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  logs: Record<string, unknown>[];
  /** Sends a signal and resolves with the exit code once the process has ended. */
  kill: (signal?: NodeJS.Signals) => Promise<number | null>;
  stop: () => Promise<void>;
};

export async function startSiteProcess(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<SiteProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'site-e2e-')));
  const child = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Tests start from an empty database; a test that wants the sample content passes 'on'.
      SAMPLE_CONTENT: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 30 s\n${stderr}`)), 30_000);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening\n${stderr}`)));
    // stdio[1] is 'pipe', so stdout is always a stream here.
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry: Record<string, unknown> = JSON.parse(line);
        logs.push(entry);
        if (entry.msg === 'server listening' && typeof entry.url === 'string') {
          clearTimeout(timer);
          resolve(entry.url);
        }
      } catch {
        // A line that is not JSON is not ours to read.
      }
    });
  });

  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(signal);
    return exited;
  };
  return {
    url,
    dataDir,
    child,
    logs,
    kill,
    stop: async () => {
      await kill('SIGTERM');
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
