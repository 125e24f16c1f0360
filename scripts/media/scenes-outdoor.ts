import { container, gantry, pylon, transformer, wires } from './equipment.ts';
import { cloud, fence, gravel, ground, hills, shadow, sky, treeLine } from './landscape.ts';
import { palette } from './palette.ts';
import { cableDrum, person } from './people.ts';
import {
  circle,
  ellipse,
  line,
  linearGradient,
  path,
  polygon,
  polyline,
  rect,
  svgDocument,
  text,
} from './svg.ts';

// Outdoor daylight scenes: cable works, survey, load-bank testing and grid connection.

export function cableSolutions(width: number, height: number): string {
  const horizon = 330;
  const surface = 500;
  const skyLayer = sky(width, horizon, 'day');
  let body =
    skyLayer.body + cloud(1150, 120, 80, palette.white, 0.8) + cloud(300, 90, 60, palette.white, 0.7);
  body += hills(width, horizon, 18, 21, '#9db7a4', surface);
  body += treeLine(0, width, horizon + 12, 40, '#7f9f86', 8);
  body += rect(0, horizon + 10, width, surface - horizon - 10, '#a9c48e');
  // Cable drums on stands beside the trench.
  body += shadow(330, surface, 170, 0.2);
  body +=
    rect(160, surface - 200, 14, 200, palette.slate600) + rect(486, surface - 200, 14, 200, palette.slate600);
  body += line(160, surface - 190, 500, surface - 190, palette.slate700, 8);
  body += cableDrum(330, surface - 10, 170, '#b0875a', palette.slate900);
  body += cableDrum(700, surface, 110, '#c29a6b', '#283a52');
  body += cableDrum(880, surface, 92, '#b0875a', palette.slate900, true);
  body += person(1040, surface, 150, palette.navy500);
  // Trench cross-section below ground.
  const soil = linearGradient('soil', [
    [0, '#9b7653'],
    [1, '#6b4f36'],
  ]);
  body += rect(0, surface, width, height - surface, 'url(#soil)');
  body += rect(0, surface, width, 16, '#6f9a5f');
  const tx = 560;
  const tw = 520;
  const bottom = 860;
  body += polygon(
    [
      [tx, surface],
      [tx + tw, surface],
      [tx + tw - 30, bottom],
      [tx + 30, bottom],
    ],
    '#c2a77f',
  );
  body += polygon(
    [
      [tx + 22, 700],
      [tx + tw - 22, 700],
      [tx + tw - 30, bottom],
      [tx + 30, bottom],
    ],
    '#e3d3b4',
  );
  body += rect(tx + 50, 690, tw - 100, 10, palette.amber);
  body += text(tx + tw / 2, 686, 'CAUTION  ELECTRIC CABLE BELOW', {
    size: 15,
    fill: palette.slate900,
    weight: 700,
    anchor: 'middle',
  });
  body += rect(tx + 60, 728, tw - 120, 14, '#d95d39');
  // Ducts with cables in trefoil.
  for (const [index, cx] of [tx + 140, tx + 260, tx + 380].entries()) {
    body += circle(cx, 800, 48, palette.slate900) + circle(cx, 800, 42, '#e3d3b4');
    if (index !== 1) {
      for (const [dx, dy] of [
        [-14, 8],
        [14, 8],
        [0, -16],
      ]) {
        body +=
          circle(cx + (dx ?? 0), 800 + (dy ?? 0), 14, palette.slate900) +
          circle(cx + (dx ?? 0), 800 + (dy ?? 0), 7, '#c77d3a');
      }
    } else {
      body += circle(cx, 800, 12, palette.slate500, { opacity: 0.5 });
    }
  }
  body += dimension(tx + tw + 40, surface, bottom, 'Depth of lay');
  body += text(tx - 30, 780, 'Cement-bound sand', {
    size: 18,
    fill: palette.white,
    weight: 700,
    anchor: 'end',
  });
  body += line(tx - 24, 774, tx + 40, 780, palette.white, 2);
  return svgDocument(width, height, body, skyLayer.defs + soil);
}

