import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Brotli (.br) and gzip (.gz) files beside every text file of the client build, made once at
// build time at the densest settings, so the server sends them by Accept-Encoding without
// compressing anything per request (server/http/static-files.ts). Images, fonts and PDFs are
// compressed formats already and are left alone.

const TEXT_FILE = /\.(?:js|mjs|css|svg|html|json|txt|xml|map|webmanifest)$/;
// Below this, a compressed copy saves less than it costs to look for.
const MIN_BYTES = 1024;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      // Dot-directories (Vite's .vite/) are build internals, never served.
      .filter(
        (file) =>
          !path
            .relative(dir, file)
            .split(path.sep)
            .some((part) => part.startsWith('.')),
      )
  );
}

export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for (const file of await textFiles(dir)) {
    const bytes = await readFile(file);
    if (bytes.byteLength < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    // Only where it pays: a file that hardly shrinks is sent as it is.
    if (gz.byteLength > bytes.byteLength * 0.9) continue;
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** Vite plugin: precompresses the client build once it is written. */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After the bundle and the copied public files are all on disk.
    async closeBundle() {
      const outDir = this.environment.config.build.outDir;
      const written = await precompressDirectory(path.resolve(this.environment.config.root, outDir));
      this.environment.logger.info(`precompressed ${written} files (Brotli and gzip)`);
    },
  };
}
