import type { ReactNode } from 'react';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// How to reach an applicant or the sender of an enquiry: e-mail and phone as links the staff
// member's own mail program and phone open, then any further facts the dialog adds.

export function DetailItem({
  term,
  wide = false,
  children,
}: {
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-semibold text-slate-800">{term}</dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  );
}

export function ContactDetails({
  email,
  phone,
  children,
}: {
  email: string;
  phone: string;
  children?: ReactNode;
}) {
  const link = `text-brand-500 underline ${FOCUS_RING}`;
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <DetailItem term="Email">
        <a className={`break-all ${link}`} href={`mailto:${email}`}>
          {email}
        </a>
      </DetailItem>
      <DetailItem term="Phone">
        <a className={link} href={`tel:${phone}`}>
          {phone}
        </a>
      </DetailItem>
      {children}
    </dl>
  );
}
