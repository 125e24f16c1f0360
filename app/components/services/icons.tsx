import type { ReactNode } from 'react';

// Small inline icons for the service and case-study sections. Decorative: the text beside each
// icon carries the meaning, so every icon is hidden from assistive technology.

type IconProps = { className?: string };

export function CheckIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function ArrowRightIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path
        fillRule="evenodd"
        d="M10.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H4a1 1 0 1 1 0-2h9.6l-3.3-3.3a1 1 0 0 1 0-1.4Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A 24-unit outline icon drawn in the text colour, as the document, download and calendar icons are. */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function DocumentIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </LineIcon>
  );
}

/** An arrow down onto a tray: a file to download (decision 028: a case study's PDF). */
export function DownloadIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 4v11M7 10l5 5 5-5M5 19h14" />
    </LineIcon>
  );
}

export function BoltIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M13.5 2 4 13.5h6.5L9.5 22 20 10h-6.6L13.5 2Z" />
    </svg>
  );
}
