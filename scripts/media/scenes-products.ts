import {
  type IsoView,
  iso,
  isoBox,
  isoFloorRect,
  isoLeftFaceRect,
  isoLine,
  isoRightFaceRect,
} from './iso.ts';
import { isoShadow, isoTransformer, platformDocument, shade, slab, type Vec3 } from './iso-equipment.ts';
import { palette } from './palette.ts';
import { centredView } from './scenes-platforms.ts';
import { circle, ellipse, group, path, polygon, range, round } from './svg.ts';

// One isometric "catalogue shot" per sample product (server/sample-content/products.ts), drawn
// at 4:3 because the product card and detail page show a 4:3 box: the object fills the frame
// and nothing is cropped. No lettering, so no label can be cut off at any width.

const COPPER = '#c27a45';
const COPPER_LIGHT = '#e2a472';
const COPPER_DARK = '#8f5530';

/** A small concrete plinth, the "studio floor" every product stands on. */
function stage(view: IsoView, size: readonly [number, number]) {
  return slab(view, size, 0.5, '#dfe5ec', palette.slate300);
}

/** A faint white seam between two panels on the left-hand (front) face. */
function seam(view: IsoView, y: number, x: number, z: number, h: number) {
  return isoLine(
    view,
    [
      [x, y, z],
      [x, y, z + h],
    ],
    palette.slate500,
    1.4,
  );
}

/** 36kV GIS: five panels, each with a relay, a mimic line with a breaker and a cable door. */
export function productGis(width: number, height: number): string {
  const size = [10, 6] as const;
  const view = centredView(width, height, size, 92, 50);
  let body = stage(view, size);
  const [x0, y0] = [1.6, 1.6];
  const [pw, d, h] = [1.35, 2, 3.2];
  const panels = 5;
  const front = y0 + d;
  body += isoShadow(view, [x0, y0], [pw * panels, d]);
  body += isoBox(view, [x0, y0, 0], [pw * panels, d, h], {
    top: '#eef2f6',
    left: '#d9e0e8',
    right: shade('#d9e0e8', 0.84),
  });
  // Low-voltage compartments along the top, where the relays and wiring live.
  body += isoBox(view, [x0, y0 + 0.4, h], [pw * panels, d - 0.4, 0.55], {
    top: '#f3f6f9',
    left: '#c9d2dc',
    right: shade('#c9d2dc', 0.84),
  });
  for (const i of range(panels)) {
    const x = x0 + i * pw;
    if (i > 0) body += seam(view, front, x, 0, h);
    // Relay with its screen and LEDs.
    body += isoLeftFaceRect(view, front, [x + 0.2, 2.35], [0.95, 0.65], palette.slate600);
    body += isoLeftFaceRect(view, front, [x + 0.3, 2.55], [0.5, 0.33], palette.sky);
    for (const k of range(3))
      body += circle(...iso(view, x + 0.95, front, 2.8 - k * 0.15), 3.2, k === 0 ? '#7ee08a' : palette.amber);
    // Mimic: busbar across the top, a vertical circuit with a breaker square and a cable end.
    body += isoLine(
      view,
      [
        [x + 0.68, front, 2.15],
        [x + 0.68, front, 0.95],
      ],
      palette.navy,
      3,
    );
    body += isoLeftFaceRect(view, front, [x + 0.53, 1.45], [0.3, 0.3], i === 2 ? palette.red : '#6bbf73');
    // Cable compartment door with an amber warning strip.
    body += isoLeftFaceRect(view, front, [x + 0.15, 0.12], [1.05, 0.7], '#cdd5de', {
      stroke: palette.slate500,
      'stroke-width': 1.2,
    });
    body += isoLeftFaceRect(view, front, [x + 0.5, 0.62], [0.35, 0.12], palette.amber);
  }
  body += isoLine(
    view,
    [
      [x0, front, 2.15],
      [x0 + pw * panels, front, 2.15],
    ],
    palette.navy,
    3.4,
  );
  // Cables entering the cable compartments from a trench in front.
  body += isoFloorRect(view, [x0, front + 0.3], [pw * panels, 0.8], 0.005, palette.slate600, {
    opacity: 0.55,
  });
  return platformDocument(width, height, body);
}

