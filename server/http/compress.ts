import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { FILE_PATH } from './file-paths.ts';

// Gzip on the fly for what the render cache does not keep: the dashboard's pages, signed-in API
// reads, errors. Built assets carry their own Brotli and gzip files (static-files.ts) and
// uploaded images are compressed already, so files are left alone.
const gzipText = compress({ encoding: 'gzip' });

export const compressOnTheFly = createMiddleware<AppEnv>(async (c, next) => {
  if (FILE_PATH.test(c.req.path)) return next();
  return gzipText(c, next);
});
