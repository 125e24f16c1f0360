import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { FileStore } from '../storage/file-store.ts';
import { keyForUrl } from '../uploads/stored-upload.ts';
import type { AppEnv } from './app-env.ts';

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

// The build's text files have Brotli and gzip copies beside them (scripts/precompress-plugin.ts).
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|html|json|txt|xml|map|webmanifest)(?:\.br|\.gz)?$/;

/** Says that the answer depends on Accept-Encoding, also when the plain file was sent. */
function varyByEncoding(filePath: string, c: Context<AppEnv>) {
  if (PRECOMPRESSED.test(filePath) && !c.res.headers.get('Vary')?.includes('Accept-Encoding'))
    c.header('Vary', 'Accept-Encoding', { append: true });
}

/**
 * The client build. Vite's /assets files carry a content hash in their names, so they are
 * cacheable forever; the other files (favicon, generated media, PDFs) may change in place and
 * get an hour. Text files go out as their Brotli or gzip copy when the browser takes it.
 */
export function buildAssetRoutes(clientBuildDir: string) {
  const routes = new Hono<AppEnv>();
  routes.use(
    '/assets/*',
    serveStatic({
      root: clientBuildDir,
      precompressed: true,
      onFound: (filePath, c) => {
        c.header('Cache-Control', ONE_YEAR_IMMUTABLE);
        varyByEncoding(filePath, c);
      },
    }),
  );
  routes.use(
    '*',
    serveStatic({
      root: clientBuildDir,
      precompressed: true,
      // Dot-files (such as Vite's .vite/manifest.json) are build internals, not site content,
      // and the .br/.gz copies are only sent in place of their file.
      rewriteRequestPath: (requestPath) =>
        requestPath.includes('/.') || /\.(?:br|gz)$/.test(requestPath) ? '/__hidden__' : requestPath,
      onFound: (filePath, c) => {
        c.header('Cache-Control', ONE_HOUR);
        varyByEncoding(filePath, c);
      },
    }),
  );
  return routes;
}

/** Public uploads (gallery images, job PDFs): random names never reused, so cached forever. */
export function publicUploadRoutes(publicUploadsDir: string) {
  return new Hono<AppEnv>().use(
    '/uploads/*',
    serveStatic({
      root: publicUploadsDir,
      rewriteRequestPath: (requestPath) => requestPath.replace(/^\/uploads/, ''),
      onFound: (_path, c) => c.header('Cache-Control', ONE_YEAR_IMMUTABLE),
    }),
  );
}

/**
 * Public uploads kept in object storage: read from the bucket and streamed on, with the same
 * year-long cache as from disk (a CDN or the browser keeps them; the bucket stays private).
 * Only names this server gives out are looked up; anything else falls through to the 404 page.
 */
export function storedPublicUploadRoutes(files: FileStore) {
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '/uploads/*', async (c, next) => {
    const key = keyForUrl(c.req.path);
    const object = key?.startsWith('public/') ? await files.open(key) : undefined;
    if (!object) return next();
    const headers = {
      'Content-Type': object.contentType ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      'Cache-Control': ONE_YEAR_IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.method !== 'HEAD') return c.body(object.body, 200, headers);
    await object.body.cancel();
    return c.body(null, 200, headers);
  });
}

export function clientBuildDirectory(buildDir: string): string {
  return path.join(buildDir, 'client');
}
