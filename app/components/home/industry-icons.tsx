import type { ReactNode } from 'react';
import type { IndustryIcon } from '../../../content/home.ts';

// Line icons drawn for this site (24 × 24, stroke in the current colour); decorative, since each
// sits beside its industry's name.
const paths: Record<IndustryIcon, ReactNode> = {
  solar: (
    <>
      <path d="M3 20h18M5 16h14l-2-7H7l-2 7Z" />
      <path d="M12 9v7M6 12.5h12" />
      <path d="M12 2v2M5.6 4.6 7 6M18.4 4.6 17 6" />
    </>
  ),
  wind: (
    <>
      <path d="M12 11v11M10 22h4" />
      <circle cx="12" cy="9" r="1.5" />
      <path d="M12 7.5 13 2M13.3 9.7l5 2.6M10.7 9.7l-5 2.6" />
    </>
  ),
  dataCentre: (
    <>
      <rect x="4" y="3" width="16" height="6" rx="1" />
      <rect x="4" y="11" width="16" height="6" rx="1" />
      <path d="M8 6h.01M8 14h.01M12 20v1M8 21h8" />
    </>
  ),
  hospital: (
    <>
      <path d="M4 21V5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v16M2 21h20" />
      <path d="M12 7v6M9 10h6M10 21v-4h4v4" />
    </>
  ),
  manufacturing: (
    <>
      <path d="M2 21h20M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17" />
      <path d="M7 18h2M12 18h2" />
    </>
  ),
  bess: (
    <>
      <rect x="3" y="6" width="16" height="12" rx="1.5" />
      <path d="M21 10v4M12 8.5 9 12.5h4l-3 4" />
    </>
  ),
  utilities: (
    <>
      <path d="M12 2 7 22M12 2l5 20M8.5 16h7M9.5 11h5M5 6h14" />
      <path d="M5 6v2M19 6v2" />
    </>
  ),
  railway: (
    <>
      <rect x="5" y="3" width="14" height="13" rx="3" />
      <path d="M5 10h14M9 13h.01M15 13h.01M8 16l-3 5M16 16l3 5" />
    </>
  ),
  earthing: (
    <>
      <path d="M12 3v9M5 12h14M7.5 15.5h9M10 19h4" />
    </>
  ),
};

export function IndustryIconSvg({ icon, className = '' }: { icon: IndustryIcon; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[icon]}
    </svg>
  );
}
