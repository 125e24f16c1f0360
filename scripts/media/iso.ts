import { type Attributes, type Point, polygon, polyline } from './svg.ts';

// Isometric projection for the "platform" illustrations: world x runs down-right, y runs
// down-left, z is up; one world unit is `scale` pixels along each axis.

export type IsoView = { originX: number; originY: number; scale: number };

const COS30 = Math.cos(Math.PI / 6);

export function iso(view: IsoView, x: number, y: number, z = 0): Point {
  return [view.originX + (x - y) * COS30 * view.scale, view.originY + ((x + y) * 0.5 - z) * view.scale];
}

export type BoxColours = { top: string; left: string; right: string; stroke?: string };

/** A solid box with its top and the two faces turned to the viewer. */
export function isoBox(
  view: IsoView,
  [x, y, z]: readonly [number, number, number],
  [w, d, h]: readonly [number, number, number],
  colours: BoxColours,
): string {
  const p = (px: number, py: number, pz: number) => iso(view, px, py, pz);
  const extra: Attributes = colours.stroke
    ? { stroke: colours.stroke, 'stroke-width': 1, 'stroke-linejoin': 'round' }
    : {};
  const top = polygon(
    [p(x, y, z + h), p(x + w, y, z + h), p(x + w, y + d, z + h), p(x, y + d, z + h)],
    colours.top,
    extra,
  );
  const left = polygon(
    [p(x, y + d, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x, y + d, z + h)],
    colours.left,
    extra,
  );
  const right = polygon(
    [p(x + w, y, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x + w, y, z + h)],
    colours.right,
    extra,
  );
  return left + right + top;
}

/** A flat quad on the face x = const (the right-hand face), for doors and vents. */
export function isoRightFaceRect(
  view: IsoView,
  x: number,
  [y, z]: readonly [number, number],
  [d, h]: readonly [number, number],
  fill: string,
  extra: Attributes = {},
): string {
  return polygon(
    [iso(view, x, y, z), iso(view, x, y + d, z), iso(view, x, y + d, z + h), iso(view, x, y, z + h)],
    fill,
    extra,
  );
}

/** A flat quad on the face y = const (the left-hand face). */
export function isoLeftFaceRect(
  view: IsoView,
  y: number,
  [x, z]: readonly [number, number],
  [w, h]: readonly [number, number],
  fill: string,
  extra: Attributes = {},
): string {
  return polygon(
    [iso(view, x, y, z), iso(view, x + w, y, z), iso(view, x + w, y, z + h), iso(view, x, y, z + h)],
    fill,
    extra,
  );
}

/** A flat quad lying on the plane z = const. */
export function isoFloorRect(
  view: IsoView,
  [x, y]: readonly [number, number],
  [w, d]: readonly [number, number],
  z: number,
  fill: string,
  extra: Attributes = {},
): string {
  return polygon(
    [iso(view, x, y, z), iso(view, x + w, y, z), iso(view, x + w, y + d, z), iso(view, x, y + d, z)],
    fill,
    extra,
  );
}

export function isoLine(
  view: IsoView,
  points: readonly (readonly [number, number, number])[],
  stroke: string,
  width: number,
  extra: Attributes = {},
): string {
  return polyline(
    points.map(([x, y, z]) => iso(view, x, y, z)),
    stroke,
    width,
    extra,
  );
}
