import type { ReactNode } from 'react';
import { FOCUS_RING } from './focus-ring.ts';

// The states every data-driven page and form shows: a banner for the outcome of a call, a
// spinner while it runs, a quiet note for an empty list. One module, so the public pages load
// them as one small chunk.
//
// A message banner for the outcome of a call or a form (admin.md §8, public-site.md §8). Errors
// are announced at once (role=alert); the other tones politely (role=status). Banners do not
// clear themselves (admin.md §8): the owner removes one, or offers a Dismiss button by passing
// onDismiss.

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

// Each pair is dark text on a light tint, 7:1 or more.
const TONES: Readonly<Record<BannerTone, string>> = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  info: 'bg-slate-50 text-slate-700 ring-slate-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function Banner({
  tone,
  title,
  children,
  onDismiss,
}: {
  tone: BannerTone;
  /** A short bold first line, when the message needs one. */
  title?: ReactNode;
  children: ReactNode;
  /** Given: the banner shows a Dismiss button that calls it. */
  onDismiss?: () => void;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg px-5 py-4 font-medium ring-1 ${TONES[tone]}`}
    >
      <div className="min-w-0 flex-1">
        {title && <p className="mb-1 font-semibold">{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className={`-my-2.5 -mr-2 size-11 shrink-0 rounded-md text-2xl hover:bg-black/5 ${FOCUS_RING}`}
        >
          ×
        </button>
      )}
    </div>
  );
}

/** A spinning ring with a text for screen readers, announced politely (role=status). */
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

/** A quiet centred note for an empty list (admin.md §8 and public-site.md §8 empty texts). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-6 py-12 text-center text-lg text-slate-600">{children}</p>;
}
