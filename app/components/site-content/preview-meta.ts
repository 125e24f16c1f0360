import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '../../seo.ts';
import { PREVIEW_ROBOTS } from '../preview/preview-page.ts';

// The meta of a page that shows site content (decision 025): its own, marked noindex while it
// shows a preview; the invalid-preview page's otherwise.

type SiteContentPageData =
  | { status: 'preview-invalid' }
  | { status: 'shown'; preview: { expiresAt: string } | null };

export function siteContentMeta(
  loaderData: SiteContentPageData | undefined,
  meta: () => MetaDescriptor[],
): MetaDescriptor[] {
  if (loaderData?.status === 'preview-invalid') return [{ title: pageTitle('Preview') }, PREVIEW_ROBOTS];
  return [...meta(), ...(loaderData?.preview ? [PREVIEW_ROBOTS] : [])];
}
