// A drawn stand-in for a map: a few streets, a river, a park and a pin, in the brand's blues.
// Decorative: the office's name and address are text beside it.
// It costs no request, so the contact page calls out to no third party until the visitor asks
// for a real map (UK GDPR / PECR: an embedded map sees the visitor's address and may store data).

/** Mirrors the drawing per office so the three panels do not look identical. */
export function MapPlaceholder({ variant }: { variant: number }) {
  const flip = variant % 2 === 1 ? 'scale(-1 1) translate(-400 0)' : undefined;
  const shift = (variant % 3) * 18;
  return (
    <svg
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 h-full w-full"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="400" height="300" fill="#eef2f7" />
      <g transform={flip}>
        <path d="M250 0h150v120H290z" fill="#dcebdc" />
        <path
          d={`M-10 ${210 + shift}C80 ${180 + shift} 150 ${250 - shift} 240 ${215 - shift}S380 ${150 + shift} 410 ${170 + shift}`}
          fill="none"
          stroke="#bcd4ec"
          strokeWidth="22"
        />
        <g fill="none" stroke="#ffffff" strokeLinecap="round">
          <path d="M0 80h400M0 150h400M120 0v300M300 0v300" strokeWidth="12" />
          <path d="M40 0l80 300M0 40l400 70M200 0v300M0 260h400" strokeWidth="6" />
        </g>
        <g fill="none" stroke="#d5dde8" strokeLinecap="round">
          <path d="M0 80h400M0 150h400M120 0v300M300 0v300" strokeWidth="1.5" />
        </g>
      </g>
      <g transform="translate(200 112)">
        <ellipse cx="0" cy="36" rx="14" ry="5" fill="#0b2545" opacity="0.2" />
        <path
          d="M0 36C-4 26-22 10-22-6a22 22 0 0 1 44 0C22 10 4 26 0 36Z"
          fill="#0b2545"
          stroke="#ffffff"
          strokeWidth="3"
        />
        <circle cx="0" cy="-6" r="8" fill="#f2a900" />
      </g>
    </svg>
  );
}