/** 2.5 MVA ground-mounted distribution transformer with an LV cable box and rating plate. */
export function productTransformer(width: number, height: number): string {
  const size = [8, 7] as const;
  const view = centredView(width, height, size, 80, 10);
  let body = stage(view, size);
  const s = 1.75;
  const [x, y] = [2.4, 1.9];
  body += isoTransformer(view, [x, y, 0], s, '#6f8aa6');
  // LV cable box on the front-right face of the tank.
  body += isoBox(view, [x + 2.2 * s, y + 0.5, 0.9], [0.6, 2, 1.6], {
    top: '#8ea4bb',
    left: '#6f8aa6',
    right: shade('#6f8aa6', 0.78),
  });
  // Rating plate and earth-terminal marker on the front face of the tank.
  const front = y + 1.8 * s;
  body += isoLeftFaceRect(view, front, [x + 0.35, 1.5], [0.9, 0.6], palette.paper, {
    stroke: palette.slate500,
    'stroke-width': 1,
  });
  for (const k of range(3))
    body += isoLine(
      view,
      [
        [x + 0.45, front, 1.95 - k * 0.14],
        [x + 1.1, front, 1.95 - k * 0.14],
      ],
      palette.slate400,
      1.6,
    );
  body += warningSign(view, front, [x + 1.8, 1.5]);
  return platformDocument(width, height, body);
}

/** Yellow "danger of death" triangle on a left-hand face. */
function warningSign(view: IsoView, y: number, [x, z]: readonly [number, number], size = 0.55) {
  const points = [iso(view, x, y, z), iso(view, x + size, y, z), iso(view, x + size / 2, y, z + size * 0.9)];
  const [cx, cy] = iso(view, x + size / 2, y, z + size * 0.38);
  return (
    polygon(points, palette.amberLight, {
      stroke: palette.slate900,
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }) + path(`M${round(cx + 2)} ${round(cy - 9)} l-6 10 h5 l-3 8 l8 -11 h-5 z`, palette.slate900)
  );
}

/** 4000 A LV main distribution board: an air-circuit-breaker incomer and outgoing MCCB tiers. */
export function productLvBoard(width: number, height: number): string {
  const size = [11, 5.5] as const;
  const view = centredView(width, height, size, 84, 50);
  let body = stage(view, size);
  const [x0, y0] = [1.2, 1.4];
  const [w, d, h] = [8.6, 1.5, 3.4];
  const front = y0 + d;
  const body1 = '#e3e8ee';
  body += isoShadow(view, [x0, y0], [w, d]);
  body += isoBox(view, [x0, y0, 0.15], [w, d, h], { top: '#f4f6f9', left: body1, right: shade(body1, 0.84) });
  body += isoBox(view, [x0, y0, 0], [w, d, 0.15], {
    top: palette.slate600,
    left: palette.slate700,
    right: palette.slate900,
  });
  const sections = [1.8, 1.7, 1.7, 1.7, 1.7];
  let x = x0;
  sections.forEach((sw, i) => {
    if (i > 0) body += seam(view, front, x, 0.15, h);
    // Meter or indicator strip at the top of each section.
    body += isoLeftFaceRect(view, front, [x + 0.25, 3.0], [sw - 0.5, 0.35], palette.slate700);
    body += isoLeftFaceRect(view, front, [x + 0.35, 3.07], [0.5, 0.2], '#7ee08a', { opacity: 0.85 });
    if (i === 0) {
      // Incomer: the air circuit breaker with its charging handle and trip button.
      body += isoLeftFaceRect(view, front, [x + 0.2, 1.2], [sw - 0.4, 1.4], palette.slate900);
      body += isoLeftFaceRect(view, front, [x + 0.35, 1.35], [sw - 0.7, 0.55], palette.slate600);
      body += isoLeftFaceRect(view, front, [x + 0.55, 2.05], [0.5, 0.3], palette.red);
      body += isoLeftFaceRect(view, front, [x + 1.15, 2.05], [0.3, 0.3], '#6bbf73');
      body += isoLeftFaceRect(view, front, [x + 0.6, 0.45], [sw - 1.2, 0.35], palette.amber);
    } else {
      // Outgoing ways: three tiers of moulded-case breakers with toggles.
      for (const tier of range(4)) {
        const z = 0.45 + tier * 0.62;
        body += isoLeftFaceRect(view, front, [x + 0.2, z], [sw - 0.4, 0.48], '#cfd6df', {
          stroke: palette.slate400,
          'stroke-width': 1,
        });
        for (const k of range(2))
          body += isoLeftFaceRect(
            view,
            front,
            [x + 0.45 + k * ((sw - 0.6) / 2), z + 0.14],
            [0.22, 0.2],
            palette.slate900,
          );
      }
    }
    x += sw;
  });
  // Busbar chamber and cable gland plate on top.
  body += isoBox(view, [x0 + 0.3, y0 + 0.2, h + 0.15], [w - 0.6, d - 0.4, 0.3], {
    top: palette.slate300,
    left: palette.slate400,
    right: shade(palette.slate400, 0.84),
  });
  return platformDocument(width, height, body);
}

