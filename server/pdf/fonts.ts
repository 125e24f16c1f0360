import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Decision 028: Inter (OFL), the first font of the site's stack, embedded and subset. The
// @fontsource/inter package's WOFF files, not its WOFF2: fontkit cannot subset WOFF2. Found
// through the package resolver, so the same code works from the sources (server/pdf/) and from
// the bundle (build/node-server/), both of which see the project's node_modules.

export const FONT = {
  regular: 'Inter',
  medium: 'Inter Medium',
  semibold: 'Inter SemiBold',
  bold: 'Inter Bold',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

const WEIGHTS: Record<FontName, number> = {
  [FONT.regular]: 400,
  [FONT.medium]: 500,
  [FONT.semibold]: 600,
  [FONT.bold]: 700,
};

const require = createRequire(import.meta.url);

/** The file of one weight of Inter's Latin subset. */
export function interFile(weight: number): string {
  return require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
}

let loaded: Map<FontName, Buffer> | undefined;

// Read once per thread: four files of about 30 kB each.
function fontBytes(): Map<FontName, Buffer> {
  loaded ??= new Map(
    (Object.entries(WEIGHTS) as [FontName, number][]).map(([name, weight]) => [
      name,
      readFileSync(interFile(weight)),
    ]),
  );
  return loaded;
}

/** Registers Inter's four weights on a document under the names in FONT. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, bytes] of fontBytes()) doc.registerFont(name, bytes);
}

// The Latin subset has no Greek or arrows; engineering text uses a few of them. Each becomes
// what a reader would say, instead of an empty box.
const SUBSTITUTES: Record<string, string> = {
  Ω: 'ohm',
  Δ: 'delta ',
  φ: 'phi',
  '→': '–',
  '←': '–',
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '√': 'sqrt ',
};
const SUBSTITUTED = new RegExp(`[${Object.keys(SUBSTITUTES).join('')}]`, 'g');

/** Text the embedded font can draw: characters outside its subset replaced by words. */
export function printable(text: string): string {
  return text.replace(SUBSTITUTED, (char) => SUBSTITUTES[char] ?? char);
}
