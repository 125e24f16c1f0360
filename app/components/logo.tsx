import { site } from '../content/site.ts';

/** The mark (a bolt in a rounded square) and the wordmark; `isInverted` for dark backgrounds. */
export function Logo({ className = '', isInverted = false }: { className?: string; isInverted?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" fill={isInverted ? '#ffffff' : '#0b2545'} />
        <path d="M36 8 18 36h12l-4 20 20-30H34z" fill="#f2a900" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${isInverted ? 'text-white' : 'text-brand-900'}`}>
        {site.brand}
      </span>
    </span>
  );
}