/** 11kV package substation: ring main unit, transformer and LV board behind one steel enclosure. */
export function productPackageSubstation(width: number, height: number): string {
  const size = [10, 7] as const;
  const view = centredView(width, height, size, 86, 40);
  let body = stage(view, size);
  const [x0, y0] = [1.4, 1.6];
  const [w, d, h] = [7, 3.2, 2.9];
  const front = y0 + d;
  const steel = '#8fae8a';
  body += isoShadow(view, [x0, y0], [w, d]);
  body += isoBox(view, [x0, y0, 0], [w, d, h], { top: '#b7cdb3', left: steel, right: shade(steel, 0.8) });
  // Overhanging roof.
  body += isoBox(view, [x0 - 0.15, y0 - 0.15, h], [w + 0.3, d + 0.3, 0.18], {
    top: '#a9c1a4',
    left: shade(steel, 0.75),
    right: shade(steel, 0.62),
  });
  // Left bay: doors open on the ring main unit (grey with a mimic and two switch positions).
  body += isoLeftFaceRect(view, front, [x0 + 0.2, 0.15], [2.1, 2.5], palette.navy700);
  body += isoLeftFaceRect(view, front, [x0 + 0.35, 0.25], [1.8, 2.25], '#cfd6df');
  body += isoLine(
    view,
    [
      [x0 + 0.5, front, 2.1],
      [x0 + 2.0, front, 2.1],
    ],
    palette.navy,
    3,
  );
  for (const k of range(3)) {
    const cx = x0 + 0.65 + k * 0.5;
    body += isoLine(
      view,
      [
        [cx, front, 2.1],
        [cx, front, 1.2],
      ],
      palette.navy,
      2.4,
    );
    body += circle(...iso(view, cx, front, 1.6), 7, k === 2 ? palette.red : '#6bbf73');
  }
  // The open door, swung out towards the viewer.
  body += polygon(
    [
      iso(view, x0 + 0.2, front, 0.15),
      iso(view, x0 + 0.2, front + 1.6, 0.15),
      iso(view, x0 + 0.2, front + 1.6, 2.65),
      iso(view, x0 + 0.2, front, 2.65),
    ],
    shade(steel, 0.9),
    { stroke: shade(steel, 0.7), 'stroke-width': 1.2 },
  );
  // Middle bay: transformer behind louvred doors.
  for (const k of range(2)) {
    const dx = x0 + 2.55 + k * 1.1;
    body += isoLeftFaceRect(view, front, [dx, 0.15], [1.0, 2.5], shade(steel, 0.93), {
      stroke: shade(steel, 0.7),
      'stroke-width': 1.2,
    });
    for (const r of range(7))
      body += isoLine(
        view,
        [
          [dx + 0.15, front, 0.5 + r * 0.28],
          [dx + 0.85, front, 0.5 + r * 0.28],
        ],
        shade(steel, 0.62),
        2,
      );
  }
  // Right bay: LV board doors with a danger sign.
  body += isoLeftFaceRect(view, front, [x0 + 4.95, 0.15], [1.85, 2.5], shade(steel, 0.93), {
    stroke: shade(steel, 0.7),
    'stroke-width': 1.2,
  });
  body += isoLine(
    view,
    [
      [x0 + 5.88, front, 0.2],
      [x0 + 5.88, front, 2.6],
    ],
    shade(steel, 0.7),
    1.2,
  );
  body += warningSign(view, front, [x0 + 5.6, 1.6]);
  // Louvres on the end wall for the transformer's cooling air.
  for (const r of range(4))
    body += isoRightFaceRect(view, x0 + w, [y0 + 0.8, 0.6 + r * 0.45], [1.6, 0.2], shade(steel, 0.6));
  return platformDocument(width, height, body);
}

