import { palette } from './palette.ts';
import {
  circle,
  group,
  line,
  linearGradient,
  type Point,
  path,
  polygon,
  radialGradient,
  range,
  rect,
  seeded,
} from './svg.ts';

// Side-on landscape pieces shared by the full-bleed scenes: skies, hills, ground, stars, trees.

export type SkyKind = 'dusk' | 'day' | 'night' | 'golden' | 'blueHour';

const skyStops: Record<SkyKind, readonly (readonly [number, string])[]> = {
  dusk: [
    [0, '#0b2545'],
    [0.45, '#2c4a7a'],
    [0.75, '#a06a8a'],
    [1, '#f4a259'],
  ],
  day: [
    [0, '#7fa7cf'],
    [0.6, '#bcd3e8'],
    [1, '#eef4f9'],
  ],
  golden: [
    [0, '#5b86b5'],
    [0.55, '#b9cbe0'],
    [0.85, '#f6d6a0'],
    [1, '#f7c873'],
  ],
  blueHour: [
    [0, '#0b2545'],
    [0.5, '#1d4e89'],
    [0.85, '#6b8fbf'],
    [1, '#c9a98f'],
  ],
  night: [
    [0, '#050f1f'],
    [0.6, '#0b2545'],
    [1, '#173a63'],
  ],
};

/** Sky gradient behind everything, with an optional glow where the sun has set. */
export function sky(width: number, horizon: number, kind: SkyKind, glowX = width * 0.3) {
  const defs =
    linearGradient(`sky-${kind}`, skyStops[kind]) +
    radialGradient('sun-glow', [
      [0, kind === 'night' ? '#8da9c4' : '#ffe2a8', kind === 'night' ? 0.25 : 0.9],
      [1, kind === 'night' ? '#8da9c4' : '#ffe2a8', 0],
    ]);
  const glow = kind === 'day' ? '' : circle(glowX, horizon, width * 0.28, 'url(#sun-glow)');
  return { defs, body: rect(0, 0, width, horizon + 4, `url(#sky-${kind})`) + glow };
}

/** A soft ridge line from x=0 to width, filled down to `bottom`. */
export function hills(
  width: number,
  baseY: number,
  amplitude: number,
  seed: number,
  fill: string,
  bottom: number,
) {
  const random = seeded(seed);
  const phases = range(3).map(() => random() * Math.PI * 2);
  const periods = [width / 1.3, width / 3.1, width / 7.7];
  const points: Point[] = range(65).map((index) => {
    const x = (width * index) / 64;
    const y =
      baseY -
      amplitude *
        (0.55 * Math.sin((x / (periods[0] ?? 1)) * Math.PI * 2 + (phases[0] ?? 0)) +
          0.3 * Math.sin((x / (periods[1] ?? 1)) * Math.PI * 2 + (phases[1] ?? 0)) +
          0.15 * Math.sin((x / (periods[2] ?? 1)) * Math.PI * 2 + (phases[2] ?? 0)));
    return [x, y];
  });
  return polygon([[0, bottom], ...points, [width, bottom]], fill);
}

export function ground(width: number, top: number, height: number, near: string, far: string, id = 'ground') {
  const defs = linearGradient(id, [
    [0, far],
    [1, near],
  ]);
  return { defs, body: rect(0, top, width, height - top, `url(#${id})`) };
}

export function stars(width: number, height: number, count: number, seed: number, opacity = 0.7) {
  const random = seeded(seed);
  return group(
    range(count)
      .map(() =>
        circle(random() * width, random() * height, 0.6 + random() * 1.4, '#ffffff', {
          opacity: round2(opacity * (0.3 + random() * 0.7)),
        }),
      )
      .join(''),
  );
}

function round2(value: number) {
  return Math.round(value * 100) / 100;
}

/** A rounded deciduous tree or a row of them, as simple silhouettes. */
export function tree(x: number, baseY: number, height: number, fill: string, trunk = palette.earthDark) {
  const crown = height * 0.62;
  return (
    rect(x - height * 0.03, baseY - height * 0.42, height * 0.06, height * 0.42, trunk) +
    path(
      `M${x - crown * 0.42} ${baseY - height * 0.36} a ${crown * 0.42} ${crown * 0.42} 0 0 1 ${crown * 0.1} ${-crown * 0.6} a ${crown * 0.36} ${crown * 0.36} 0 0 1 ${crown * 0.64} ${-crown * 0.05} a ${crown * 0.4} ${crown * 0.4} 0 0 1 ${crown * 0.1} ${crown * 0.62} z`,
      fill,
    )
  );
}

export function treeLine(
  fromX: number,
  toX: number,
  baseY: number,
  height: number,
  fill: string,
  seed: number,
) {
  const random = seeded(seed);
  let x = fromX;
  let out = '';
  while (x < toX) {
    const h = height * (0.7 + random() * 0.5);
    out += tree(x, baseY, h, fill, fill);
    x += h * (0.35 + random() * 0.3);
  }
  return out;
}

export function cloud(x: number, y: number, size: number, fill: string, opacity = 0.6) {
  return group(
    circle(x, y, size * 0.5, fill) +
      circle(x + size * 0.55, y - size * 0.2, size * 0.62, fill) +
      circle(x + size * 1.15, y, size * 0.45, fill) +
      rect(x, y - size * 0.05, size * 1.15, size * 0.5, fill),
    { opacity },
  );
}

export function shadow(cx: number, cy: number, rx: number, opacity = 0.18) {
  return path(
    `M${cx - rx} ${cy} a ${rx} ${rx * 0.12} 0 1 0 ${rx * 2} 0 a ${rx} ${rx * 0.12} 0 1 0 ${-rx * 2} 0`,
    palette.navy,
    {
      opacity,
    },
  );
}

export function gravel(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  dots: string,
  seed: number,
) {
  const random = seeded(seed);
  const specks = range(Math.round((width * height) / 900))
    .map(() =>
      circle(x + random() * width, y + random() * height, 0.8 + random() * 1.4, dots, { opacity: 0.5 }),
    )
    .join('');
  return rect(x, y, width, height, fill) + specks;
}

export function fence(x1: number, x2: number, baseY: number, height: number, colour: string) {
  const posts = range(Math.max(2, Math.round((x2 - x1) / 40)) + 1)
    .map((index, _, all) => {
      const x = x1 + ((x2 - x1) * index) / (all.length - 1);
      return line(x, baseY, x, baseY - height, colour, 2.2);
    })
    .join('');
  const wires = range(4)
    .map((index) =>
      line(x1, baseY - (height * (index + 1)) / 4.4, x2, baseY - (height * (index + 1)) / 4.4, colour, 0.9, {
        opacity: 0.8,
      }),
    )
    .join('');
  return group(posts + wires);
}
