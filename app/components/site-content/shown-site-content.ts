import { data, type RouterContextProvider } from 'react-router';
import type {
  Banner,
  Office,
  PublishedSiteContent,
  SiteContentKey,
  SiteContentValues,
} from '../../../domain/site-content.ts';
import { pageOfPath } from '../../../server/http/data-request.ts';
import { readSiteContentPreview } from '../../../server/site-content/preview.ts';
import { publishedSiteContent } from '../../../server/site-content/published.ts';
import { SEED_PRIVACY_UPDATED_AT, SITE_CONTENT_SEED } from '../../../server/site-content/seed.ts';
import { type RequestContext, requestContext } from '../../request-context.ts';
import { PREVIEW_HEADERS, previewTokenOf } from '../preview/preview-page.ts';

// The site content a public page shows (decision 025): the published values, read once per
// request however many loaders ask (the site layout for the banner and footer, the page for its
// own sections), with a section's working copy in place of the published one when the page is
// opened with a valid site-content ?preview= link. The render cache keeps whole pages keyed by the
// content version, so this read costs only on renders the cache does not answer.

/** The sections a page can preview besides the banner and the offices, which every page shows. */
const PREVIEW_PAGES: Readonly<Record<string, readonly SiteContentKey[]>> = {
  '/': ['testimonials', 'figures'],
  '/about': ['team', 'figures'],
  '/contact': [],
  '/privacy-policy': ['privacy'],
};
const ON_EVERY_PAGE: readonly SiteContentKey[] = ['banner', 'offices'];

export type SiteContentPreviewState =
  | { state: 'none' }
  | { state: 'valid'; key: SiteContentKey; expiresAt: string }
  | { state: 'invalid' };

export type ShownSiteContent = {
  content: PublishedSiteContent;
  preview: SiteContentPreviewState;
  /**
   * The published content could not be read: the page shows today's copy (the seed) and must not
   * be kept by the render cache or any other.
   */
  isFallback: boolean;
};

/** What a loader needs: its request and the router context that carries the request context. */
export type SiteContentLoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

// One read per request: every loader of a request gets the same RequestContext object (made
// afresh for each request in server/http/ssr.ts), so it keys the answer.
const shownByRequest = new WeakMap<RequestContext, Promise<ShownSiteContent>>();

export function shownSiteContent({ request, context }: SiteContentLoaderArgs): Promise<ShownSiteContent> {
  const requestData = context.get(requestContext);
  let shown = shownByRequest.get(requestData);
  if (!shown) {
    shown = readShownSiteContent(requestData, request);
    shownByRequest.set(requestData, shown);
  }
  return shown;
}

/** The page a request is for: a data request (`/about.data`, `/_root.data`) names its page. */
function pagePath(request: Request): string {
  const path = pageOfPath(new URL(request.url).pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The sections the page at `path` shows and so can preview; null: it previews none. */
export function previewableSections(path: string): readonly SiteContentKey[] | null {
  const own = PREVIEW_PAGES[path];
  return own ? [...ON_EVERY_PAGE, ...own] : null;
}

async function readShownSiteContent(
  { services }: RequestContext,
  request: Request,
): Promise<ShownSiteContent> {
  const token = previewTokenOf(request);
  const sections = previewableSections(pagePath(request));
  const [published, preview] = await Promise.all([
    publishedSiteContent(services.db).catch((error: unknown) => {
      services.logger.error({ err: error }, 'site content: failed to read the published content');
      return null;
    }),
    token !== null && sections
      ? readSiteContentPreview(services, token).catch((error: unknown) => {
          services.logger.error({ err: error }, 'site content: failed to open a preview');
          return { isValid: false as const };
        })
      : null,
  ]);
  const content = published ?? seedContent();
  if (!preview) return { content, preview: { state: 'none' }, isFallback: published === null };
  if (!preview.isValid || !sections?.includes(preview.key)) {
    return { content, preview: { state: 'invalid' }, isFallback: published === null };
  }
  return {
    content: withWorkingCopy(content, preview.key, preview.value, preview.expiresAt),
    preview: { state: 'valid', key: preview.key, expiresAt: preview.expiresAt },
    isFallback: published === null,
  };
}

function seedContent(): PublishedSiteContent {
  const { banner: _banner, ...rest } = SITE_CONTENT_SEED;
  return { ...rest, banner: null, bannerVersion: null, privacyUpdatedAt: SEED_PRIVACY_UPDATED_AT };
}

function withWorkingCopy(
  content: PublishedSiteContent,
  key: SiteContentKey,
  value: SiteContentValues[SiteContentKey],
  expiresAt: string,
): PublishedSiteContent {
  // A previewed banner shows whatever its status; its dismissal is remembered apart from the
  // published banner's.
  if (key === 'banner') return { ...content, banner: value as Banner, bannerVersion: `preview-${expiresAt}` };
  return { ...content, [key]: value } as PublishedSiteContent;
}

/** An office as the public pages get it: the mailboxes that receive messages stay on the server. */
export type PublicOffice = Omit<Office, 'enquiryMailbox' | 'applicationMailbox'>;

export function publicOffices(offices: readonly Office[]): PublicOffice[] {
  return offices.map(
    ({ enquiryMailbox: _enquiries, applicationMailbox: _applications, ...office }) => office,
  );
}

const NOT_KEPT = { 'Cache-Control': 'no-store' };

/**
 * A page's loader answer built from the shown site content: its own values, whether it is a
 * preview (with the preview headers), or the invalid-preview page (404); not kept when it fell
 * back to the seed. Pair with `siteContentPageHeaders`.
 */
export function siteContentPage<T extends object>(
  shown: ShownSiteContent,
  values: (content: PublishedSiteContent) => T,
) {
  if (shown.preview.state === 'invalid') {
    return data({ status: 'preview-invalid' as const }, { status: 404, headers: PREVIEW_HEADERS });
  }
  const preview = shown.preview.state === 'valid' ? { expiresAt: shown.preview.expiresAt } : null;
  return data(
    { status: 'shown' as const, preview, ...values(shown.content) },
    { headers: preview ? PREVIEW_HEADERS : shown.isFallback ? NOT_KEPT : {} },
  );
}

/** The `headers` export of a page (or the layout) whose loader answered with `siteContentPage`. */
export function siteContentPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

/**
 * The site layout's answer: the banner (with the version a dismissal is kept under) and the
 * offices of the footer; not kept when it fell back to the seed.
 */
export function siteLayoutData(shown: ShownSiteContent) {
  const { banner, bannerVersion, offices } = shown.content;
  return data(
    { banner, bannerVersion, offices: publicOffices(offices) },
    { headers: shown.isFallback ? NOT_KEPT : {} },
  );
}
