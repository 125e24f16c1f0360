import { ukDateOn } from '../../domain/job-closing.ts';
import { FILE_PATH } from '../http/file-paths.ts';

// Which requests the render cache answers, and under which key and stamp (decision 014).

// Never looked up: previews (below), the dashboard's pages (their shell is the same for everyone, but nothing staff
// see is ever kept), the applicant's withdrawal page (one URL per token, each about one person's
// data, and its answer must never be one from before a withdrawal; decision 017), live health,
// and files (FILE_PATH), served from disk with their own caching.
// Decision 026: an interviewer's feedback page and its API, one URL per link, about one person.
// Decision 027: the password reset page, one URL per link (its token must not sit in a cache).
// Decision 028: a client's private link to a PDF (one URL per link, each opening counted), and a
// case study's PDF (megabytes, kept by browsers instead; its render is cached by content).
const PRIVATE_OR_LIVE =
  /^\/(?:dashboard(?:[/.?]|$)|withdraw-application(?:[/.?]|$)|reset-password(?:[/.?]|$)|(?:api\/)?interview-feedback(?:[/.?]|$)|api\/health(?:[/?]|$)|statements(?:[/.?]|$)|case-studies\/[^/?]+\/pdf(?:[/?]|$))/;

// A preview of a record's working copy (decision 024): one URL per link, showing what the public
// must not see, so never answered from the cache nor kept in it.
const PREVIEW_QUERY = /[?&]preview=/;

/**
 * The cache key of a request: its path and query as sent. Undefined for requests the cache
 * never answers: other methods than GET and HEAD, any request with credentials, and the paths
 * above.
 */
export function cacheKeyOf(
  method: string,
  target: string,
  authorization: string | undefined,
): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (authorization !== undefined) return undefined;
  if (PRIVATE_OR_LIVE.test(target) || FILE_PATH.test(target)) return undefined;
  if (PREVIEW_QUERY.test(target)) return undefined;
  return target;
}

// The UK date, worked out at most once a second.
let ukDate = '';
let ukDateUntil = 0;
function todayInUk(): string {
  const now = Date.now();
  if (now >= ukDateUntil) {
    ukDate = ukDateOn(new Date(now));
    ukDateUntil = now + 1000;
  }
  return ukDate;
}

let stampVersion = '';
let stampDate = '';
let stamp = '';

/**
 * What a kept response must have been made from to be served: the content version and the UK
 * date (jobs close at midnight in London, decision 009).
 */
export function stampOf(contentVersion: string): string {
  const today = todayInUk();
  // The same string object while neither part changes: a hit compares it by reference.
  if (contentVersion !== stampVersion || today !== stampDate) {
    stampVersion = contentVersion;
    stampDate = today;
    stamp = `${contentVersion} ${today}`;
  }
  return stamp;
}
