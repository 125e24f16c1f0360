import { palette } from './palette.ts';
import { circle, ellipse, group, line, type Point, path, polygon, range, rect } from './svg.ts';

// Side-on drawings of plant: pylons, gantries, transformers, containers, drums and people.
// Each takes its foot position and size, and returns SVG (pylons also their wire points).

export function pylon(x: number, baseY: number, height: number, colour: string, width = 1.6) {
  const halfBase = height * 0.16;
  const halfTop = height * 0.045;
  const top = baseY - height;
  const legAt = (t: number) => halfBase + (halfTop - halfBase) * t;
  let lattice = '';
  const bays = 9;
  for (let i = 0; i < bays; i++) {
    const t1 = i / bays;
    const t2 = (i + 1) / bays;
    const y1 = baseY - height * 0.92 * t1;
    const y2 = baseY - height * 0.92 * t2;
    lattice += line(x - legAt(t1), y1, x + legAt(t2), y2, colour, width * 0.55);
    lattice += line(x + legAt(t1), y1, x - legAt(t2), y2, colour, width * 0.55);
  }
  const legs =
    line(x - halfBase, baseY, x - halfTop, top + height * 0.08, colour, width * 1.3) +
    line(x + halfBase, baseY, x + halfTop, top + height * 0.08, colour, width * 1.3) +
    polygon(
      [
        [x - halfTop, top + height * 0.08],
        [x, top],
        [x + halfTop, top + height * 0.08],
      ],
      'none',
      { stroke: colour, 'stroke-width': width },
    );
  const armLevels = [0.2, 0.36, 0.52];
  const armSpan = [0.3, 0.36, 0.3];
  const wirePoints: Point[] = [];
  let arms = '';
  armLevels.forEach((level, index) => {
    const y = top + height * level;
    const span = height * (armSpan[index] ?? 0.3);
    arms += polygon(
      [
        [x - span, y],
        [x + span, y],
        [x + halfTop * 1.4, y + height * 0.04],
        [x - halfTop * 1.4, y + height * 0.04],
      ],
      'none',
      { stroke: colour, 'stroke-width': width },
    );
    for (const side of [-1, 1]) {
      const ax = x + side * span * 0.92;
      const insulator = height * 0.06;
      arms += line(ax, y, ax, y + insulator, colour, width * 1.2);
      wirePoints.push([ax, y + insulator]);
    }
  });
  const earthWire: Point = [x, top];
  return { svg: group(legs + lattice + arms), wirePoints, earthWire };
}

/** Conductors sagging between two sets of attachment points. */
export function wires(
  from: readonly Point[],
  to: readonly Point[],
  sag: number,
  colour: string,
  width = 1.2,
  opacity = 0.85,
) {
  return group(
    from
      .map((start, index) => {
        const end = to[index];
        if (!end) return '';
        const midX = (start[0] + end[0]) / 2;
        const midY = (start[1] + end[1]) / 2 + sag;
        return path(`M${start[0]} ${start[1]} Q${midX} ${midY + sag} ${end[0]} ${end[1]}`, 'none', {
          stroke: colour,
          'stroke-width': width,
        });
      })
      .join(''),
    { opacity },
  );
}

export type TransformerColours = { tank: string; shade: string; light: string; bushing: string };

export const transformerGrey: TransformerColours = {
  tank: '#7d8fa3',
  shade: '#5f7186',
  light: '#a6b6c7',
  bushing: '#c7d2de',
};

/** Power transformer: plinth, tank, radiator banks, HV and LV bushings and conservator. */
export function transformer(
  x: number,
  baseY: number,
  scale: number,
  colours: TransformerColours = transformerGrey,
) {
  const s = scale;
  const tankW = 150 * s;
  const tankH = 100 * s;
  const plinthH = 16 * s;
  const tankTop = baseY - plinthH - tankH;
  let out = rect(x - 20 * s, baseY - plinthH, tankW + 40 * s, plinthH, palette.concrete);
  out += rect(x - 20 * s, baseY - plinthH, tankW + 40 * s, 4 * s, palette.white, { opacity: 0.35 });
  // Radiator banks on both ends.
  for (const [rx, dir] of [
    [x - 18 * s, 1],
    [x + tankW + 4 * s, 1],
  ] as const) {
    out += rect(rx, tankTop + 12 * s, 14 * s * dir, tankH - 14 * s, colours.shade);
    out += range(5)
      .map((i) =>
        rect(rx + i * 2.8 * s, tankTop + 14 * s, 1.4 * s, tankH - 18 * s, colours.light, { opacity: 0.7 }),
      )
      .join('');
  }
  out += rect(x, tankTop, tankW, tankH, colours.tank, { rx: 3 * s });
  out += rect(x, tankTop, tankW * 0.22, tankH, colours.light, { opacity: 0.25 });
  out += rect(x, tankTop - 6 * s, tankW, 8 * s, colours.shade, { rx: 2 * s });
  out += range(6)
    .map((i) =>
      line(
        x + (i + 0.5) * (tankW / 6),
        tankTop + 8 * s,
        x + (i + 0.5) * (tankW / 6),
        tankTop + tankH - 6 * s,
        colours.shade,
        1.2 * s,
        { opacity: 0.45 },
      ),
    )
    .join('');
  // Conservator and its pipe.
  out += rect(x + tankW * 0.55, tankTop - 44 * s, tankW * 0.5, 18 * s, colours.tank, { rx: 9 * s });
  out += line(x + tankW * 0.8, tankTop - 26 * s, x + tankW * 0.8, tankTop - 6 * s, colours.shade, 3 * s);
  // HV bushings (three tall) and LV bushings (three short).
  for (const i of range(3)) {
    out += bushing(x + tankW * (0.12 + i * 0.14), tankTop - 6 * s, 62 * s, 7 * s, colours.bushing);
    out += bushing(x + tankW * (0.6 + i * 0.12), tankTop - 6 * s, 24 * s, 5 * s, colours.bushing);
  }
  return out;
}

