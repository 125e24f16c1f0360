import { useEffect, useRef, useState } from 'react';
import { phoneHref } from '../../../domain/site-content.ts';
import type { PublicOffice } from '../site-content/shown-site-content.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { EmailText } from './contact-details.tsx';
import { MapPlaceholder } from './map-placeholder.tsx';
import { osmEmbedUrl, osmViewUrl } from './osm-links.ts';

// public-site.md §2 Contact: one map per office. The OpenStreetMap embed loads only after a
// click on "Show map": until then nothing is requested from a third party (UK GDPR / PECR), and
// the page works where openstreetmap.org cannot be reached. The offices are the stored site
// content (decision 025): the card shows the opening hours when set, and the phone and e-mail of
// an office other than the head office (the head office's are the company's, beside the form).

const CARD_LINK = `rounded-sm font-semibold text-brand-900 underline-offset-4 hover:underline ${FOCUS_RING}`;

export function OfficeMap({ office, index }: { office: PublicOffice; index: number }) {
  const coordinates = { lat: office.latitude, lon: office.longitude };
  const isHeadOffice = index === 0;
  const [isShown, setIsShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const headingId = `office-${index}-heading`;
  const noteId = `office-${index}-map-note`;

  // The button disappears when the map appears; focus goes to the map so keyboard users stay put.
  useEffect(() => {
    if (isShown) frameRef.current?.focus();
  }, [isShown]);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="relative aspect-[4/3] w-full bg-slate-100">
        {isShown ? (
          <iframe
            ref={frameRef}
            src={osmEmbedUrl(coordinates)}
            title={`Map of our ${office.name} office, ${office.country} (OpenStreetMap)`}
            className="absolute inset-0 h-full w-full border-0"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <MapPlaceholder variant={index} />
            <span className="absolute top-3 left-3 rounded-md bg-white/95 px-3 py-1 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200">
              {office.name}
            </span>
            <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-2 bg-linear-to-t from-white via-white/90 to-transparent px-4 pt-10 pb-4 text-center">
              <button
                type="button"
                onClick={() => setIsShown(true)}
                aria-describedby={noteId}
                className={`inline-flex items-center gap-2 rounded-md bg-brand-900 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 ${FOCUS_RING}`}
              >
                Show map<span className="sr-only"> of {office.name}</span>
              </button>
              <p id={noteId} className="text-xs text-slate-700">
                Loads a map from openstreetmap.org
              </p>
            </div>
          </>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-lg font-semibold text-brand-900">
          {office.country}
        </h3>
        <address className="mt-2 text-sm leading-relaxed text-slate-700 not-italic">
          {office.addressLines.map((line, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two lines of an address may read the same.
            <span key={position} className="block">
              {line}
            </span>
          ))}
        </address>
        {office.openingHours && (
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold text-brand-900">Opening hours: </span>
            {office.openingHours}
          </p>
        )}
        {!isHeadOffice && (office.phone || office.email) && (
          <ul
            className="mt-3 space-y-1 text-sm wrap-anywhere"
            aria-label={`Contact the ${office.name} office`}
          >
            {office.phone && (
              <li>
                <span className="text-slate-700">Phone: </span>
                <a href={phoneHref(office.phone)} className={CARD_LINK}>
                  {office.phone}
                </a>
              </li>
            )}
            {office.email && (
              <li>
                <span className="text-slate-700">E-mail: </span>
                <a href={`mailto:${office.email}`} className={CARD_LINK}>
                  <EmailText address={office.email} />
                </a>
              </li>
            )}
          </ul>
        )}
        <a
          href={osmViewUrl(coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          className={`mt-4 inline-flex w-fit items-center gap-1 rounded-sm text-sm font-semibold text-brand-500 underline-offset-4 hover:underline ${FOCUS_RING}`}
        >
          View on OpenStreetMap
          <span className="sr-only"> ({office.name}, opens in a new tab)</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3ZM4 5h5v2H5v8h8v-4h2v6H3V5h1Z" />
          </svg>
        </a>
      </div>
    </article>
  );
}
