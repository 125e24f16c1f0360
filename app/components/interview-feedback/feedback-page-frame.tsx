import type { ReactNode } from 'react';
import { site } from '../../../content/site.ts';
import { Logo } from '../logo.tsx';
import { CONTAINER } from '../ui/layout.ts';
import { Banner } from '../ui/status.tsx';

// Decision 026: the no-account feedback page stands apart from the public site: the brand, the
// page and nothing to wander off to (the link is for one task, and its token is in the address).

export function FeedbackPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className={`${CONTAINER} flex h-20 items-center`}>
          <Logo />
        </div>
      </header>
      <main id="main-content" className={`${CONTAINER} max-w-4xl py-10 sm:py-14`}>
        {children}
      </main>
    </div>
  );
}

export function LinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <Banner tone="error">
        <p>{message}</p>
      </Banner>
      <p className="text-slate-700">
        If you need help, e-mail the HR team at{' '}
        <a href={`mailto:${site.contact.careersEmail}`} className="font-medium text-brand-500 underline">
          {site.contact.careersEmail}
        </a>
        .
      </p>
    </div>
  );
}
