import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// public-site.md §2: every route change scrolls the page to the top. A link with a hash scrolls to
// its target instead; back and forward (POP) are left to <ScrollRestoration>, which restores the
// position the visitor left. A new query alone (?country=, ?category=) is a filter on the same
// page, not a route change, so it keeps the visitor's place.
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // What was shown last, to tell a route change from a filter change.
  const shown = useRef({ pathname, hash });

  useEffect(() => {
    const isRouteChange = shown.current.pathname !== pathname || (hash !== '' && shown.current.hash !== hash);
    shown.current = { pathname, hash };
    if (!isRouteChange || navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
