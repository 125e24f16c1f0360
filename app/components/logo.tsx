import { site } from '../../content/site.ts';

// The brand mark (a transmission pylon with a lightning bolt in a rounded square) and the
// wordmark. Same shapes as scripts/media/brand.ts, which draws the favicon, share card and PDF
// headers: change both together. The whole logo is one image named after the brand.

const [wordmarkFirst = site.brand, ...wordmarkRest] = site.brand.split(' ');

export function LogoMark({ className = 'h-10 w-10', isInverted = false }) {
  const square = isInverted ? '#ffffff' : '#0b2545';
  const tower = isInverted ? '#0b2545' : '#ffffff';
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={square} />
      <path
        d="M17 54 32 9l15 45 M12 22h40M12 22v4M52 22v4"
        fill="none"
        stroke={tower}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M35 25 24.5 42h7L29 55l11-18h-7.5z"
        fill="#f2a900"
        stroke={square}
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className = '', isInverted = false }: { className?: string; isInverted?: boolean }) {
  return (
    <span role="img" aria-label={site.brand} className={`inline-flex items-center gap-3 ${className}`}>
      <LogoMark className="h-11 w-11 shrink-0" isInverted={isInverted} />
      <span className="flex flex-col leading-none">
        <span
          className={`text-xl font-extrabold tracking-tight ${isInverted ? 'text-white' : 'text-brand-900'}`}
        >
          {wordmarkFirst}
        </span>
        {wordmarkRest.length > 0 && (
          <span
            className={`mt-1 text-[0.7rem] font-semibold uppercase tracking-[0.22em] ${
              isInverted ? 'text-accent-500' : 'text-brand-500'
            }`}
          >
            {wordmarkRest.join(' ')}
          </span>
        )}
      </span>
    </span>
  );
}
