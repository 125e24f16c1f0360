import { container, gantry, pylon, transformer, wires } from './equipment.ts';
import { fence, gravel, ground, hills, shadow, sky, stars, treeLine } from './landscape.ts';
import { palette } from './palette.ts';
import {
  circle,
  group,
  line,
  linearGradient,
  polygon,
  radialGradient,
  range,
  rect,
  svgDocument,
} from './svg.ts';

// The three home-page hero backgrounds and the testimonial backdrop: wide, calm on the right
// where the page pins its text panel, detail on the left and centre.

const duskSteel = { tank: '#465a76', shade: '#34465f', light: '#6f86a6', bushing: '#9fb3ca' };

export function heroSubstation(width: number, height: number): string {
  const horizon = 560;
  const skyLayer = sky(width, horizon, 'dusk', 560);
  const groundLayer = ground(width, horizon, height, '#16294a', '#3a4d6e');
  let body = skyLayer.body + stars(width, 300, 70, 11, 0.6);
  body += hills(width, horizon - 18, 26, 3, '#2a3f63', horizon + 20);
  body += hills(width, horizon + 2, 14, 7, '#22365a', horizon + 30);
  // Overhead line leaving the substation across the hills.
  const far = [
    pylon(90, horizon + 20, 330, '#0f2140', 2.2),
    pylon(430, horizon + 4, 200, '#1a2f52', 1.6),
    pylon(690, horizon - 4, 120, '#243a60', 1.2),
  ];
  body += far.map((p) => p.svg).join('');
  for (let i = 0; i < far.length - 1; i++) {
    body += wires(far[i]?.wirePoints ?? [], far[i + 1]?.wirePoints ?? [], 12, '#0f2140', 1.3);
  }
  body += groundLayer.body;
  body += gravel(0, horizon + 16, width, height - horizon, '#2b3e5e', '#8da9c4', 21);
  // Gantries with strung busbars.
  const gantries = [
    gantry(150, 690, 330, 230, '#a9bcd2', 1.6),
    gantry(560, 680, 330, 215, '#a9bcd2', 1.5),
    gantry(960, 672, 260, 190, '#8ea4bf', 1.3),
  ];
  body += gantries.map((g) => g.svg).join('');
  for (let i = 0; i < gantries.length - 1; i++) {
    body += wires(gantries[i]?.attach ?? [], gantries[i + 1]?.attach ?? [], 6, '#c9d6e4', 1.6, 0.9);
  }
  body += wires(far[0]?.wirePoints.slice(0, 3) ?? [], gantries[0]?.attach ?? [], 20, '#0f2140', 1.3);
  // Droppers from the busbars to the transformers.
  for (const g of gantries.slice(0, 2)) {
    for (const [ax, ay] of g.attach)
      body += line(ax, ay, ax + 10, ay + 110, '#c9d6e4', 1.4, { opacity: 0.8 });
  }
  body += shadow(330, 812, 190, 0.35) + shadow(760, 800, 170, 0.35);
  body += transformer(240, 812, 1.35, duskSteel);
  body += transformer(670, 800, 1.2, duskSteel);
  // Control building, floodlights and fence.
  body += container(1010, 770, 260, 110, {
    body: '#4b607f',
    rib: '#425674',
    trim: '#2c3f5e',
    accent: palette.amber,
    vents: 2,
  });
  body += rect(1060, 700, 60, 30, palette.amberLight, { opacity: 0.75 });
  for (const x of [120, 560, 980]) {
    body += line(x, 840, x, 610, '#1b2d4d', 4);
    body += circle(x, 610, 46, 'url(#lamp)') + circle(x, 610, 6, palette.amberLight);
  }
  body += fence(0, width, 872, 70, '#7f95b3');
  const lamp = radialGradient('lamp', [
    [0, palette.amberLight, 0.55],
    [1, palette.amberLight, 0],
  ]);
  return svgDocument(width, height, group(body), skyLayer.defs + groundLayer.defs + lamp);
}

