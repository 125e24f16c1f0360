import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../../../domain/site-content.ts';
import { useNonce } from '../../nonce.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// The announcement banner of the site content (decision 025): rendered into the page by the site
// layout, just below the fixed header, so it is in the server HTML and costs no layout shift, and
// the render cache keeps it with the page. A visitor's "Dismiss" is remembered in this browser
// (localStorage) under the banner's version, so a changed banner shows again. The small script
// right after the banner hides a dismissed one while the page is still being parsed, before the
// first paint; after hydration the component's own state keeps it hidden.

export const DISMISSED_BANNER_KEY = 'dismissed-announcement';
export const BANNER_ID = 'site-announcement';

// Dark text on a light tint, 7:1 or more for the text and its link.
const TONES: Readonly<Record<Banner['tone'], string>> = {
  info: 'border-sky-200 bg-sky-50 text-sky-950',
  success: 'border-green-200 bg-green-50 text-green-950',
  warning: 'border-amber-300 bg-amber-100 text-amber-950',
};

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_BANNER_KEY);
  } catch {
    // Storage refused (a privacy setting): the banner shows on every page.
    return null;
  }
}

function rememberDismissed(version: string): void {
  try {
    window.localStorage.setItem(DISMISSED_BANNER_KEY, version);
  } catch {
    // Not remembered: it is hidden on this page only.
  }
}

/** Runs while the page is parsed: hides the banner before it is painted when it was dismissed. */
function hideIfDismissedScript(version: string): string {
  const key = JSON.stringify(DISMISSED_BANNER_KEY);
  const id = JSON.stringify(BANNER_ID);
  return `try{if(localStorage.getItem(${key})===${JSON.stringify(version)})document.getElementById(${id}).hidden=true}catch(e){}`.replace(
    /</g,
    '\\u003c',
  );
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

export function AnnouncementBanner({ banner, version }: { banner: Banner; version: string }) {
  const nonce = useNonce();
  // Shown on the server and at hydration (the script has already hidden a dismissed one), then
  // the stored dismissal decides.
  const [isDismissed, setIsDismissed] = useState(false);
  useEffect(() => {
    setIsDismissed(readDismissed() === version);
  }, [version]);

  const dismiss = () => {
    rememberDismissed(version);
    setIsDismissed(true);
  };
  const link = banner.linkUrl && banner.linkLabel ? { href: banner.linkUrl, label: banner.linkLabel } : null;
  const linkClass = `rounded-sm font-semibold whitespace-nowrap underline underline-offset-4 hover:no-underline ${FOCUS_RING}`;

  return (
    <>
      <section
        id={BANNER_ID}
        aria-label="Announcement"
        hidden={isDismissed}
        // The inline script may have set `hidden` before hydration.
        suppressHydrationWarning
        data-banner-version={version}
        className={`border-b ${TONES[banner.tone]}`}
      >
        {/* As wide as the header's row, so the text lines up with the logo. */}
        <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6">
          <p className="min-w-0 flex-1 py-1.5 text-sm sm:text-base">
            {banner.text}
            {link && (
              <>
                {' '}
                {isExternal(link.href) ? (
                  <a href={link.href} rel="noopener noreferrer" className={linkClass}>
                    {link.label}
                  </a>
                ) : link.href.startsWith('/') ? (
                  <Link to={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                )}
              </>
            )}
          </p>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss announcement"
            className={`-my-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/5 ${FOCUS_RING}`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.3 4 10 8.6 14.7 4l1.3 1.3-4.7 4.7 4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.6 10 4 5.3z" />
            </svg>
          </button>
        </div>
      </section>
      <script
        nonce={nonce}
        // The browser hides nonce values from the DOM, so the client's '' never matches the server's.
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script; the version is JSON-encoded with "<" escaped.
        dangerouslySetInnerHTML={{ __html: hideIfDismissedScript(version) }}
      />
    </>
  );
}