function dimension(x: number, y1: number, y2: number, label: string) {
  return (
    line(x, y1, x, y2, palette.white, 2) +
    line(x - 10, y1, x + 10, y1, palette.white, 2) +
    line(x - 10, y2, x + 10, y2, palette.white, 2) +
    text(x + 16, (y1 + y2) / 2, label, { size: 18, fill: palette.white, weight: 700 })
  );
}

export function survey(width: number, height: number): string {
  const horizon = 420;
  const skyLayer = sky(width, horizon, 'day');
  const meadow = ground(width, horizon, height, '#7fa86b', '#b7cf9c', 'survey-ground');
  let body =
    skyLayer.body + cloud(420, 130, 70, palette.white, 0.85) + cloud(1250, 90, 90, palette.white, 0.7);
  // GNSS satellites and their signals.
  for (const [sx, sy] of [
    [260, 80],
    [760, 60],
    [1380, 150],
  ] as const) {
    body +=
      rect(sx - 10, sy - 8, 20, 16, palette.slate600, { rx: 2 }) +
      rect(sx - 42, sy - 5, 28, 10, palette.navy500) +
      rect(sx + 14, sy - 5, 28, 10, palette.navy500);
  }
  body += hills(width, horizon, 26, 31, '#a4bfa1', horizon + 30);
  body +=
    treeLine(0, 620, horizon + 8, 46, '#6f8f73', 2) + treeLine(1050, width, horizon + 8, 40, '#6f8f73', 3);
  body += meadow.body;
  // Field boundaries and hedges.
  body += polyline(
    [
      [0, 560],
      [560, 470],
      [1600, 520],
    ],
    '#5d7f63',
    10,
  );
  // Proposed cable route marked with pegs.
  const route = [
    [-20, 880],
    [420, 760],
    [760, 640],
    [1080, 540],
    [1360, 470],
    [1620, 430],
  ] as const;
  body += polyline(route, palette.amber, 6, { 'stroke-dasharray': '18 14' });
  for (const [rx, ry] of route.slice(1, -1)) {
    body += rect(rx - 3, ry - 34, 6, 34, palette.white) + rect(rx - 3, ry - 34, 6, 10, palette.red);
  }
  // Surveyor with a GNSS rover on a tripod.
  const baseX = 640;
  const baseY = 760;
  body += shadow(baseX + 80, baseY, 120, 0.2);
  body += line(baseX + 120, baseY, baseX + 150, baseY - 190, palette.slate700, 5);
  body += line(baseX + 180, baseY, baseX + 150, baseY - 190, palette.slate700, 5);
  body += line(baseX + 160, baseY + 8, baseX + 150, baseY - 190, palette.slate700, 5);
  body += rect(baseX + 147, baseY - 260, 6, 70, palette.slate300);
  body +=
    ellipse(baseX + 150, baseY - 266, 26, 9, palette.white) +
    ellipse(baseX + 150, baseY - 270, 22, 7, palette.slate300);
  for (const r of [40, 70, 100]) {
    body += path(`M${baseX + 150 - r} ${baseY - 280 - r * 0.4} q${r} ${-r * 0.7} ${r * 2} 0`, 'none', {
      stroke: palette.amber,
      'stroke-width': 3,
      opacity: 0.6,
    });
  }
  body += rect(baseX + 86, baseY - 150, 40, 28, palette.slate900, { rx: 4 });
  body += person(baseX + 40, baseY, 190, '#ef7d32', { hat: palette.white });
  // Survey vehicle.
  body += vehicle(1120, 620);
  return svgDocument(width, height, body, skyLayer.defs + meadow.defs);
}

