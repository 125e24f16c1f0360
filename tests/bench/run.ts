import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from '../../scripts/build-if-needed.ts';
import { startSiteProcess } from '../support/site-process.ts';

// `npm run bench`: measures what the speed and size goals talk about, against the production
// build in its own process: the JavaScript and CSS a first visit to the home page downloads
// (gzipped), and request latency for the home page and the public API under light concurrency.
// Bounded in count and time; talks only to 127.0.0.1.

const REQUESTS = 400;
const CONCURRENCY = 8;

async function measure(url: string) {
  const durations: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        durations.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const at = (p: number) =>
    durations[Math.min(durations.length - 1, Math.floor(p * durations.length))]?.toFixed(1);
  return {
    requests: durations.length,
    failures,
    perSecond: Math.round(durations.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

async function firstVisitBytes(siteUrl: string, clientDir: string) {
  const html = await (await fetch(`${siteUrl}/`)).text();
  const assets = [
    ...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '')),
  ];
  // Module scripts imported from the inline bootstrap are listed as import("/assets/...").
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g))
    if (match[1]) assets.push(match[1]);
  let js = 0;
  let css = 0;
  for (const asset of new Set(assets)) {
    const gz = gzipSync(await readFile(path.join(clientDir, asset))).byteLength;
    if (asset.endsWith('.css')) css += gz;
    else js += gz;
  }
  return {
    jsGzipKiB: +(js / 1024).toFixed(1),
    cssGzipKiB: +(css / 1024).toFixed(1),
    htmlGzipKiB: +(gzipSync(html).byteLength / 1024).toFixed(1),
  };
}

buildIfNeeded();
const site = await startSiteProcess({ env: { RATE_LIMIT: 'off' } });
try {
  const root = path.resolve(import.meta.dirname, '..', '..');
  console.log(
    'home page first visit (gzipped):',
    await firstVisitBytes(site.url, path.join(root, 'build', 'client')),
  );
  console.log('GET / (server-rendered):', await measure(`${site.url}/`));
  console.log('GET /api/jobs:', await measure(`${site.url}/api/jobs`));
  console.log('GET /api/health:', await measure(`${site.url}/api/health`));
} finally {
  await site.stop();
}
