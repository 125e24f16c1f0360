import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SERVER_BUNDLE } from '../../scripts/build-server.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/runtime-flags.ts';

// End-to-end tests run the real thing: the server bundle (build/node-server/main.js, made from
// server/main.ts by `npm run build`, and again by the global setup when the sources are newer) as
// its own process, started as `npm start` starts it, serving the production build, with a fresh
// data directory. The URL is read from its "server listening" log line (it listens on a free
// port). `entry: 'api'` starts the API alone from its TypeScript (no build needed), for API tests
// that watch the process from outside.

const root = path.resolve(import.meta.dirname, '..', '..');

export type SiteProcess = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  logs: Record<string, unknown>[];
  /** The process's resident memory now and at its peak since start (or since resetPeak), in MiB. */
  memory: () => Promise<{ rssMiB: number; peakMiB: number }>;
  /** Starts measuring the peak afresh (Linux: clear_refs 5 resets VmHWM). */
  resetPeak: () => Promise<void>;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  kill: (signal?: NodeJS.Signals) => Promise<number | null>;
  stop: () => Promise<void>;
};

const ENTRIES = {
  site: SERVER_BUNDLE,
  api: path.join(root, 'tests', 'support', 'api-process-entry.ts'),
};

export async function startSiteProcess(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    entry?: keyof typeof ENTRIES;
    /**
     * false: the log goes to a file in the data directory, as to a log shipper, and is read only
     * until the server listens (a bench must not spend its CPU on it).
     */
    keepLogs?: boolean;
  } = {},
): Promise<SiteProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'site-e2e-')));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ENTRIES[options.entry ?? 'site']], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Tests start from an empty database; a test that wants the sample content passes 'on'.
      SAMPLE_CONTENT: 'off',
      ...options.env,
    },
    stdio: [
      'ignore',
      options.keepLogs === false ? openSync(path.join(dataDir, 'server.log'), 'w') : 'pipe',
      'pipe',
    ],
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
    if (options.keepLogs === false) {
      void waitForListeningLine(path.join(dataDir, 'server.log')).then((found) => {
        clearTimeout(timer);
        resolve(found);
      }, reject);
      return;
    }
    // stdio[1] is 'pipe' here, so stdout is a stream.
    if (!child.stdout) return;
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
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

  async function waitForListeningLine(logFile: string): Promise<string> {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${stderr}`);
      const text = await readFile(logFile, 'utf8').catch(() => '');
      for (const line of text.split('\n')) {
        if (!line.includes('"server listening"')) continue;
        const entry: Record<string, unknown> = JSON.parse(line);
        if (typeof entry.url === 'string') return entry.url;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(signal);
    return exited;
  };
  const memory = async () => {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    const kib = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
    return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
  };
  const resetPeak = () => writeFile(`/proc/${child.pid}/clear_refs`, '5');
  return {
    url,
    dataDir,
    child,
    logs,
    memory,
    resetPeak,
    kill,
    stop: async () => {
      await kill('SIGTERM');
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
