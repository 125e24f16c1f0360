import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';

// public-site.md §2: every public route shows the site header and footer. The header is fixed
// and 96px tall, so the main content starts below it. Pages render sections, not their own <main>.

export default function SiteLayout() {
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
      <main id="main-content" tabIndex={-1} className="pt-24 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}
