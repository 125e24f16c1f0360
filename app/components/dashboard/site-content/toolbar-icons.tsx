// The toolbar's glyphs, for narrow screens where the seven named buttons would take four rows.
const GLYPH = 'size-5';
export const TOOL_ICONS = {
  heading: <span className="text-base leading-none font-bold">H</span>,
  bold: <span className="text-base leading-none font-extrabold">B</span>,
  italic: <span className="font-serif text-base leading-none italic">I</span>,
  bulletList: (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={GLYPH} fill="currentColor" focusable="false">
      <circle cx="3.5" cy="5" r="1.5" />
      <circle cx="3.5" cy="10" r="1.5" />
      <circle cx="3.5" cy="15" r="1.5" />
      <rect x="7" y="4.2" width="11" height="1.6" rx=".8" />
      <rect x="7" y="9.2" width="11" height="1.6" rx=".8" />
      <rect x="7" y="14.2" width="11" height="1.6" rx=".8" />
    </svg>
  ),
  orderedList: (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={GLYPH} fill="currentColor" focusable="false">
      <text x="1" y="7" fontSize="6" fontWeight="700">
        1
      </text>
      <text x="1" y="12.5" fontSize="6" fontWeight="700">
        2
      </text>
      <text x="1" y="18" fontSize="6" fontWeight="700">
        3
      </text>
      <rect x="7" y="4.2" width="11" height="1.6" rx=".8" />
      <rect x="7" y="9.2" width="11" height="1.6" rx=".8" />
      <rect x="7" y="14.2" width="11" height="1.6" rx=".8" />
    </svg>
  ),
  link: (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={GLYPH}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      focusable="false"
    >
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5L10 5" strokeLinecap="round" />
      <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" strokeLinecap="round" />
    </svg>
  ),
  unlink: (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={GLYPH}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      focusable="false"
    >
      <path
        d="M12 6.5 13.5 5a3.5 3.5 0 0 1 5 5L17 11.5M8 13.5 6.5 15a3.5 3.5 0 0 1-5-5L3 8.5"
        strokeLinecap="round"
      />
      <path d="M3 3l14 14" strokeLinecap="round" />
    </svg>
  ),
} as const;
