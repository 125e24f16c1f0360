import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site } from '../../content/site.ts';
import { Logo } from '../logo.tsx';
import { BROCHURE_HREF, FOOTER_LINKS } from './navigation.ts';

// public-site.md §2 Footer: brand, tagline, brochure (design catalogue PDF), phone, WhatsApp,
// e-mail and LinkedIn links, navigation links and the three office addresses. Contact details
// come only from content/site.ts.

const DARK_FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="currentColor">
      {children}
    </svg>
  );
}

const contactLinks = [
  {
    href: site.contact.phoneHref,
    text: site.contact.phoneDisplay,
    label: `Call us on ${site.contact.phoneDisplay}`,
    isExternal: false,
    icon: (
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z" />
    ),
  },
  {
    href: site.contact.whatsappHref,
    text: 'WhatsApp',
    label: 'WhatsApp: message us (opens in a new tab)',
    isExternal: true,
    icon: (
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3 .78.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.25-.12-1.46-.72-1.69-.8s-.39-.12-.55.12-.63.8-.77.96-.28.19-.53.06a6.7 6.7 0 0 1-3.35-2.93c-.25-.44.25-.4.72-1.35a.45.45 0 0 0-.02-.43c-.06-.12-.55-1.33-.76-1.82s-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.85 2.03 4.76 4.76 0 0 0 1 2.53 10.9 10.9 0 0 0 4.18 3.7c1.55.67 2.16.73 2.94.61a2.5 2.5 0 0 0 1.65-1.16 2.05 2.05 0 0 0 .14-1.16c-.06-.1-.22-.16-.47-.28Z" />
    ),
  },
  {
    href: `mailto:${site.contact.email}`,
    text: site.contact.email,
    label: `E-mail us at ${site.contact.email}`,
    isExternal: false,
    icon: (
      <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-7.4 5.2a1 1 0 0 1-1.2 0L4 7.4ZM5.7 7 12 11.4 18.3 7H5.7Z" />
    ),
  },
  {
    href: site.contact.linkedinHref,
    text: 'LinkedIn',
    label: 'LinkedIn: follow us (opens in a new tab)',
    isExternal: true,
    icon: (
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-1 1.84-2.05 3.78-2.05 4.05 0 4.8 2.66 4.8 6.12V21h-4v-4.96c0-1.18-.02-2.7-1.65-2.7-1.65 0-1.9 1.29-1.9 2.62V21h-4V9.75Z" />
    ),
  },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo isInverted className="text-xl" />
          <p className="mt-3 max-w-md text-slate-300">{site.tagline}</p>
          <a
            href={BROCHURE_HREF}
            target="_blank"
            rel="noopener"
            className={`mt-6 inline-flex items-center gap-2 rounded-md bg-accent-500 px-5 py-2.5 font-semibold text-brand-900 transition-colors hover:bg-amber-400 ${DARK_FOCUS}`}
          >
            Download our brochure
            <span className="sr-only">(PDF, opens in a new tab)</span>
          </a>
          <ul className="mt-8 space-y-3" aria-label="Contact details">
            {contactLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className={`inline-flex items-center gap-3 rounded text-slate-200 hover:text-white hover:underline ${DARK_FOCUS}`}
                >
                  <Icon>{link.icon}</Icon>
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wider text-accent-500 uppercase">Company</h2>
          <ul className="mt-4 space-y-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`rounded hover:text-white hover:underline ${DARK_FOCUS}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-accent-500 uppercase">Our offices</h2>
          <ul className="mt-4 space-y-5">
            {site.offices.map((office) => (
              <li key={office.country}>
                <p className="font-semibold text-white">{office.country}</p>
                <address className="mt-1 text-sm text-slate-300 not-italic">
                  {office.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-300 sm:px-6">
          © {year} {site.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
