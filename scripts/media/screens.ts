import { palette } from './palette.ts';
import { circle, group, line, path, polygon, polyline, range, rect, seeded, text } from './svg.ts';

// Screen contents and furniture for the indoor scenes: monitors, single-line diagrams,
// trends and desks.

/** A monitor (bezel, screen area and stand) with `content` drawn in screen coordinates. */
export function monitor(
  x: number,
  y: number,
  width: number,
  height: number,
  content: string,
  { stand = true, bezel = palette.slate900 } = {},
) {
  let out = '';
  if (stand) {
    out += rect(x + width / 2 - width * 0.04, y + height, width * 0.08, height * 0.16, palette.slate600);
    out += rect(
      x + width / 2 - width * 0.16,
      y + height * 1.14,
      width * 0.32,
      height * 0.035,
      palette.slate600,
      { rx: 3 },
    );
  }
  out += rect(x - 8, y - 8, width + 16, height + 16, bezel, { rx: 8 });
  out += group(content, { transform: `translate(${x} ${y})` });
  return out;
}

/** Dark UI background with a title bar. */
export function screenFrame(width: number, height: number, title = '') {
  return (
    rect(0, 0, width, height, '#0f2a4d') +
    rect(0, 0, width, 26, '#133864') +
    range(3)
      .map((i) => circle(14 + i * 14, 13, 4, [palette.red, palette.amber, '#7ee08a'][i] ?? palette.white))
      .join('') +
    (title ? text(60, 18, title, { size: 13, fill: palette.skyLight, weight: 700 }) : '')
  );
}

export type BusSpec = { label: string; voltage: string; x: number; y: number; width: number };

/**
 * A compact single-line diagram: a grid infeed, two transformers, a busbar and feeders
 * with load-flow arrows. Drawn in a box of `width` x `height` from (0, 0).
 */
export function singleLineDiagram(
  width: number,
  height: number,
  { ink = palette.skyLight, accent = palette.amber, flow = '#7ee08a', labels = true } = {},
) {
  const w = width;
  const h = height;
  const bus1 = h * 0.2;
  const bus2 = h * 0.62;
  let out = '';
  out += line(w * 0.12, bus1, w * 0.88, bus1, ink, 6);
  out += line(w * 0.08, bus2, w * 0.92, bus2, ink, 6);
  // Grid infeed.
  out += line(w * 0.5, h * 0.04, w * 0.5, bus1, ink, 2.4);
  out += polygon(
    [
      [w * 0.5 - 9, h * 0.04],
      [w * 0.5 + 9, h * 0.04],
      [w * 0.5, h * 0.04 + 14],
    ],
    ink,
  );
  // Two transformers between the busbars.
  for (const tx of [0.3, 0.7]) {
    const cx = w * tx;
    out += line(cx, bus1, cx, bus1 + h * 0.1, ink, 2.4);
    out += rect(cx - 8, bus1 + h * 0.03, 16, 16, 'none', { stroke: flow, 'stroke-width': 2.4 });
    out += circle(cx, bus1 + h * 0.17, h * 0.06, 'none', { stroke: ink, 'stroke-width': 2.4 });
    out += circle(cx, bus1 + h * 0.25, h * 0.06, 'none', { stroke: ink, 'stroke-width': 2.4 });
    out += line(cx, bus1 + h * 0.31, cx, bus2, ink, 2.4);
    out += arrow(cx + 18, bus1 + h * 0.06, cx + 18, bus1 + h * 0.3, accent);
  }
  // Feeders with flow arrows.
  for (const i of range(5)) {
    const fx = w * (0.16 + i * 0.17);
    out += line(fx, bus2, fx, h * 0.92, ink, 2.4);
    out += rect(fx - 7, bus2 + h * 0.06, 14, 14, 'none', {
      stroke: i === 3 ? palette.red : flow,
      'stroke-width': 2.2,
    });
    out += arrow(fx + 14, bus2 + h * 0.14, fx + 14, h * 0.88, accent);
    out += path(`M${fx - 10} ${h * 0.92} h20 l-10 12 z`, ink);
  }
  if (labels) {
    out += text(w * 0.89, bus1 - 10, '132 kV  1.00 p.u.', {
      size: Math.max(11, h * 0.04),
      fill: ink,
      anchor: 'end',
      weight: 700,
    });
    out += text(w * 0.91, bus2 - 10, '33 kV  1.02 p.u.', {
      size: Math.max(11, h * 0.04),
      fill: ink,
      anchor: 'end',
      weight: 700,
    });
    out += text(w * 0.5 + 14, h * 0.1, '48.6 MW  12.1 MVAr', { size: Math.max(10, h * 0.034), fill: accent });
  }
  return out;
}