function bushing(x: number, baseY: number, height: number, width: number, colour: string) {
  const sheds = range(Math.max(3, Math.round(height / (width * 1.1))))
    .map((i, _, all) => {
      const y = baseY - (height * (i + 0.6)) / (all.length + 0.4);
      return ellipse(x, y, width * 0.95, width * 0.28, colour);
    })
    .join('');
  return (
    polygon(
      [
        [x - width * 0.55, baseY],
        [x + width * 0.55, baseY],
        [x + width * 0.25, baseY - height],
        [x - width * 0.25, baseY - height],
      ],
      colour,
    ) +
    sheds +
    circle(x, baseY - height, width * 0.35, palette.slate600)
  );
}

/** Lattice H-frame gantry with a beam and strain insulators hanging from it. */
export function gantry(
  x: number,
  baseY: number,
  width: number,
  height: number,
  colour: string,
  lineWidth = 1.4,
) {
  const postW = Math.max(8, width * 0.05);
  let out = '';
  for (const px of [x, x + width - postW]) {
    out += rect(px, baseY - height, postW, height, 'none', { stroke: colour, 'stroke-width': lineWidth });
    for (let y = baseY; y > baseY - height + postW; y -= postW * 1.6) {
      out += line(px, y, px + postW, y - postW * 1.6, colour, lineWidth * 0.6);
    }
  }
  const beamY = baseY - height;
  const beamH = postW * 1.1;
  out += rect(x, beamY, width, beamH, 'none', { stroke: colour, 'stroke-width': lineWidth });
  for (let bx = x; bx < x + width - beamH; bx += beamH * 1.4) {
    out += line(bx, beamY + beamH, bx + beamH * 1.4, beamY, colour, lineWidth * 0.6);
  }
  const attach: Point[] = range(3).map((i) => [x + width * (0.25 + i * 0.25), beamY + beamH + height * 0.1]);
  for (const [ax, ay] of attach) {
    out += line(ax, beamY + beamH, ax, ay, colour, lineWidth * 1.6);
  }
  return { svg: group(out), attach };
}

/** A shipping-style container seen side-on: ribs, doors and an optional vent bank. */
export function container(
  x: number,
  baseY: number,
  width: number,
  height: number,
  { body = '#e6ebf0', rib = '#cfd7df', trim = palette.slate500, accent = palette.amber, vents = 0 } = {},
) {
  const top = baseY - height;
  let out = rect(x - 4, baseY - 6, width + 8, 8, palette.slate400);
  out += rect(x, top, width, height - 6, body, { rx: 2 });
  out += range(Math.floor(width / 14))
    .map((i) => rect(x + 6 + i * 14, top + 6, 5, height - 20, rib, { opacity: 0.8 }))
    .join('');
  out += rect(x, top, width, 6, trim);
  out += rect(x, baseY - 12, width, 6, trim, { opacity: 0.8 });
  out += rect(x + width * 0.06, top + height * 0.22, width * 0.1, height * 0.6, '#f8fafc', {
    stroke: trim,
    'stroke-width': 1.4,
  });
  out += rect(x + width * 0.06, top + height * 0.22, width * 0.1, 4, accent);
  for (const i of range(vents)) {
    const vx = x + width * 0.3 + i * width * 0.16;
    out += rect(vx, top + height * 0.3, width * 0.11, height * 0.34, palette.slate300, {
      stroke: trim,
      'stroke-width': 1,
    });
    out += range(6)
      .map((k) =>
        line(
          vx + 3,
          top + height * 0.33 + k * height * 0.05,
          vx + width * 0.11 - 3,
          top + height * 0.33 + k * height * 0.05,
          trim,
          1,
          { opacity: 0.7 },
        ),
      )
      .join('');
  }
  return out;
}
