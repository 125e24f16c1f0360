import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

/**
 * The client build. Vite's /assets files carry a content hash in their names, so they are
 * cacheable forever; the other files (favicon, generated media, PDFs) may change in place and
 * get an hour.
 */
export function buildAssetRoutes(clientBuildDir: string) {
  const routes = new Hono<AppEnv>();
  routes.use(
    '/assets/*',
    serveStatic({
      root: clientBuildDir,
      onFound: (_path, c) => c.header('Cache-Control', ONE_YEAR_IMMUTABLE),
    }),
  );
  routes.use(
    '*',
    serveStatic({
      root: clientBuildDir,
      // Dot-files (such as Vite's .vite/manifest.json) are build internals, not site content.
      rewriteRequestPath: (requestPath) => (requestPath.includes('/.') ? '/__hidden__' : requestPath),
      onFound: (_path, c) => c.header('Cache-Control', ONE_HOUR),
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

export function clientBuildDirectory(buildDir: string): string {
  return path.join(buildDir, 'client');
}
