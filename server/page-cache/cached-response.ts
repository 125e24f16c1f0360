import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// A response kept by the render cache (decision 014): its bytes in each encoding, made once, and
// its headers. A page's Content-Security-Policy cannot carry a per-response nonce when the same
// bytes go to everyone, so the nonce it was rendered with is taken out of the page and out of the
// policy, and the policy lists the SHA-256 of each inline script instead: still no script runs
// that the server did not write.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Below this, compressing saves less than a packet's headers cost.
const MIN_COMPRESSIBLE_BYTES = 1024;
// Made once per content version, off the event loop: the densest settings are worth it.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_OPTIONS = { level: 9 };

export type Encoding = 'br' | 'gzip' | 'identity';

export type Variant = {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  /** The same headers as Node's writeHead takes them fastest: name, value, name, value… */
  headerList: string[];
};

export type CachedResponse = {
  status: number;
  etag: string;
  /** The response in each encoding made, with its complete headers, ready to write. */
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** The headers of a 304 answer to a request that holds this very response. */
  notModified: Record<string, string>;
  notModifiedList: string[];
  /** What the entry holds in memory, for the cache's size limit. */
  bytes: number;
  /** The route pattern that made it (`/careers/:slug`), for the request log and metrics. */
  route: string;
};

// Kept responses are revalidated by their ETag each time (a 304 is a few bytes), so a change is
// seen at once; a response that says otherwise (the sitemap's hour) keeps its own.
const DEFAULT_CACHE_CONTROL = 'no-cache';

// Per-encoding or per-response headers: made for each variant, or by Node for each response.
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'strict-transport-security',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Keeps `response` (fully read) as a cache entry; `nonce` is the one it was rendered with, `route`
 * the route pattern that answered it.
 */
export async function toCachedResponse(
  response: Response,
  nonce: string | undefined,
  route = '',
): Promise<CachedResponse> {
  let body = new Uint8Array(await response.arrayBuffer());
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  let scriptHashes: string[] = [];
  if (isHtml && nonce) {
    const html = new TextDecoder().decode(body).replaceAll(` nonce="${nonce}"`, '');
    scriptHashes = inlineScriptHashes(html);
    body = new TextEncoder().encode(html);
  }
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const common: Record<string, string> = { 'cache-control': DEFAULT_CACHE_CONTROL };
  for (const [name, value] of response.headers) {
    if (NOT_STORED.has(name)) continue;
    common[name] =
      name === 'content-security-policy' && nonce
        ? value.replace(`'nonce-${nonce}'`, scriptHashes.map((h) => `'${h}'`).join(' '))
        : value;
  }
  Object.assign(common, { etag, vary: 'Accept-Encoding' });
  const variant = (encoded: Uint8Array<ArrayBuffer>, encoding: Encoding): Variant => {
    const headers = {
      ...common,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(encoded.byteLength),
    };
    return { body: encoded, headers, headerList: listOf(headers) };
  };
  const variants: CachedResponse['variants'] = { identity: variant(body, 'identity') };
  if (body.byteLength >= MIN_COMPRESSIBLE_BYTES) {
    const [br, gz] = await Promise.all([brotli(body, BROTLI_OPTIONS), gzipAsync(body, GZIP_OPTIONS)]);
    variants.br = variant(asBytes(br), 'br');
    variants.gzip = variant(asBytes(gz), 'gzip');
  }
  const { 'content-type': _type, ...notModified } = common;
  const bytes = Object.values(variants).reduce((sum, v) => sum + v.body.byteLength, 0) + 4096;
  return {
    status: response.status,
    etag,
    variants,
    notModified,
    notModifiedList: listOf(notModified),
    bytes,
    route,
  };
}

const listOf = (headers: Record<string, string>) => Object.entries(headers).flat();

const asBytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions ('sha256-…') of the inline scripts of `html`, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || content === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The best encoding of `entry` that the Accept-Encoding header `accepted` allows. */
export function pickEncoding(accepted: string | undefined, entry: CachedResponse): Encoding {
  if (!accepted) return 'identity';
  const allows = allowedEncodings(accepted);
  if (entry.variants.br && allows.br) return 'br';
  if (entry.variants.gzip && allows.gzip) return 'gzip';
  return 'identity';
}

// Browsers send a handful of distinct Accept-Encoding headers; each is parsed once. The memory is
// bounded: a stranger sending endless variants only empties it now and then.
const ALLOWED_MEMO_SIZE = 64;
const allowedMemo = new Map<string, { br: boolean; gzip: boolean }>();

function allowedEncodings(header: string): { br: boolean; gzip: boolean } {
  let allowed = allowedMemo.get(header);
  if (allowed) return allowed;
  const q = acceptedQualities(header);
  const allows = (name: 'br' | 'gzip') => (q.get(name) ?? q.get('*') ?? 0) > 0;
  allowed = { br: allows('br'), gzip: allows('gzip') };
  if (allowedMemo.size >= ALLOWED_MEMO_SIZE) allowedMemo.clear();
  allowedMemo.set(header, allowed);
  return allowed;
}

function acceptedQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    qualities.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  return qualities;
}

export type CacheRequest = {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
};

export type CacheAnswer = {
  status: number;
  headers: Record<string, string>;
  headerList: string[];
  body: Uint8Array<ArrayBuffer> | null;
};

/** What to send for `request` from `entry`: a 304 when the browser holds it already. */
export function answerFrom(entry: CachedResponse, request: CacheRequest): CacheAnswer {
  if (matchesEtag(request.ifNoneMatch, entry.etag)) {
    return { status: 304, headers: entry.notModified, headerList: entry.notModifiedList, body: null };
  }
  const variant = entry.variants[pickEncoding(request.acceptEncoding, entry)] ?? entry.variants.identity;
  return {
    status: entry.status,
    headers: variant.headers,
    headerList: variant.headerList,
    body: request.method === 'HEAD' ? null : variant.body,
  };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