export function heroSolar(width: number, height: number): string {
  const horizon = 470;
  const skyLayer = sky(width, horizon, 'golden', 1150);
  const groundLayer = ground(width, horizon, height, '#6f9a5f', '#a9c48e', 'meadow');
  let body = skyLayer.body;
  body += hills(width, horizon - 20, 22, 4, '#8aa7b8', horizon + 10);
  body += treeLine(0, width, horizon + 6, 36, '#5d7f63', 17);
  body += groundLayer.body;
  // Panel rows receding towards the horizon, one-point perspective from (700, 380).
  const vanishX = 700;
  const vanishY = 360;
  const rows = 9;
  for (let r = rows - 1; r >= 0; r--) {
    const t = (r + 1) / rows;
    const y = horizon + 20 + (height - horizon) * t ** 1.7;
    const depth = (y - vanishY) / (height - vanishY);
    const panelH = 70 * depth;
    const leftX = vanishX + (-900 - vanishX) * depth;
    const rightX = vanishX + (1250 - vanishX) * depth;
    body += polygon(
      [
        [leftX, y],
        [rightX, y],
        [rightX + panelH * 0.2, y - panelH],
        [leftX + panelH * 0.2, y - panelH],
      ],
      '#1d3f6e',
    );
    const cells = 40;
    for (const c of range(cells)) {
      const x = leftX + ((rightX - leftX) * c) / cells;
      body += line(x, y, x + panelH * 0.2, y - panelH, '#6f93c2', Math.max(0.6, depth * 1.6), {
        opacity: 0.55,
      });
    }
    body += line(
      leftX + panelH * 0.1,
      y - panelH / 2,
      rightX + panelH * 0.1,
      y - panelH / 2,
      '#6f93c2',
      Math.max(0.5, depth),
      { opacity: 0.5 },
    );
    body += polygon(
      [
        [leftX + panelH * 0.2, y - panelH],
        [rightX + panelH * 0.2, y - panelH],
        [rightX + panelH * 0.22, y - panelH * 0.92],
        [leftX + panelH * 0.22, y - panelH * 0.92],
      ],
      '#cfe0f3',
      { opacity: 0.6 },
    );
    body += rect(leftX, y, rightX - leftX, Math.max(2, depth * 8), '#3e5a3f', { opacity: 0.45 });
  }
  // Substation compound beyond the array and the overhead line to the grid.
  const padY = horizon + 46;
  body += gravel(930, horizon + 8, 360, 44, '#b8c2cc', '#8994a0', 5);
  body += fence(930, 1290, padY, 18, '#7d8ea2');
  const gant = gantry(950, padY - 4, 110, 80, '#66788e', 1.1);
  body += gant.svg;
  body += transformer(1080, padY - 2, 0.5, {
    tank: '#8193a8',
    shade: '#67798f',
    light: '#a7b6c6',
    bushing: '#d4dde7',
  });
  body += container(1190, padY - 2, 90, 40, { body: '#eef2f6', rib: '#d7dee6', trim: palette.slate500 });
  const mid = pylon(1380, horizon + 4, 150, '#6d7f94', 1.2);
  const near = pylon(1560, horizon + 60, 260, '#55677d', 1.6);
  body += mid.svg + near.svg;
  body += wires(gant.attach, mid.wirePoints.slice(0, 3), 6, '#55677d', 1);
  body += wires(mid.wirePoints, near.wirePoints, 10, '#55677d', 1.1);
  body += wires(
    near.wirePoints,
    near.wirePoints.map(([x, y]) => [x + 200, y + 40] as const),
    14,
    '#55677d',
    1.1,
  );
  return svgDocument(width, height, group(body), skyLayer.defs + groundLayer.defs);
}

export function heroBess(width: number, height: number): string {
  const horizon = 520;
  const skyLayer = sky(width, horizon, 'blueHour', 1250);
  const groundLayer = ground(width, horizon, height, '#1e3152', '#4c6283');
  let body = skyLayer.body + stars(width, 260, 40, 29, 0.5);
  body += hills(width, horizon - 10, 20, 12, '#2d4469', horizon + 10);
  body += groundLayer.body;
  body += gravel(0, horizon + 12, width, height - horizon, '#33486b', '#9fb3ca', 33);
  // Rows of battery containers with inverter skids, far row first.
  const rowsY = [600, 700, 840];
  rowsY.forEach((baseY, rowIndex) => {
    const scale = 0.55 + rowIndex * 0.25;
    const w = 230 * scale;
    const h = 95 * scale;
    const gap = 70 * scale;
    for (let x = -40 + rowIndex * 30; x < 1150; x += w + gap) {
      body += shadow(x + w / 2, baseY, w * 0.6, 0.3);
      body += container(x, baseY, w, h, {
        body: '#dfe6ee',
        rib: '#c6d0db',
        trim: '#51647f',
        accent: palette.amber,
        vents: 3,
      });
      body += rect(x + w + gap * 0.15, baseY - h * 0.55, gap * 0.7, h * 0.55, '#51647f', { rx: 2 });
      body += rect(x + w + gap * 0.22, baseY - h * 0.45, gap * 0.56, h * 0.18, '#8da9c4', { opacity: 0.6 });
      body += circle(x + w + gap * 0.5, baseY - h * 0.15, Math.max(1.5, scale * 2.2), '#7ee08a');
    }
  });
  // Grid transformer and the line to the network on the right.
  body += transformer(1190, 760, 0.9, duskSteel);
  const p1 = pylon(1420, 700, 300, '#1a2f52', 2);
  const p2 = pylon(1585, 610, 180, '#22385c', 1.5);
  body += p1.svg + p2.svg;
  body += wires(p1.wirePoints, p2.wirePoints, 10, '#16294a', 1.3);
  body += wires(
    p2.wirePoints,
    p2.wirePoints.map(([x, y]) => [x + 120, y - 10] as const),
    6,
    '#16294a',
    1.2,
  );
  body += fence(0, width, 880, 60, '#8299b6');
  return svgDocument(width, height, group(body), skyLayer.defs + groundLayer.defs);
}

export function testimonialBackdrop(width: number, height: number): string {
  const horizon = 700;
  const skyLayer = sky(width, horizon, 'night', 1200);
  let body = skyLayer.body + stars(width, 600, 160, 41, 0.45);
  body += hills(width, horizon - 20, 30, 9, '#0d2140', height);
  body += hills(width, horizon + 40, 22, 15, '#091a33', height);
  const towers = [
    pylon(150, 800, 420, '#143056', 2),
    pylon(620, 745, 270, '#15325a', 1.6),
    pylon(980, 712, 170, '#16345c', 1.3),
    pylon(1230, 695, 110, '#17365e', 1),
  ];
  body += towers.map((t) => t.svg).join('');
  for (let i = 0; i < towers.length - 1; i++) {
    body += wires(towers[i]?.wirePoints ?? [], towers[i + 1]?.wirePoints ?? [], 14, '#1f4775', 1.3, 0.9);
  }
  body += wires(
    towers[0]?.wirePoints ?? [],
    (towers[0]?.wirePoints ?? []).map(([x, y]) => [x - 320, y + 40] as const),
    18,
    '#1f4775',
    1.4,
  );
  const defs =
    skyLayer.defs +
    linearGradient('veil', [
      [0, '#050f1f', 0.15],
      [1, '#050f1f', 0.55],
    ]);
  body += rect(0, 0, width, height, 'url(#veil)');
  return svgDocument(width, height, group(body), defs);
}
