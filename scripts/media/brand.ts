// The brand mark, drawn once here for the favicon, the share card and the PDF headers.
// app/components/logo.tsx draws the same shapes for the page header: keep the two in step.
// Geometry is on a 64 x 64 grid: a navy rounded square, a white transmission-pylon outline
// (tower and cross-arm) and an amber lightning bolt.

export const brandColours = {
  navy: '#0b2545',
  navy700: '#13315c',
  navy500: '#1d4e89',
  amber: '#f2a900',
  white: '#ffffff',
} as const;

export const markGeometry = {
  size: 64,
  cornerRadius: 14,
  towerPath: 'M17 54 32 9l15 45',
  armPath: 'M12 22h40M12 22v4M52 22v4',
  strokeWidth: 3.2,
  boltPath: 'M35 25 24.5 42h7L29 55l11-18h-7.5z',
  boltOutlineWidth: 2.4,
} as const;

/** The mark as an SVG fragment at (x, y) scaled to `size` pixels. */
export function markSvg(x: number, y: number, size: number, isInverted = false): string {
  const g = markGeometry;
  const square = isInverted ? brandColours.white : brandColours.navy;
  const tower = isInverted ? brandColours.navy : brandColours.white;
  return `<g transform="translate(${x} ${y}) scale(${size / g.size})">
<rect width="64" height="64" rx="${g.cornerRadius}" fill="${square}"/>
<path d="${g.towerPath} ${g.armPath}" fill="none" stroke="${tower}" stroke-width="${g.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${g.boltPath}" fill="${brandColours.amber}" stroke="${square}" stroke-width="${g.boltOutlineWidth}" stroke-linejoin="round"/>
</g>`;
}

/** public/favicon.svg: the mark alone. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markSvg(0, 0, 64)}</svg>\n`;
}
