import type { ReactNode } from 'react';

// Loading, error, success and empty states, shared by every data-driven page and form so the
// spec's texts always look and announce the same way.

/** A banner. Errors are announced at once (role=alert); successes politely (role=status). */
export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const colours = {
    error: 'bg-red-50 text-red-800 ring-red-200',
    success: 'bg-green-50 text-green-800 ring-green-200',
    info: 'bg-slate-50 text-slate-700 ring-slate-200',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-5 py-4 font-medium ring-1 ${colours}`}
    >
      {children}
    </div>
  );
}

/** A spinning ring with a text for screen readers. */
export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A quiet centred note for an empty list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-6 py-12 text-center text-lg text-slate-600">{children}</p>;
}
