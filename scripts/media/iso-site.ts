import { type IsoView, iso, isoBox, isoLine } from './iso.ts';
import { shade, type Vec3 } from './iso-equipment.ts';
import { palette } from './palette.ts';
import { circle, ellipse, group, path, range, rect, round } from './svg.ts';

// Isometric site details: fences, trees, gantries and conductors.

/** Perimeter fence: draw the 'back' edges before the plant and the 'front' edges after it. */
export function isoFence(
  view: IsoView,
  [x, y]: readonly [number, number],
  [w, d]: readonly [number, number],
  side: 'back' | 'front',
  { height = 0.9, colour = palette.slate500 } = {},
) {
  let out = '';
  const edges: [number, number, number, number][] =
    side === 'front'
      ? [
          [x, y + d, x + w, y + d],
          [x + w, y, x + w, y + d],
        ]
      : [
          [x, y, x + w, y],
          [x, y, x, y + d],
        ];
  for (const [x1, y1, x2, y2] of edges) {
    const length = Math.hypot(x2 - x1, y2 - y1);
    const posts = Math.max(2, Math.round(length / 1.2));
    for (const i of range(posts + 1)) {
      const px = x1 + ((x2 - x1) * i) / posts;
      const py = y1 + ((y2 - y1) * i) / posts;
      out += isoLine(
        view,
        [
          [px, py, 0],
          [px, py, height],
        ],
        colour,
        1.3,
      );
    }
    for (const k of [0.35, 0.7, 1])
      out += isoLine(
        view,
        [
          [x1, y1, height * k],
          [x2, y2, height * k],
        ],
        colour,
        0.8,
        { opacity: 0.7 },
      );
  }
  return group(out, { opacity: 0.8 });
}

export function isoTree(
  view: IsoView,
  [x, y]: readonly [number, number],
  size = 1,
  colour = palette.greenLight,
) {
  const [bx, by] = iso(view, x, y, 0);
  const r = view.scale * 0.55 * size;
  return (
    ellipse(bx + r * 0.2, by, r * 0.8, r * 0.3, palette.navy, { opacity: 0.1 }) +
    rect(bx - 2, by - r * 1.6, 4, r * 1.6, palette.earthDark) +
    circle(bx, by - r * 1.9, r, colour) +
    circle(bx - r * 0.35, by - r * 2.1, r * 0.45, shade(colour, 1.12), { opacity: 0.7 })
  );
}

/** Lattice gantry: two posts and a beam, with insulators hanging below the beam. */
export function isoGantry(
  view: IsoView,
  [x, y]: readonly [number, number],
  span: number,
  height: number,
  colour = palette.slate500,
) {
  let out = '';
  for (const py of [y, y + span]) {
    out += isoBox(view, [x, py, 0], [0.25, 0.25, height], {
      top: colour,
      left: colour,
      right: shade(colour, 0.8),
    });
  }
  out += isoBox(view, [x, y, height], [0.25, span + 0.25, 0.3], {
    top: shade(colour, 1.2),
    left: colour,
    right: shade(colour, 0.8),
  });
  const attach: Vec3[] = range(3).map((i) => [x + 0.12, y + span * (0.25 + i * 0.25), height - 0.5] as const);
  for (const [ax, ay, az] of attach)
    out += isoLine(
      view,
      [
        [ax, ay, height],
        [ax, ay, az],
      ],
      palette.slate300,
      3,
    );
  return { svg: group(out), attach };
}

export function isoWire(view: IsoView, from: Vec3, to: Vec3, colour = palette.slate500, sag = 0.3) {
  const mid: Vec3 = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2 - sag];
  const [ax, ay] = iso(view, ...from);
  const [mx, my] = iso(view, ...mid);
  const [bx, by] = iso(view, ...to);
  const qx = round(mx * 2 - (ax + bx) / 2);
  const qy = round(my * 2 - (ay + by) / 2);
  return path(`M${round(ax)} ${round(ay)} Q${qx} ${qy} ${round(bx)} ${round(by)}`, 'none', {
    stroke: colour,
    'stroke-width': 1.4,
  });
}