/** 150 kW DC rapid charger: a cabinet with a screen and two cables, between two marked EV bays. */
export function productEvCharger(width: number, height: number): string {
  const size = [10, 7.6] as const;
  const view = centredView(width, height, size, 84, 70);
  let body = stage(view, size);
  // Two parking bays painted green with white lines, running away from the charger.
  const bayGreen = '#4f9a76';
  for (const by of [1.0, 3.9]) body += isoFloorRect(view, [2.6, by], [6.8, 2.6], 0.005, bayGreen);
  for (const by of [0.88, 3.64, 6.5])
    body += isoFloorRect(view, [2.6, by], [6.8, 0.12], 0.01, palette.white, { opacity: 0.9 });
  // A lightning-bolt symbol painted in the free bay.
  const [lx, ly] = iso(view, 6.6, 2.3, 0.01);
  body += group(path('M6 -26 L-14 4 L-1 4 L-8 26 L14 -6 L1 -6 Z', palette.white, { opacity: 0.9 }), {
    transform: `translate(${round(lx)} ${round(ly)}) scale(1.5 0.85)`,
  });
  // The charger cabinet at the head of the bays (its front is the right-hand face).
  const [cx, cy] = [0.9, 2.75];
  const [cw, cd, ch] = [1.1, 1.8, 3.4];
  const face = cx + cw;
  body += isoShadow(view, [cx, cy], [cw, cd]);
  body += isoBox(view, [cx, cy, 0], [cw, cd, ch], { top: '#f8fafc', left: '#e6ebf0', right: '#f1f4f7' });
  body += isoBox(view, [cx - 0.05, cy - 0.05, ch], [cw + 0.1, cd + 0.1, 0.25], {
    top: palette.navy400,
    left: palette.navy500,
    right: palette.navy700,
  });
  body += isoRightFaceRect(view, face, [cy + 0.15, ch - 0.6], [cd - 0.3, 0.3], palette.navy500);
  body += isoRightFaceRect(view, face, [cy + 0.3, 1.85], [cd - 0.6, 0.85], palette.slate900);
  body += isoRightFaceRect(view, face, [cy + 0.38, 1.93], [cd - 0.76, 0.69], palette.sky);
  body += isoRightFaceRect(view, face, [cy + 0.55, 1.35], [cd - 1.1, 0.28], palette.slate700);
  // Bollard protecting the cabinet.
  body += isoBox(view, [2.25, 2.15, 0], [0.25, 0.25, 1.1], {
    top: palette.amberLight,
    left: palette.amber,
    right: palette.amberDeep,
  });
  // Two holstered connectors: one hanging in its holster, one plugged into the car.
  const holsters = [cy + 0.35, cy + cd - 0.35] as const;
  for (const hy of holsters)
    body += isoRightFaceRect(view, face, [hy - 0.12, 0.85], [0.24, 0.36], palette.slate900);
  const hang = iso(view, face + 0.02, holsters[0], 0.9);
  const dip = iso(view, face + 0.5, holsters[0] - 0.2, 0.05);
  const back = iso(view, face + 0.05, holsters[0] - 0.05, 0.6);
  body += cable(hang, dip, back);
  body += car(view, [3.2, 4.25, 0]);
  const start = iso(view, face + 0.02, holsters[1], 0.9);
  const mid = iso(view, face + 0.6, holsters[1] + 0.6, 0.05);
  const port = iso(view, 3.75, 6.05, 0.78);
  body += cable(start, mid, port) + circle(port[0], port[1], 6, palette.slate700);
  return platformDocument(width, height, body);
}

function cable(
  from: readonly [number, number],
  via: readonly [number, number],
  to: readonly [number, number],
) {
  return path(
    `M${round(from[0])} ${round(from[1])} Q${round(via[0])} ${round(via[1])} ${round(to[0])} ${round(to[1])}`,
    'none',
    { stroke: palette.slate900, 'stroke-width': 6, 'stroke-linecap': 'round' },
  );
}

/** A simple hatchback lying along x, nose towards the charger at low x. */
function car(view: IsoView, [x, y, z]: Vec3) {
  const paint = '#d1495b';
  const [w, d] = [4.1, 1.8];
  let out = isoShadow(view, [x, y], [w, d]);
  out += isoBox(view, [x, y, z + 0.25], [w, d, 0.75], {
    top: shade(paint, 1.15),
    left: paint,
    right: shade(paint, 0.82),
  });
  out += isoBox(view, [x + 1.0, y + 0.15, z + 1.0], [2.3, d - 0.3, 0.6], {
    top: shade(paint, 1.1),
    left: palette.skyLight,
    right: palette.sky,
  });
  // Wheels on the visible (left-hand) side.
  for (const wx of [x + 0.85, x + w - 0.8]) {
    const [px, py] = iso(view, wx, y + d, 0.3);
    out += ellipse(px, py + 2, view.scale * 0.3, view.scale * 0.24, palette.slate900);
    out += ellipse(px, py + 3, view.scale * 0.13, view.scale * 0.1, palette.slate400);
  }
  // Charging-port flap open near the nose, and the tail lights.
  out += isoLeftFaceRect(view, y + d, [x + 0.42, 0.65], [0.22, 0.22], palette.slate900);
  out += isoRightFaceRect(view, x + w, [y + 0.2, 0.6], [0.35, 0.15], palette.red);
  out += isoRightFaceRect(view, x + w, [y + d - 0.55, 0.6], [0.35, 0.15], palette.red);
  return group(out);
}

