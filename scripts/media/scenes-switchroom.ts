import { palette } from './palette.ts';
import { group, linearGradient, type Point, polygon, range, rect, svgDocument } from './svg.ts';

// Inside a 33kV containerised switchroom, in one-point perspective: switchgear panels down the
// left wall, the LVAC panel, battery charger and battery rack on the right, door at the end.

const VP: Point = [800, 430];
const FLOOR = 880;
const CEILING = -40;
const LEFT = -60;
const RIGHT = 1660;

/** Screen point of near-plane coordinates (x, y) pushed back to depth d (0 = picture plane). */
function p(x: number, y: number, d: number): Point {
  return [VP[0] + (x - VP[0]) / (1 + d), VP[1] + (y - VP[1]) / (1 + d)];
}

/** A rectangle on a wall plane x = const, spanning depths d0..d1 and heights y0..y1. */
function wallQuad(
  x: number,
  [d0, d1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  fill: string,
  extra = {},
) {
  return polygon([p(x, y0, d0), p(x, y0, d1), p(x, y1, d1), p(x, y1, d0)], fill, extra);
}

/** A rectangle on a floor or ceiling plane y = const. */
function flatQuad(
  y: number,
  [x0, x1]: readonly [number, number],
  [d0, d1]: readonly [number, number],
  fill: string,
  extra = {},
) {
  return polygon([p(x0, y, d0), p(x1, y, d0), p(x1, y, d1), p(x0, y, d1)], fill, extra);
}

/** A rectangle on a plane parallel to the picture, at depth d. */
function frontQuad(
  d: number,
  [x0, x1]: readonly [number, number],
  [y0, y1]: readonly [number, number],
  fill: string,
  extra = {},
) {
  return polygon([p(x0, y0, d), p(x1, y0, d), p(x1, y1, d), p(x0, y1, d)], fill, extra);
}

function switchgearPanel(x: number, d0: number, d1: number, index: number) {
  const at = (u: number) => d0 + (d1 - d0) * u;
  let out = wallQuad(x, [d0, d1], [190, FLOOR], '#d3dbe4', { stroke: palette.slate500, 'stroke-width': 1.5 });
  // Low-voltage compartment with the protection relay and indication.
  out += wallQuad(x, [at(0.08), at(0.92)], [215, 420], '#e4e9ef', {
    stroke: palette.slate400,
    'stroke-width': 1,
  });
  out += wallQuad(x, [at(0.2), at(0.6)], [250, 330], '#2c3e55');
  out += wallQuad(x, [at(0.25), at(0.52)], [262, 300], '#7fc4c9');
  out += wallQuad(x, [at(0.7), at(0.8)], [262, 280], index % 3 === 0 ? palette.red : '#4caf50');
  out += wallQuad(x, [at(0.7), at(0.8)], [300, 318], palette.amber);
  // Circuit-breaker compartment: mimic line and position indicator.
  out += wallQuad(x, [at(0.08), at(0.92)], [440, 690], '#dde3ea', {
    stroke: palette.slate400,
    'stroke-width': 1,
  });
  out += wallQuad(x, [at(0.47), at(0.53)], [450, 680], palette.navy500);
  out += wallQuad(x, [at(0.36), at(0.64)], [540, 590], index === 2 ? '#4caf50' : palette.red);
  out += wallQuad(x, [at(0.78), at(0.86)], [560, 640], palette.slate600);
  // Cable compartment with a warning label.
  out += wallQuad(x, [at(0.08), at(0.92)], [710, 860], '#d9e0e7', {
    stroke: palette.slate400,
    'stroke-width': 1,
  });
  out += wallQuad(x, [at(0.4), at(0.6)], [740, 790], palette.amber);
  return out;
}

export function switchroom(width: number, height: number): string {
  const far = 1.9;
  const defs =
    linearGradient('sr-floor', [
      [0, '#aab7c5'],
      [1, '#c5cfda'],
    ]) +
    linearGradient('sr-ceiling', [
      [0, '#f7f9fb'],
      [1, '#e3e9ef'],
    ]);
  let body = '';
  // Shell: ceiling, floor, walls and the end wall.
  body += polygon(
    [p(LEFT, CEILING, 0), p(RIGHT, CEILING, 0), p(RIGHT, CEILING, far), p(LEFT, CEILING, far)],
    'url(#sr-ceiling)',
  );
  body += polygon(
    [p(LEFT, FLOOR, 0), p(RIGHT, FLOOR, 0), p(RIGHT, FLOOR, far), p(LEFT, FLOOR, far)],
    'url(#sr-floor)',
  );
  body += wallQuad(LEFT, [0, far], [CEILING, FLOOR], '#dfe6ee');
  body += wallQuad(RIGHT, [0, far], [CEILING, FLOOR], '#e8edf3');
  body += frontQuad(far, [LEFT, RIGHT], [CEILING, FLOOR], '#edf1f5');
  // Wall ribs of the container.
  for (const i of range(12)) {
    const d = 0.1 + i * 0.15;
    body += wallQuad(RIGHT, [d, d + 0.025], [CEILING, FLOOR], '#d7dfe8');
  }
  // Ceiling light fittings.
  for (const i of range(4)) {
    const d = 0.15 + i * 0.42;
    body += flatQuad(CEILING, [680, 920], [d, d + 0.2], palette.white, {
      stroke: palette.slate300,
      'stroke-width': 1,
    });
  }
  // End wall: door and emergency exit sign.
  body += frontQuad(far, [690, 910], [340, FLOOR], '#c5cfda', {
    stroke: palette.slate500,
    'stroke-width': 2,
  });
  body += frontQuad(far, [880, 896], [600, 640], palette.slate600);
  body += frontQuad(far, [740, 860], [290, 322], '#2f9e5b');
  body += frontQuad(far, [1180, 1460], [90, 230], palette.slate300, {
    stroke: palette.slate500,
    'stroke-width': 1.5,
  });
  // Cable trench covers along the switchboard.
  body += flatQuad(FLOOR, [200, 420], [0.05, 1.75], '#8f9db0');
  for (const i of range(10)) {
    const d = 0.05 + i * 0.17;
    body += flatQuad(FLOOR, [200, 420], [d, d + 0.012], palette.slate600);
  }
  // 33kV switchboard: seven panels, drawn far to near so nearer panels overlap.
  const panels = range(7).map((i) => [0.12 + i * 0.24, 0.34 + i * 0.24] as const);
  for (const [index, [d0, d1]] of [...panels.entries()].reverse()) {
    body += wallQuad(LEFT, [d0, d1], [190, 200], palette.slate500);
    body += polygon([p(LEFT, 190, d0), p(200, 190, d0), p(200, 190, d1), p(LEFT, 190, d1)], '#c7d0da');
    body += switchgearPanel(200, d0, d1, index);
    body += frontQuad(d0, [LEFT, 200], [190, FLOOR], '#bcc6d1', {
      stroke: palette.slate500,
      'stroke-width': 1,
    });
  }
  // Right-hand wall, far to near: battery rack, battery charger, LVAC panel.
  const rack = [1.32, 1.7] as const;
  for (const shelf of [560, 690, 820]) {
    body += flatQuad(shelf, [1350, RIGHT], rack, palette.slate500);
    for (const i of range(8)) {
      const d = rack[0] + 0.02 + i * 0.045;
      body += wallQuad(1360, [d, d + 0.035], [shelf - 90, shelf], '#3a4d66');
      body += wallQuad(1360, [d + 0.005, d + 0.013], [shelf - 100, shelf - 90], palette.red);
      body += wallQuad(1360, [d + 0.022, d + 0.03], [shelf - 100, shelf - 90], palette.slate900);
    }
  }
  const charger = [1.02, 1.26] as const;
  body += wallQuad(1330, charger, [330, FLOOR], '#cfd7e0', { stroke: palette.slate500, 'stroke-width': 1.5 });
  body += frontQuad(charger[0], [1330, RIGHT], [330, FLOOR], '#bfc9d4');
  body += wallQuad(1330, [charger[0] + 0.04, charger[0] + 0.16], [380, 460], '#2c3e55');
  body += wallQuad(1330, [charger[0] + 0.05, charger[0] + 0.12], [392, 430], '#7fc4c9');
  body += wallQuad(1330, [charger[0] + 0.04, charger[0] + 0.2], [520, 700], palette.slate300);
  const lvac = [0.25, 0.95] as const;
  body += wallQuad(1420, lvac, [230, FLOOR], '#d8dfe7', { stroke: palette.slate500, 'stroke-width': 1.5 });
  body += frontQuad(lvac[0], [1420, RIGHT], [230, FLOOR], '#c3ccd6');
  for (const col of range(4)) {
    const d0 = lvac[0] + 0.03 + col * 0.17;
    for (const row of range(6)) {
      const y0 = 270 + row * 95;
      body += wallQuad(1420, [d0, d0 + 0.14], [y0, y0 + 75], '#eef2f6', {
        stroke: palette.slate400,
        'stroke-width': 1,
      });
      body += wallQuad(
        1420,
        [d0 + 0.04, d0 + 0.07],
        [y0 + 20, y0 + 50],
        row === 0 ? palette.red : palette.slate700,
      );
    }
  }
  return svgDocument(width, height, rect(0, 0, width, height, '#c5cfda') + group(body), defs);
}
