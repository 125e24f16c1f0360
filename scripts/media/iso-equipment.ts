import {
  type IsoView,
  iso,
  isoBox,
  isoFloorRect,
  isoLeftFaceRect,
  isoLine,
  isoRightFaceRect,
} from './iso.ts';
import { palette } from './palette.ts';
import { circle, ellipse, group, line, linearGradient, range, rect, svgDocument } from './svg.ts';

// Isometric plant for the "platform" illustrations: a slab floating on a soft background with
// containers, transformers, inverters and fences standing on it.

export type Vec3 = readonly [number, number, number];

/** Background gradient plus a soft halo, shared by all platform scenes. */
export function platformBackdrop(width: number, height: number, tint = palette.mist) {
  const defs =
    linearGradient('backdrop', [
      [0, palette.paper],
      [1, tint],
    ]) +
    linearGradient('slab-side', [
      [0, palette.slate300],
      [1, palette.slate400],
    ]);
  const body =
    rect(0, 0, width, height, 'url(#backdrop)') +
    ellipse(width / 2, height * 0.62, width * 0.45, height * 0.32, palette.white, { opacity: 0.55 });
  return { defs, body };
}

export function platformDocument(width: number, height: number, body: string, defs = '', tint?: string) {
  const backdrop = platformBackdrop(width, height, tint);
  return svgDocument(width, height, backdrop.body + group(body), backdrop.defs + defs);
}

/** The slab: a gravel or grass top over concrete sides. */
export function slab(
  view: IsoView,
  size: readonly [number, number],
  depth: number,
  top: string,
  sides = palette.slate400,
) {
  return isoBox(view, [0, 0, -depth], [size[0], size[1], depth], { top, left: sides, right: shade(sides) });
}

/** A darker shade of a #rrggbb colour for the right-hand faces. */
export function shade(hex: string, amount = 0.82): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * amount);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

export function isoShadow(
  view: IsoView,
  [x, y]: readonly [number, number],
  [w, d]: readonly [number, number],
) {
  return isoFloorRect(view, [x + 0.15, y + 0.25], [w + 0.2, d + 0.2], 0, palette.navy, { opacity: 0.12 });
}

/** Container: ribbed walls, a door on the left face and louvres on the right face. */
export function isoContainer(
  view: IsoView,
  [x, y, z]: Vec3,
  [w, d, h]: Vec3,
  { body = '#e9eef3', trim = palette.slate500, accent = palette.amber, doors = 1, vents = 2 } = {},
) {
  let out = isoShadow(view, [x, y], [w, d]);
  out += isoBox(view, [x, y, z], [w, d, h], { top: '#f8fafc', left: body, right: shade(body, 0.86) });
  const ribs = Math.floor(w / 0.45);
  for (const i of range(ribs)) {
    const rx = x + 0.25 + i * 0.45;
    out += isoLine(
      view,
      [
        [rx, y + d, z + 0.1],
        [rx, y + d, z + h - 0.1],
      ],
      shade(body, 0.9),
      1.2,
    );
  }
  for (const i of range(doors)) {
    const dx = x + 0.4 + i * 1.4;
    out += isoLeftFaceRect(view, y + d, [dx, z + 0.05], [0.9, h * 0.78], palette.white, {
      stroke: trim,
      'stroke-width': 1.2,
    });
    out += isoLeftFaceRect(view, y + d, [dx, z + h * 0.78], [0.9, 0.12], accent);
  }
  for (const i of range(vents)) {
    const vy = y + 0.4 + i * ((d - 0.6) / Math.max(1, vents));
    out += isoRightFaceRect(
      view,
      x + w,
      [vy, z + h * 0.3],
      [Math.min(0.8, d / (vents + 1)), h * 0.45],
      palette.slate300,
      {
        stroke: trim,
        'stroke-width': 1,
      },
    );
  }
  out += isoBox(view, [x - 0.05, y - 0.05, z + h], [w + 0.1, d + 0.1, 0.08], {
    top: '#c3ccd6',
    left: trim,
    right: shade(trim, 0.8),
  });
  return group(out);
}

