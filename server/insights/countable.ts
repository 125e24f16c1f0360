import { isbot } from 'isbot';
import { pageOfPath } from '../http/data-request.ts';

// Decision 029: what is counted. One function decides for a page view from what every answered
// request has (method, the target as sent, the status, a way to read a header), so the server's
// fast path (a Node request) and the app's middleware (a Hono context) decide alike.

/** Reads a request header by its lower-case name. */
export type HeaderReader = (name: string) => string | undefined;

// Not pages the public reads: the staff's areas, the API, sign-in and one-person links, files,
// React Router's route discovery (`/__manifest?p=…`, fetched as links come into view) and the
// operator's metrics (decision 030).
const NOT_PUBLIC =
  /^\/(?:__manifest|metrics|dashboard|admin-dashboard|api|login|forgot-password|reset-password|interview-feedback|withdraw-application|statements|assets|media|documents|uploads)(?:[/.]|$)/;
// A case study's PDF is answered at /case-studies/{slug}/pdf, without an extension.
const DOCUMENT = /^\/case-studies\/[^/]+\/pdf$/;
// A file: the last segment has an extension (sitemap.xml, robots.txt, a PDF, favicon.ico).
const FILE = /\.[A-Za-z0-9]{1,8}$/;

/** Past this many characters a path is not counted (no page of ours is that long). */
export const MAX_COUNTED_PATH = 200;

/**
 * Whether the visitor asked not to be counted or is a robot: a user agent isbot calls a bot (or
 * none), `DNT: 1`, `Sec-GPC: 1`. Applies to page views, beacon events and server events alike.
 */
export function isVisitorCountable(header: HeaderReader): boolean {
  if (header('dnt') === '1' || header('sec-gpc') === '1') return false;
  const userAgent = header('user-agent');
  return userAgent !== undefined && userAgent !== '' && !isBotCached(userAgent);
}

// isbot's pattern is long; the same few hundred user agents make most requests, so its verdicts
// are remembered (a bounded map, emptied when full).
const botVerdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1000;

function isBotCached(userAgent: string): boolean {
  const known = botVerdicts.get(userAgent);
  if (known !== undefined) return known;
  const verdict = isbot(userAgent);
  if (botVerdicts.size >= MAX_VERDICTS) botVerdicts.clear();
  botVerdicts.set(userAgent, verdict);
  return verdict;
}

/**
 * The page a request viewed, when it is to be counted as a page view; otherwise undefined.
 * Counted: a GET answered 200 (or 304, the same page shown again from the browser's copy) of a
 * public page, not a prefetch, from a countable visitor. React Router's client navigation
 * (`/careers.data`, `/_.data`, `/_root.data`) counts as its page (`/careers`, `/`, `/`).
 */
export function countedPagePath(
  method: string,
  target: string,
  status: number,
  header: HeaderReader,
): string | undefined {
  if (method !== 'GET' || (status !== 200 && status !== 304)) return undefined;
  const path = pageOfTarget(target);
  if (path === null) return undefined;
  if (isPrefetch(header)) return undefined;
  return isVisitorCountable(header) ? path : undefined;
}

// The page a target is a view of (null: none), remembered for the targets asked for most: a busy
// page is counted thousands of times a second, and its verdict never changes. Bounded, emptied
// when full (a stranger's made-up paths cannot grow it).
const pageByTarget = new Map<string, string | null>();
const MAX_TARGETS = 2000;

function pageOfTarget(target: string): string | null {
  const known = pageByTarget.get(target);
  if (known !== undefined) return known;
  const queryAt = target.indexOf('?');
  let path = queryAt === -1 ? target : target.slice(0, queryAt);
  path = pageOfPath(path);
  const page =
    path.length > MAX_COUNTED_PATH ||
    path === '' ||
    path[0] !== '/' ||
    NOT_PUBLIC.test(path) ||
    DOCUMENT.test(path) ||
    FILE.test(path)
      ? null
      : path;
  if (pageByTarget.size >= MAX_TARGETS) pageByTarget.clear();
  pageByTarget.set(target, page);
  return page;
}

// Chrome and Safari say `Sec-Purpose: prefetch` (or `prefetch;prerender`), older ones `Purpose:
// prefetch`, Firefox `X-Moz: prefetch`. A prerendered page that is then shown is not counted: the
// rare price of not counting every hover.
function isPrefetch(header: HeaderReader): boolean {
  return (
    header('sec-purpose')?.includes('prefetch') === true ||
    header('purpose')?.includes('prefetch') === true ||
    header('x-moz')?.includes('prefetch') === true
  );
}