export function vehicle(x: number, baseY: number) {
  return (
    shadow(x + 110, baseY, 130, 0.2) +
    path(`M${x} ${baseY - 30} v-50 l40 -50 h120 l20 50 h40 v50 z`, palette.white) +
    rect(x + 50, baseY - 120, 50, 34, '#9fc3e0') +
    rect(x + 110, baseY - 120, 44, 34, '#9fc3e0') +
    rect(x, baseY - 62, 220, 10, palette.amber) +
    circle(x + 50, baseY - 24, 26, palette.slate900) +
    circle(x + 170, baseY - 24, 26, palette.slate900) +
    circle(x + 50, baseY - 24, 10, palette.slate400) +
    circle(x + 170, baseY - 24, 10, palette.slate400)
  );
}

export function casePowerSystem(width: number, height: number): string {
  const horizon = 520;
  const skyLayer = sky(width, horizon, 'day');
  const field = ground(width, horizon, height, '#86aa74', '#b5cc9d', 'ps-ground');
  let body = skyLayer.body + cloud(520, 120, 80, palette.white, 0.8);
  body +=
    hills(width, horizon, 24, 51, '#a4bfa1', horizon + 20) +
    treeLine(0, width, horizon + 10, 40, '#6f8f73', 23);
  body += field.body;
  // 132kV substation on the right.
  body += gravel(900, horizon + 40, 700, 240, '#c3ccd5', '#8994a0', 27);
  const g1 = gantry(960, 730, 260, 200, palette.slate500, 1.5);
  const g2 = gantry(1280, 730, 260, 200, palette.slate500, 1.5);
  body += g1.svg + g2.svg + wires(g1.attach, g2.attach, 5, palette.slate600, 1.5);
  body += transformer(1040, 800, 1) + transformer(1330, 800, 1);
  body += fence(900, width, 820, 50, palette.slate500);
  // Client substation on the left and the connecting circuit.
  body += gravel(60, horizon + 90, 420, 200, '#c3ccd5', '#8994a0', 28);
  body += container(110, 760, 230, 100, {
    body: '#eef2f6',
    rib: '#d7dee6',
    trim: palette.slate600,
    vents: 2,
  });
  body += transformer(360, 780, 0.6);
  body += fence(60, 480, 800, 44, palette.slate500);
  const tower = pylon(690, 700, 260, palette.slate600, 1.6);
  body += tower.svg;
  body += wires(g1.attach, tower.wirePoints.slice(3), 12, palette.slate600, 1.3);
  body += wires(
    tower.wirePoints.slice(0, 3),
    [
      [420, 700],
      [430, 705],
      [440, 710],
    ],
    12,
    palette.slate600,
    1.3,
  );
  // Study diagram card.
  body += rect(60, 60, 420, 300, palette.white, { rx: 16, opacity: 0.95 });
  body += text(90, 104, 'Connection study', { size: 22, fill: palette.navy, weight: 700 });
  body +=
    line(110, 150, 430, 150, palette.navy, 7) +
    text(110, 138, '132 kV', { size: 16, fill: palette.navy500, weight: 700 });
  body +=
    line(270, 150, 270, 190, palette.navy, 3) +
    circle(270, 206, 16, 'none', { stroke: palette.navy, 'stroke-width': 3 }) +
    circle(270, 228, 16, 'none', { stroke: palette.navy, 'stroke-width': 3 });
  body +=
    line(270, 244, 270, 280, palette.navy, 3) +
    line(150, 280, 390, 280, palette.navy, 7) +
    text(110, 310, '33 kV client', { size: 16, fill: palette.navy500, weight: 700 });
  body += polygon(
    [
      [300, 190],
      [300, 250],
      [292, 238],
    ],
    palette.amber,
  );
  body += text(310, 228, 'IEC 60909', { size: 15, fill: palette.amberDeep, weight: 700 });
  return svgDocument(width, height, body, skyLayer.defs + field.defs);
}
