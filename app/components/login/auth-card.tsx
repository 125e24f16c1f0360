import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../logo.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// Decision 027: the frame of the pages beside /login (forgotten password, new password): the
// same gradient and centred card, the logo (a link home) and the page's one <h1>, so they read as
// part of signing in.

export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-linear-to-br from-brand-900 via-brand-700 to-brand-500 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10">
        <Link to="/" className={`inline-flex rounded-md ${FOCUS_RING}`}>
          <Logo />
          <span className="sr-only"> home page</span>
        </Link>
        {children}
      </div>
    </main>
  );
}

export function AuthHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <>
      <h1 className="mt-8 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
    </>
  );
}

/** A quiet text link under a card's form ("Back to sign in"). */
export const AUTH_LINK = `rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;