/** Earthing materials: tape coil, rods with couplers, an earth bar, clamps and an inspection pit. */
export function productEarthing(width: number, height: number): string {
  const size = [10, 7] as const;
  const view = centredView(width, height, size, 90, 40);
  let body = stage(view, size);
  // Inspection pit with its lid and an earth symbol.
  body += isoShadow(view, [1, 1], [1.8, 1.8]);
  body += isoBox(view, [1, 1, 0], [1.8, 1.8, 0.5], {
    top: palette.concrete,
    left: palette.slate400,
    right: shade(palette.slate400, 0.84),
  });
  body += isoFloorRect(view, [1.2, 1.2], [1.4, 1.4], 0.51, palette.slate700);
  const [ex, ey] = iso(view, 1.9, 1.9, 0.52);
  body += group(
    ['M0 -14 V0', 'M-14 0 H14', 'M-9 6 H9', 'M-4 12 H4']
      .map((d) =>
        path(d, 'none', { stroke: palette.amberLight, 'stroke-width': 3, 'stroke-linecap': 'round' }),
      )
      .join(''),
    { transform: `translate(${round(ex)} ${round(ey)}) scale(1 0.7)` },
  );
  // Earth bar: copper bar on two insulators on a back board, with bolted connections.
  body += isoBox(view, [4.2, 0.8, 0], [3.6, 0.2, 1.6], {
    top: palette.slate300,
    left: palette.slate200,
    right: palette.slate400,
  });
  for (const ix of [4.5, 7.2])
    body += isoBox(view, [ix, 1.0, 0.65], [0.25, 0.25, 0.3], {
      top: palette.red,
      left: '#b23a4b',
      right: '#93303e',
    });
  body += isoBox(view, [4.35, 1.25, 0.6], [3.3, 0.08, 0.4], {
    top: COPPER_LIGHT,
    left: COPPER,
    right: COPPER_DARK,
  });
  for (const k of range(6)) body += circle(...iso(view, 4.9 + k * 0.45, 1.33, 0.8), 4, palette.slate600);
  // Three earth rods with couplers, laid side by side.
  for (const k of range(3)) {
    const ry = 3.1 + k * 0.45;
    body += isoLine(
      view,
      [
        [3.6, ry, 0.1],
        [9.2, ry, 0.1],
      ],
      COPPER_DARK,
      9,
      { 'stroke-linecap': 'round' },
    );
    body += isoLine(
      view,
      [
        [3.6, ry, 0.13],
        [9.2, ry, 0.13],
      ],
      COPPER_LIGHT,
      3,
      { 'stroke-linecap': 'round' },
    );
    const [px, py] = iso(view, 6.4, ry, 0.1);
    body += ellipse(px, py, 11, 7, palette.slate500);
    body += polygon(
      [iso(view, 9.2, ry - 0.08, 0.1), iso(view, 9.55, ry, 0.1), iso(view, 9.2, ry + 0.08, 0.1)],
      palette.slate500,
    );
  }
  // A coil of bare copper tape.
  const [tx, ty] = iso(view, 2.4, 5.1, 0);
  const r = view.scale * 1.05;
  for (const k of range(9)) {
    const lift = k * 4.2;
    body += ellipse(tx, ty - lift, r, r * 0.5, k % 2 ? COPPER : COPPER_DARK);
  }
  body += ellipse(tx, ty - 38, r, r * 0.5, COPPER_LIGHT);
  body += ellipse(tx, ty - 38, r * 0.55, r * 0.27, '#dfe5ec');
  for (const k of range(4))
    body += ellipse(tx, ty - 38, r * (0.62 + k * 0.1), r * (0.31 + k * 0.05), 'none', {
      stroke: COPPER_DARK,
      'stroke-width': 1.2,
      opacity: 0.7,
    });
  // Rod-to-tape clamps and a test link, scattered in front.
  for (const [cx, cy] of [
    [5.2, 5.6],
    [6.3, 5.9],
  ] as const) {
    body += isoBox(view, [cx, cy, 0], [0.55, 0.4, 0.3], {
      top: COPPER_LIGHT,
      left: COPPER,
      right: COPPER_DARK,
    });
    body += circle(...iso(view, cx + 0.27, cy + 0.2, 0.3), 4, palette.slate600);
  }
  body += isoBox(view, [7.6, 5.4, 0], [1.2, 0.35, 0.18], {
    top: COPPER_LIGHT,
    left: COPPER,
    right: COPPER_DARK,
  });
  return platformDocument(width, height, body);
}
