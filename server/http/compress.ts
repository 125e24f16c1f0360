import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

// Gzip on the fly for what the render cache does not keep: the dashboard's pages, signed-in API
// reads, errors. Built assets carry their own Brotli and gzip files (static-files.ts) and
// uploaded images are compressed already, so files are left alone.
const gzipText = compress({ encoding: 'gzip' });

const FILE_PREFIXES = ['/assets/', '/uploads/', '/media/', '/documents/'];

export const compressOnTheFly = createMiddleware<AppEnv>(async (c, next) => {
  const path = c.req.path;
  if (FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
  return gzipText(c, next);
});