/** Power transformer: tank, radiator fins, bushings and conservator. */
export function isoTransformer(view: IsoView, [x, y, z]: Vec3, scale = 1, tank = '#8395aa') {
  const s = scale;
  let out = isoShadow(view, [x - 0.3 * s, y - 0.3 * s], [2.8 * s, 2.4 * s]);
  out += isoBox(view, [x - 0.2 * s, y - 0.2 * s, z], [2.6 * s, 2.2 * s, 0.3], {
    top: palette.concrete,
    left: palette.slate300,
    right: palette.slate400,
  });
  out += isoBox(view, [x, y, z + 0.3], [2.2 * s, 1.8 * s, 2 * s], {
    top: shade(tank, 1.12),
    left: tank,
    right: shade(tank, 0.8),
  });
  for (const i of range(5)) {
    out += isoBox(view, [x + 0.1 * s + i * 0.4 * s, y + 1.8 * s, z + 0.5], [0.12 * s, 0.35 * s, 1.4 * s], {
      top: shade(tank, 1.1),
      left: shade(tank, 0.9),
      right: shade(tank, 0.75),
    });
  }
  out += isoBox(view, [x + 1.5 * s, y + 0.2 * s, z + 0.3 + 2.5 * s], [0.6 * s, 1.4 * s, 0.5 * s], {
    top: shade(tank, 1.12),
    left: tank,
    right: shade(tank, 0.8),
  });
  out += isoLine(
    view,
    [
      [x + 1.8 * s, y + 0.9 * s, z + 0.3 + 2 * s],
      [x + 1.8 * s, y + 0.9 * s, z + 0.3 + 2.5 * s],
    ],
    shade(tank, 0.7),
    3,
  );
  for (const i of range(3)) {
    out += isoBushing(view, [x + 0.4 * s, y + (0.4 + i * 0.5) * s, z + 0.3 + 2 * s], 1.3 * s);
    out += isoBushing(view, [x + 1.2 * s, y + (0.4 + i * 0.5) * s, z + 0.3 + 2 * s], 0.6 * s);
  }
  return group(out);
}

function isoBushing(view: IsoView, [x, y, z]: Vec3, height: number) {
  const [bx, by] = iso(view, x, y, z);
  const [tx, ty] = iso(view, x, y, z + height);
  const sheds = Math.max(3, Math.round(height * 5));
  let out = line(bx, by, tx, ty, '#c5d0dc', view.scale * 0.12);
  for (const i of range(sheds)) {
    const t = (i + 0.5) / sheds;
    out += ellipse(bx + (tx - bx) * t, by + (ty - by) * t, view.scale * 0.12, view.scale * 0.05, '#dbe3ec');
  }
  return out + circle(tx, ty, view.scale * 0.06, palette.slate600);
}

/** Power conversion unit or inverter skid: a low cabinet with a fan grille. */
export function isoInverter(view: IsoView, [x, y, z]: Vec3, [w, d, h]: Vec3, colour = palette.slate600) {
  let out = isoShadow(view, [x, y], [w, d]);
  out += isoBox(view, [x, y, z], [w, d, h], {
    top: shade(colour, 1.35),
    left: colour,
    right: shade(colour, 0.8),
  });
  out += isoLeftFaceRect(view, y + d, [x + 0.15, z + h * 0.55], [w * 0.4, h * 0.3], palette.sky, {
    opacity: 0.8,
  });
  const [cx, cy] = iso(view, x + w / 2, y + d / 2, z + h);
  out += ellipse(
    cx,
    cy,
    view.scale * Math.min(w, d) * 0.3,
    view.scale * Math.min(w, d) * 0.16,
    shade(colour, 0.6),
  );
  out += circle(...iso(view, x + w - 0.2, y + d, z + h * 0.25), 2.5, '#7ee08a');
  return group(out);
}
