import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// public-site.md §2: every route change scrolls the page to the top. A link with a hash scrolls to
// its target instead; back and forward (POP) are left to <ScrollRestoration>, which restores the
// position the visitor left.
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input.
  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
