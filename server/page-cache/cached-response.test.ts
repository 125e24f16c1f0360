import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerFrom, inlineScriptHashes, pickEncoding, toCachedResponse } from './cached-response.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

function page(nonce: string) {
  const filler = '<p>Protection studies, earthing to BS EN 50522 and G99 applications.</p>'.repeat(40);
  return `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/></head><body>${filler}<script nonce="${nonce}">window.__ctx = {"a":"é"};</script><script type="module" nonce="${nonce}">import "/assets/a.js";</script><script src="/assets/b.js" nonce="${nonce}"></script></body></html>`;
}

describe('toCachedResponse', () => {
  it('takes the nonce out of the page and puts the inline scripts’ hashes in its policy', async () => {
    const nonce = 'r4nd0mN0nce';
    const response = new Response(page(nonce), {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`,
        'X-Frame-Options': 'DENY',
      },
    });
    const kept = await toCachedResponse(response, nonce);
    const html = new TextDecoder().decode(kept.variants.identity.body);
    expect(html).not.toContain(nonce);
    expect(html).toContain('<script>window.__ctx');
    const policy = kept.variants.identity.headers['content-security-policy'];
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' '${sha256('window.__ctx = {"a":"é"};')}' '${sha256('import "/assets/a.js";')}'; object-src 'none'`,
    );
    expect(kept.variants.br?.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'content-encoding': 'br',
      'content-length': String(kept.variants.br?.body.byteLength),
      etag: kept.etag,
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
    });
    expect(kept.notModified['content-type']).toBeUndefined();
    expect(brotliDecompressSync(kept.variants.br?.body ?? new Uint8Array()).toString('utf8')).toBe(html);
    expect(gunzipSync(kept.variants.gzip?.body ?? new Uint8Array()).toString('utf8')).toBe(html);
    expect(kept.variants.br?.body.byteLength).toBeLessThan(kept.variants.identity.body.byteLength / 5);
    expect(kept.etag).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it('keeps JSON as it is, with the same tag for the same bytes', async () => {
    const json = JSON.stringify({ success: true, data: { jobs: [] } });
    const make = () =>
      toCachedResponse(new Response(json, { headers: { 'Content-Type': 'application/json' } }), undefined);
    const [one, two] = await Promise.all([make(), make()]);
    expect(new TextDecoder().decode(one.variants.identity.body)).toBe(json);
    // Too small to be worth compressing.
    expect(one.variants.br).toBeUndefined();
    expect(one.etag).toBe(two.etag);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts once each, not external ones', () => {
    expect(
      inlineScriptHashes(
        '<script>a()</script><script src="/x.js"></script><script>a()</script><SCRIPT type="module">b()</SCRIPT>',
      ),
    ).toEqual([sha256('a()'), sha256('b()')]);
  });
});

const variant = (size: number) => ({ body: new Uint8Array(size), headers: {}, headerList: [] });

describe('pickEncoding', () => {
  const entry = {
    status: 200,
    etag: 'W/"x"',
    bytes: 0,
    route: '/',
    notModified: {},
    notModifiedList: [],
    variants: { identity: variant(2), br: variant(1), gzip: variant(1) },
  };
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', entry)).toBe('br');
    expect(pickEncoding('gzip', entry)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5', entry)).toBe('gzip');
    expect(pickEncoding('*', entry)).toBe('br');
    expect(pickEncoding('identity', entry)).toBe('identity');
    expect(pickEncoding(undefined, entry)).toBe('identity');
    // The same header again is answered from its first reading.
    expect(pickEncoding('br;q=0, gzip;q=0.5', entry)).toBe('gzip');
    expect(pickEncoding('br', { ...entry, variants: { identity: variant(2) } })).toBe('identity');
  });
});

describe('answerFrom', () => {
  it('answers 304 to the tag the browser holds, weak or strong, and the body otherwise', async () => {
    const kept = await toCachedResponse(
      new Response('x'.repeat(5000), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      undefined,
    );
    const request = { method: 'GET', acceptEncoding: 'gzip', ifNoneMatch: undefined };
    expect(answerFrom(kept, { ...request, ifNoneMatch: kept.etag }).status).toBe(304);
    expect(answerFrom(kept, { ...request, ifNoneMatch: `"x", ${kept.etag.slice(2)}` }).status).toBe(304);
    const full = answerFrom(kept, request);
    expect(full.status).toBe(200);
    expect(full.headers['content-encoding']).toBe('gzip');
    // The list Node's writeHead takes holds the very same headers.
    expect(Object.fromEntries(chunkPairs(full.headerList))).toEqual(full.headers);
    expect(full.body?.byteLength).toBeLessThan(100);
    expect(answerFrom(kept, { ...request, method: 'HEAD' }).body).toBeNull();
    expect(answerFrom(kept, { ...request, ifNoneMatch: 'W/"other"' }).status).toBe(200);
  });
});

const chunkPairs = (list: string[]) =>
  Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i], list[2 * i + 1]] as const);
