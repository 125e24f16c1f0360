import type { ReactNode } from 'react';
import { site } from '../../../content/site.ts';
import { ContactGlyph, type ContactGlyphName } from '../layout/contact-glyphs.tsx';
import type { CompanyContact } from '../site-content/company-contact.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// The company's own contact routes beside the form: the head office's phone and e-mail (stored
// site content, decision 025; each only when set) and WhatsApp (content/site.ts).

function Glyph({ name }: { name: ContactGlyphName }) {
  return (
    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-900 text-accent-500">
      <ContactGlyph name={name} />
    </span>
  );
}

/** Lets a long address wrap after the @ on narrow phones rather than mid-word. */
export function EmailText({ address }: { address: string }) {
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

type ContactRoute = {
  label: string;
  text: ReactNode;
  href: string;
  isExternal: boolean;
  icon: ContactGlyphName;
};

function contactRoutes(contact: CompanyContact): ContactRoute[] {
  return [
    ...(contact.phone
      ? [
          {
            label: 'Phone',
            text: contact.phone,
            href: contact.phoneHref,
            isExternal: false,
            icon: 'phone' as const,
          },
        ]
      : []),
    ...(contact.email
      ? [
          {
            label: 'E-mail',
            text: <EmailText address={contact.email} />,
            href: `mailto:${contact.email}`,
            isExternal: false,
            icon: 'email' as const,
          },
        ]
      : []),
    {
      label: 'WhatsApp',
      text: 'Message us on WhatsApp',
      href: site.contact.whatsappHref,
      isExternal: true,
      icon: 'whatsapp' as const,
    },
  ];
}

export function ContactDetails({ contact }: { contact: CompanyContact }) {
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
        {contactRoutes(contact).map((route) => (
          <li key={route.href} className="flex items-center gap-4">
            <Glyph name={route.icon} />
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
