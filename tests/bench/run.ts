import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from '../../scripts/build-if-needed.ts';
import { fileForm, pdfBytes } from '../support/api-client.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

// `npm run bench`: measures what the speed, size and memory goals talk about, against the
// production build in its own process, started as `npm start` starts it, with the sample content:
// - the JavaScript, CSS and HTML a first visit to the home page downloads (gzipped), and the
//   dashboard's first-load JavaScript;
// - requests/s and latency under load: `wrk` (apt-get install wrk) with 500 connections on `/`
//   and 50 on /careers and /api/jobs?active=true; without wrk, a smaller load from Node itself;
// - the server's resident memory (RSS) at its peak and after each load, and after 30 concurrent
//   9 MB CV uploads.
// Bounded in count and time; talks only to 127.0.0.1.

const root = path.resolve(import.meta.dirname, '..', '..');
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

function wrk(url: string, connections: number, seconds: number): LoadResult {
  const run = spawnSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', url], {
    encoding: 'utf8',
  });
  const out = run.stdout;
  const latency = (p: string) => {
    const match = out.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
    if (!match?.[1]) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const errors = [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce(
    (sum, m) => sum + Number(m[2]),
    0,
  );
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    requestsPerSecond: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    p50Ms: +latency('50').toFixed(2),
    p99Ms: +latency('99').toFixed(2),
    errors: errors + non2xx,
  };
}

/** Without wrk: `connections` parallel fetch loops for `seconds`. */
async function nodeLoad(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const durations: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        durations.push(performance.now() - t0);
      }
    }),
  );
  durations.sort((a, b) => a - b);
  const at = (p: number) => +(durations[Math.floor(p * (durations.length - 1))] ?? 0).toFixed(2);
  return {
    requestsPerSecond: Math.round(durations.length / seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
  };
}

async function load(site: SiteProcess, route: string, connections: number, seconds: number) {
  await site.resetPeak();
  const result = hasWrk
    ? wrk(`${site.url}${route}`, connections, seconds)
    : await nodeLoad(`${site.url}${route}`, Math.min(connections, 50), seconds);
  const during = await site.memory();
  // The steady state: what the process keeps once the burst is over and it has collected.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await site.memory();
  return { ...result, connections, peakRssMiB: during.peakMiB, rssAfterMiB: after.rssMiB };
}

/** The JS and CSS files a first visit to `pagePath` downloads, as the HTML lists them. */
async function firstVisitAssets(siteUrl: string, pagePath: string) {
  const html = await (await fetch(`${siteUrl}${pagePath}`)).text();
  const assets = [
    ...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '')),
  ];
  // Module scripts imported from the inline bootstrap are listed as import("/assets/...").
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g))
    if (match[1]) assets.push(match[1]);
  return { html, assets: new Set(assets) };
}

async function gzippedKiB(clientDir: string, assets: Iterable<string>, extension: '.js' | '.css') {
  let bytes = 0;
  for (const asset of assets) {
    if (asset.endsWith(extension)) bytes += gzipSync(await readFile(path.join(clientDir, asset))).byteLength;
  }
  return +(bytes / 1024).toFixed(1);
}

async function firstVisitBytes(siteUrl: string, clientDir: string, pagePath: string) {
  const { html, assets } = await firstVisitAssets(siteUrl, pagePath);
  return {
    jsGzipKiB: await gzippedKiB(clientDir, assets, '.js'),
    cssGzipKiB: await gzippedKiB(clientDir, assets, '.css'),
    htmlGzipKiB: +(gzipSync(html).byteLength / 1024).toFixed(1),
  };
}

/** The dashboard's first load, and the part of it that no public home-page visit downloads. */
async function dashboardFirstLoad(siteUrl: string, clientDir: string) {
  const dashboard = await firstVisitAssets(siteUrl, '/dashboard');
  const home = await firstVisitAssets(siteUrl, '/');
  const own = [...dashboard.assets].filter((asset) => !home.assets.has(asset));
  return {
    jsGzipKiB: await gzippedKiB(clientDir, dashboard.assets, '.js'),
    ownJsGzipKiB: await gzippedKiB(clientDir, own, '.js'),
  };
}

async function concurrentUploads(site: SiteProcess, count: number, bytes: number) {
  const cv = pdfBytes(bytes);
  await site.resetPeak();
  const before = await site.memory();
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${site.url}/api/applications/upload-cv`, {
        method: 'POST',
        body: fileForm('file', cv, 'cv.pdf', 'application/pdf'),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const during = await site.memory();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await site.memory();
  return {
    uploads: count,
    megabytesEach: bytes / 1024 / 1024,
    stored: statuses.filter((status) => status === 201).length,
    seconds: +seconds.toFixed(1),
    rssBeforeMiB: before.rssMiB,
    peakRssMiB: during.peakMiB,
    rssAfterMiB: after.rssMiB,
  };
}

buildIfNeeded();
// Logging as in production (one JSON line per request), read past by the bench.
const site = await startSiteProcess({
  env: { RATE_LIMIT: 'off', SAMPLE_CONTENT: 'on', LOG_LEVEL: 'info' },
  keepLogs: false,
});
try {
  console.log(
    `load generator: ${hasWrk ? 'wrk' : 'Node fetch loops (apt-get install wrk for the full load)'}`,
  );
  console.log('idle server:', await site.memory());
  console.log(
    'home page first visit (gzipped):',
    await firstVisitBytes(site.url, path.join(root, 'build', 'client'), '/'),
  );
  console.log(
    'dashboard first visit, JavaScript (gzipped; own = not loaded by the home page):',
    await dashboardFirstLoad(site.url, path.join(root, 'build', 'client')),
  );
  console.log('GET / (server-rendered):', await load(site, '/', 500, 20));
  console.log('GET /careers:', await load(site, '/careers', 50, 10));
  console.log('GET /api/jobs?active=true:', await load(site, '/api/jobs?active=true', 50, 10));
  console.log('30 concurrent 9 MB CV uploads:', await concurrentUploads(site, 30, 9 * 1024 * 1024));
  console.log('server after all of it:', await site.memory());
} finally {
  await site.stop();
}
