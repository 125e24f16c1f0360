import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { UNCAUGHT_MESSAGE, UNHANDLED_REJECTION_MESSAGE } from './process-guard.ts';

// A real process with the guard installed, serving HTTP: one request makes an emitter fail with
// no listener and a promise reject unobserved while another request is still being answered.

const guard = path.join(import.meta.dirname, 'process-guard.ts');
const logger = path.join(import.meta.dirname, 'logger.ts');
const SCRIPT = `
import http from 'node:http';
import { EventEmitter } from 'node:events';
import { installProcessGuard } from ${JSON.stringify(guard)};
import { createLogger } from ${JSON.stringify(logger)};
installProcessGuard(createLogger('info'));
const server = http.createServer((request, response) => {
  if (request.url === '/slow') {
    setTimeout(() => response.end('slow done'), 400);
    return;
  }
  if (request.url === '/break') {
    setImmediate(() => new EventEmitter().emit('error', new Error('emitter without a listener')));
    void Promise.reject(new Error('nobody awaited this'));
  }
  response.end('ok');
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
`;

describe('process guard', () => {
  it('logs an uncaught exception and an unhandled rejection, and keeps serving the requests in flight', async () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: Record<string, unknown>[] = [];
    const port = await new Promise<number>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const entry: Record<string, unknown> = JSON.parse(line);
        lines.push(entry);
        if (typeof entry.port === 'number') resolve(entry.port);
      });
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      const slow = fetch(`${base}/slow`).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await (await fetch(`${base}/break`)).text()).toBe('ok');
      expect(await slow).toBe('slow done');
      expect(await (await fetch(`${base}/after`)).text()).toBe('ok');
      expect(child.exitCode).toBeNull();
      const messages = lines.map((entry) => entry.msg);
      expect(messages).toContain(UNCAUGHT_MESSAGE);
      expect(messages).toContain(UNHANDLED_REJECTION_MESSAGE);
      const uncaught = lines.find((entry) => entry.msg === UNCAUGHT_MESSAGE);
      expect(JSON.stringify(uncaught?.err)).toContain('emitter without a listener');
    } finally {
      child.kill('SIGKILL');
    }
  });
});
