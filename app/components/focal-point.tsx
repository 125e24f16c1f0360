import { type CSSProperties, createContext, type ReactNode, use } from 'react';

// Decision 025: staff set a focal point on each picture of the media library (0 to 1 across and
// down). Where a page crops a stored picture to its box (object-fit: cover), the picture is
// placed on that point (object-position), so the subject stays in the crop at every width. The
// page's loader reads the points of the pictures it shows in one query (focal-positions.ts) and
// the page hands them down through this context; a picture without a point, or with the
// middle (the default), gets no style at all, so such pages render as they always did.

/** `object-position` values keyed by the picture's URL as the page shows it. */
export type FocalPositions = Readonly<Record<string, string>>;

const NONE: FocalPositions = {};
const FocalPositionsContext = createContext<FocalPositions>(NONE);

/** A percentage with at most two decimals: 0.3 → "30%", not "30.000000000000004%". */
function percent(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100}%`;
}

/** The `object-position` for a focal point; undefined for the middle, where the browser puts it anyway. */
export function objectPositionOf(point: { x: number; y: number }): string | undefined {
  if (point.x === 0.5 && point.y === 0.5) return undefined;
  return `${percent(point.x)} ${percent(point.y)}`;
}

export function FocalPositionsProvider({
  positions,
  children,
}: {
  /** Absent when no picture of the page has a focal point off the middle. */
  positions: FocalPositions | undefined;
  children: ReactNode;
}) {
  return <FocalPositionsContext value={positions ?? NONE}>{children}</FocalPositionsContext>;
}

/**
 * For the pictures of the page: the style that places the picture at a URL on its focal point,
 * or undefined (centred, no style attribute).
 */
export function useFocalStyle(): (url: string | undefined) => CSSProperties | undefined {
  const positions = use(FocalPositionsContext);
  return (url) => {
    const position = url === undefined ? undefined : positions[url];
    return position === undefined ? undefined : { objectPosition: position };
  };
}
