import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-plugin.ts';

describe('precompressDirectory', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes Brotli and gzip copies of text files worth it, and leaves the rest alone', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    const script = 'export const rating = "33 kV switchboard, 25 kA for 3 s";\n'.repeat(100);
    await writeFile(path.join(dir, 'assets', 'app.js'), script);
    await writeFile(path.join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    await writeFile(path.join(dir, 'assets', 'photo.webp'), Buffer.alloc(5000, 7));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ x: 'y'.repeat(5000) }));

    expect(await precompressDirectory(dir)).toBe(1);
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'photo.webp',
      'tiny.css',
    ]);
    expect(await readdir(path.join(dir, '.vite'))).toEqual(['manifest.json']);
    const br = await readFile(path.join(dir, 'assets', 'app.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(br.byteLength).toBeLessThan(script.length / 10);
  });
});