export function arrow(x1: number, y1: number, x2: number, y2: number, colour: string) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const size = 9;
  return (
    line(x1, y1, x2, y2, colour, 2.4) +
    polygon(
      [
        [x2, y2],
        [x2 - size * Math.cos(angle - 0.45), y2 - size * Math.sin(angle - 0.45)],
        [x2 - size * Math.cos(angle + 0.45), y2 - size * Math.sin(angle + 0.45)],
      ],
      colour,
    )
  );
}

/** A small trend panel: axes and a wandering line, for dashboard screens. */
export function miniTrend(width: number, height: number, seed: number, colour: string = palette.amber) {
  const random = seeded(seed);
  let value = 0.5;
  const points = range(30).map((i) => {
    value = Math.min(0.9, Math.max(0.1, value + (random() - 0.5) * 0.18));
    return [8 + (i * (width - 16)) / 29, height - 8 - value * (height - 16)] as const;
  });
  return (
    rect(0, 0, width, height, '#12335c', { rx: 4 }) +
    range(3)
      .map((i) =>
        line(8, 8 + (i * (height - 16)) / 2, width - 8, 8 + (i * (height - 16)) / 2, palette.navy400, 1, {
          opacity: 0.5,
        }),
      )
      .join('') +
    polyline(points, colour, 2.2)
  );
}

/** A desk seen from the front: top, modesty panel and legs. */
export function desk(x: number, y: number, width: number, top = '#d8c3a5', frame = palette.slate600) {
  return (
    rect(x, y, width, 16, top, { rx: 3 }) +
    rect(x + 10, y + 16, width - 20, 70, frame, { opacity: 0.35 }) +
    rect(x + 14, y + 16, 10, 170, frame) +
    rect(x + width - 24, y + 16, 10, 170, frame)
  );
}

/** An office chair seen from behind. */
export function chair(cx: number, seatY: number, colour: string = palette.navy700) {
  return (
    rect(cx - 44, seatY - 120, 88, 110, colour, { rx: 22 }) +
    rect(cx - 50, seatY - 8, 100, 18, colour, { rx: 8 }) +
    rect(cx - 5, seatY + 10, 10, 56, palette.slate600) +
    line(cx - 48, seatY + 70, cx + 48, seatY + 70, palette.slate600, 6)
  );
}

/** A seated figure seen from behind: head and shoulders only, no features. */
export function seatedFromBehind(cx: number, seatY: number, shirt: string, hair: string = palette.slate900) {
  return group(
    path(`M${cx - 58} ${seatY - 30} q0 -80 58 -84 q58 4 58 84 z`, shirt) +
      rect(cx - 12, seatY - 128, 24, 20, '#b98566') +
      circle(cx, seatY - 150, 32, hair),
  );
}

export function plant(x: number, baseY: number, size: number) {
  return (
    path(
      `M${x - size * 0.35} ${baseY - size * 0.5} h${size * 0.7} l${-size * 0.08} ${size * 0.5} h${-size * 0.54} z`,
      palette.slate600,
    ) +
    circle(x - size * 0.2, baseY - size * 0.8, size * 0.32, palette.green) +
    circle(x + size * 0.2, baseY - size * 0.85, size * 0.3, palette.greenLight) +
    circle(x, baseY - size * 1.1, size * 0.32, palette.green)
  );
}
