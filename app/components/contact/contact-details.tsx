import type { ReactNode } from 'react';
import { site } from '../../content/site.ts';
import { FOCUS_RING } from '../layout/navigation.ts';

// The company's own contact routes beside the form: phone, e-mail and WhatsApp, all from
// content/site.ts so a rebrand edits one file.

function Glyph({ children }: { children: ReactNode }) {
  return (
    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-900 text-accent-500">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        {children}
      </svg>
    </span>
  );
}

/** Lets a long address wrap after the @ on narrow phones rather than mid-word. */
function EmailText({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

const routes = [
  {
    label: 'Phone',
    text: site.contact.phoneDisplay,
    href: site.contact.phoneHref,
    isExternal: false,
    icon: (
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z" />
    ),
  },
  {
    label: 'E-mail',
    text: <EmailText address={site.contact.email} />,
    href: `mailto:${site.contact.email}`,
    isExternal: false,
    icon: (
      <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-7.4 5.2a1 1 0 0 1-1.2 0L4 7.4ZM5.7 7 12 11.4 18.3 7H5.7Z" />
    ),
  },
  {
    label: 'WhatsApp',
    text: 'Message us on WhatsApp',
    href: site.contact.whatsappHref,
    isExternal: true,
    icon: (
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3 .78.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.25-.12-1.46-.72-1.69-.8s-.39-.12-.55.12-.63.8-.77.96-.28.19-.53.06a6.7 6.7 0 0 1-3.35-2.93c-.25-.44.25-.4.72-1.35a.45.45 0 0 0-.02-.43c-.06-.12-.55-1.33-.76-1.82s-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.85 2.03 4.76 4.76 0 0 0 1 2.53 10.9 10.9 0 0 0 4.18 3.7c1.55.67 2.16.73 2.94.61a2.5 2.5 0 0 0 1.65-1.16 2.05 2.05 0 0 0 .14-1.16c-.06-.1-.22-.16-.47-.28Z" />
    ),
  },
];

export function ContactDetails() {
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="min-w-0 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-details-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        Contact details
      </h2>
      <p className="mt-2 text-slate-600">Prefer to talk? Call, e-mail or message our team directly.</p>
      <ul className="mt-6 space-y-5">
        {routes.map((route) => (
          <li key={route.href} className="flex items-center gap-4">
            <Glyph>{route.icon}</Glyph>
            <div className="min-w-0">
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{route.label}</p>
              <a
                href={route.href}
                {...(route.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className={`rounded-sm font-semibold wrap-anywhere text-brand-900 underline-offset-4 hover:underline ${FOCUS_RING}`}
              >
                {route.text}
                {route.isExternal && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
