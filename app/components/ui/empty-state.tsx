import type { ReactNode } from 'react';

/** A quiet centred note for an empty list (admin.md §8 and public-site.md §8 empty texts). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-6 py-12 text-center text-lg text-slate-600">{children}</p>;
}
