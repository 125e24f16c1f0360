import { Outlet } from 'react-router';
import { AnnouncementBanner } from '../components/layout/announcement-banner.tsx';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import {
  shownSiteContent,
  siteContentPageHeaders,
  siteLayoutData,
} from '../components/site-content/shown-site-content.ts';
import type { Route } from './+types/site-layout';

// public-site.md §2: every public route shows the site header and footer. The header is fixed
// and 96px tall, so what follows starts below it: the announcement banner when one is published
// (decision 025), then the page. Pages render sections, not their own <main>. The banner and the
// footer's offices, phone and e-mail are the published site content, read once for the request
// with the page's own sections (shownSiteContent).

export async function loader(args: Route.LoaderArgs) {
  return siteLayoutData(await shownSiteContent(args));
}

export const headers = siteContentPageHeaders;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { banner, bannerVersion, offices } = loaderData;
  return (
    <>
      <a
        href="#main-content"
        className="sr-only rounded-md bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:outline-2 focus:outline-offset-2 focus:outline-accent-500"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <div className="pt-24">
        {banner && bannerVersion && (
          <AnnouncementBanner key={bannerVersion} banner={banner} version={bannerVersion} />
        )}
        <main id="main-content" tabIndex={-1} className="focus:outline-none">
          <Outlet />
        </main>
      </div>
      <SiteFooter offices={offices} />
      <ScrollToTop />
    </>
  );
}
