import { Link } from 'react-router';
import { site } from '../../../content/site.ts';
import { Logo } from '../logo.tsx';
import { type CompanyContact, companyContact } from '../site-content/company-contact.ts';
import type { PublicOffice } from '../site-content/shown-site-content.ts';
import { ContactGlyph } from './contact-glyphs.tsx';
import { BROCHURE_HREF, FOOTER_LINKS } from './navigation.ts';

// public-site.md §2 Footer: brand, tagline, brochure (design catalogue PDF), phone, WhatsApp,
// e-mail and LinkedIn links, navigation links and the office addresses. The phone, the e-mail and
// the offices are the stored site content's (decision 025: the head office's phone and e-mail);
// WhatsApp and LinkedIn come from content/site.ts.

const DARK_FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

type ContactLink = {
  href: string;
  text: string;
  label: string;
  isExternal: boolean;
  icon: 'phone' | 'whatsapp' | 'email' | 'linkedin';
};

function contactLinks({ phone, phoneHref, email }: CompanyContact): ContactLink[] {
  return [
    ...(phone
      ? [
          {
            href: phoneHref,
            text: phone,
            label: `Call us on ${phone}`,
            isExternal: false,
            icon: 'phone' as const,
          },
        ]
      : []),
    {
      href: site.contact.whatsappHref,
      text: 'WhatsApp',
      label: 'WhatsApp: message us (opens in a new tab)',
      isExternal: true,
      icon: 'whatsapp' as const,
    },
    ...(email
      ? [
          {
            href: `mailto:${email}`,
            text: email,
            label: `E-mail us at ${email}`,
            isExternal: false,
            icon: 'email' as const,
          },
        ]
      : []),
    {
      href: site.contact.linkedinHref,
      text: 'LinkedIn',
      label: 'LinkedIn: follow us (opens in a new tab)',
      isExternal: true,
      icon: 'linkedin' as const,
    },
  ];
}

export function SiteFooter({ offices }: { offices: readonly PublicOffice[] }) {
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
            {contactLinks(companyContact(offices)).map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className={`inline-flex items-center gap-3 rounded text-slate-200 hover:text-white hover:underline ${DARK_FOCUS}`}
                >
                  <ContactGlyph name={link.icon} />
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
            {offices.map((office) => (
              <li key={office.id}>
                <p className="font-semibold text-white">{office.country}</p>
                <address className="mt-1 text-sm text-slate-300 not-italic">
                  {office.addressLines.map((line, position) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two lines of an address may read the same.
                    <span key={position} className="block">
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
