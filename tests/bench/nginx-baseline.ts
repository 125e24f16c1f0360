import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The limit the bench measures the site against: nginx (one worker, no access log) serving the
// very bytes the site answers, with the same Content-Type and Content-Encoding, from files. What
// nginx reaches on this machine is what any server could.

export type CapturedResponse = { route: string; body: Buffer; contentType: string; contentEncoding?: string };

export type NginxBaseline = { url: string; stop: () => Promise<void> };

export const hasNginx = spawnSync('nginx', ['-v']).error === undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startNginxBaseline(responses: CapturedResponse[]): Promise<NginxBaseline> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const locations: string[] = [];
  for (const [index, response] of responses.entries()) {
    const file = `r${index}`;
    await writeFile(path.join(dir, file), response.body);
    const routePath = response.route.split('?')[0];
    const encoding = response.contentEncoding
      ? `add_header Content-Encoding ${response.contentEncoding};`
      : '';
    locations.push(
      `location = ${routePath} { default_type "${response.contentType}"; ${encoding} add_header Vary Accept-Encoding; try_files /${file} =404; }`,
    );
  }
  const config = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  types {}
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    ${locations.join('\n    ')}
  }
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
