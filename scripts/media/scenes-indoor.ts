import { palette } from './palette.ts';
import {
  chair,
  desk,
  miniTrend,
  monitor,
  plant,
  screenFrame,
  seatedFromBehind,
  singleLineDiagram,
} from './screens.ts';
import { circle, group, line, linearGradient, path, polygon, range, rect, svgDocument, text } from './svg.ts';

// Indoor scenes: protection panel, power-system screen, control room, design office.

export function room(width: number, height: number, floorY: number, wall = '#e6edf4', floor = '#c9d3de') {
  const defs = linearGradient('wall', [
    [0, '#f4f7fa'],
    [1, wall],
  ]);
  const body =
    rect(0, 0, width, floorY, 'url(#wall)') +
    rect(0, floorY, width, height - floorY, floor) +
    rect(0, floorY - 10, width, 10, palette.slate300);
  return { defs, body };
}

export function relay(x: number, y: number, w: number, h: number, index: number) {
  const leds = [palette.red, '#4caf50', palette.amber, '#4caf50', palette.slate400];
  return (
    rect(x, y, w, h, '#2c3e55', { rx: 6 }) +
    rect(x + 10, y + 12, w * 0.55, h * 0.38, '#7fc4c9', { rx: 3 }) +
    range(3)
      .map((i) => line(x + 18, y + 24 + i * 11, x + 10 + w * 0.45, y + 24 + i * 11, '#1f5960', 2.5))
      .join('') +
    range(5)
      .map((i) =>
        circle(x + w * 0.78, y + 18 + i * (h * 0.14), 4.5, leds[(i + index) % leds.length] ?? palette.white),
      )
      .join('') +
    range(6)
      .map((i) =>
        rect(x + 12 + (i % 3) * 24, y + h * 0.62 + Math.floor(i / 3) * 20, 18, 14, '#556b86', { rx: 3 }),
      )
      .join('')
  );
}

export function protection(width: number, height: number): string {
  const floorY = 760;
  const base = room(width, height, floorY);
  let body = base.body;
  // Two relay panels side by side.
  for (const [px, label] of [
    [120, '=A01 FEEDER PROTECTION'],
    [520, '=A02 TRANSFORMER PROTECTION'],
  ] as const) {
    body += rect(px, 90, 380, floorY - 90, '#d3dbe4', { stroke: palette.slate500, 'stroke-width': 3 });
    body += rect(px + 14, 104, 352, 40, palette.navy);
    body += text(px + 190, 131, label, { size: 17, fill: palette.white, weight: 700, anchor: 'middle' });
    for (const row of range(3)) {
      for (const col of range(2)) {
        body += relay(px + 30 + col * 170, 170 + row * 150, 150, 130, row * 2 + col);
      }
    }
    body += rect(px + 30, 630, 320, 40, '#9aa8b8', { rx: 4 });
    body += range(10)
      .map((i) => rect(px + 38 + i * 31, 636, 24, 28, '#e9edf2', { rx: 2 }))
      .join('');
    body += rect(px + 340, 380, 12, 70, palette.slate600, { rx: 4 });
  }
  // SCADA workstation.
  const screenContent =
    screenFrame(520, 320, 'SCADA  |  33kV SUBSTATION') +
    group(singleLineDiagram(330, 280, { labels: false }), { transform: 'translate(10 34)' }) +
    group(miniTrend(160, 120, 7), { transform: 'translate(350 40)' }) +
    group(miniTrend(160, 120, 9, '#7ee08a'), { transform: 'translate(350 176)' });
  body += desk(980, 600, 560);
  body += monitor(1000, 240, 520, 320, screenContent);
  body += rect(1150, 582, 220, 14, palette.slate700, { rx: 4 });
  body += plant(1500, 600, 80);
  return svgDocument(width, height, body, base.defs);
}

export function powerSystem(width: number, height: number): string {
  const floorY = 800;
  const base = room(width, height, floorY, '#dde6f0');
  let body = base.body;
  const sw = 1160;
  const sh = 620;
  let content = screenFrame(sw, sh, 'LOAD FLOW  |  Scenario: summer maximum, N-1');
  content += group(singleLineDiagram(780, 560, {}), { transform: 'translate(20 44)' });
  content += rect(830, 50, 310, 290, '#12335c', { rx: 6 });
  content += text(848, 80, 'Bus voltages (p.u.)', { size: 16, fill: palette.skyLight, weight: 700 });
  const rows = [
    ['132 kV GSP', '1.00'],
    ['33 kV Bus A', '1.02'],
    ['33 kV Bus B', '1.01'],
    ['11 kV Client', '0.99'],
    ['0.4 kV Aux', '0.98'],
  ];
  rows.forEach(([name, value], i) => {
    content += text(848, 116 + i * 44, name ?? '', { size: 15, fill: palette.white });
    content += text(1120, 116 + i * 44, value ?? '', {
      size: 15,
      fill: '#7ee08a',
      weight: 700,
      anchor: 'end',
    });
    content += line(848, 128 + i * 44, 1120, 128 + i * 44, palette.navy400, 1, { opacity: 0.6 });
  });
  content += group(miniTrend(310, 220, 3), { transform: 'translate(830 360)' });
  body += monitor(220, 70, sw, sh, content);
  body += desk(120, 820, 1360);
  return svgDocument(width, height, body, base.defs);
}

export function gridControl(width: number, height: number): string {
  const defs = linearGradient('control-room', [
    [0, '#0a1a33'],
    [1, '#13294a'],
  ]);
  let body = rect(0, 0, width, height, 'url(#control-room)');
  // Video wall: 4 x 2 tiles.
  const tileW = 330;
  const tileH = 190;
  for (const row of range(2)) {
    for (const col of range(4)) {
      const x = 130 + col * (tileW + 12);
      const y = 60 + row * (tileH + 12);
      body += rect(x, y, tileW, tileH, '#0f2a4d', { stroke: '#1d4e89', 'stroke-width': 3 });
      const kind = (row * 4 + col) % 3;
      if (kind === 0)
        body += group(singleLineDiagram(tileW - 20, tileH - 20, { labels: false }), {
          transform: `translate(${x + 10} ${y + 10})`,
        });
      if (kind === 1)
        body += group(
          miniTrend(tileW - 20, tileH - 20, row * 4 + col + 1, col % 2 ? '#7ee08a' : palette.amber),
          { transform: `translate(${x + 10} ${y + 10})` },
        );
      if (kind === 2) body += networkMap(x + 10, y + 10, tileW - 20, tileH - 20, row * 4 + col);
    }
  }
  body += polygon(
    [
      [0, 620],
      [width, 620],
      [width, height],
      [0, height],
    ],
    '#0b1f3a',
  );
  // Operator desk with monitors and two operators seen from behind.
  body += rect(80, 700, 1440, 24, '#2a4366', { rx: 6 });
  for (const i of range(6)) {
    body += monitor(
      150 + i * 220,
      560,
      190,
      115,
      screenFrame(190, 115) + group(miniTrend(170, 70, 20 + i), { transform: 'translate(10 36)' }),
      { bezel: '#050f1f' },
    );
  }
  body +=
    seatedFromBehind(520, 900, '#1d4e89', '#0a1a33') + seatedFromBehind(1080, 900, '#2f6aa8', '#0a1a33');
  return svgDocument(width, height, body, defs);
}

function networkMap(x: number, y: number, w: number, h: number, seed: number) {
  const nodes = range(9).map(
    (i) => [x + 20 + ((i * 97 + seed * 31) % (w - 40)), y + 20 + ((i * 53 + seed * 17) % (h - 40))] as const,
  );
  let out = rect(x, y, w, h, '#12335c', { rx: 4 });
  nodes.forEach(([nx, ny], i) => {
    const next = nodes[(i + 1) % nodes.length];
    const skip = nodes[(i + 3) % nodes.length];
    if (next) out += line(nx, ny, next[0], next[1], palette.navy400, 2);
    if (skip && i % 2 === 0) out += line(nx, ny, skip[0], skip[1], palette.amber, 1.6, { opacity: 0.8 });
  });
  for (const [nx, ny] of nodes) out += circle(nx, ny, 6, palette.skyLight);
  return out;
}

export function aboutTeam(width: number, height: number): string {
  const floorY = 700;
  const base = room(width, height, floorY, '#e2eaf2', '#b9c6d4');
  let body = base.body;
  // Window with a view of a pylon line.
  body += rect(960, 90, 520, 380, '#cfe0ef', { stroke: palette.white, 'stroke-width': 14 });
  body += line(1220, 90, 1220, 470, palette.white, 10);
  body += polygon(
    [
      [960, 400],
      [1480, 370],
      [1480, 470],
      [960, 470],
    ],
    '#a9c48e',
  );
  // Standing engineers (faceless) either side of the table.
  body += standingFigure(300, 700, palette.navy500) + standingFigure(1260, 700, palette.slate600);
  // Table with a large single-line diagram sheet.
  body += polygon(
    [
      [170, 620],
      [1430, 620],
      [1560, 800],
      [40, 800],
    ],
    '#d8c3a5',
  );
  body += rect(40, 800, 1520, 22, '#b69f80');
  body += polygon(
    [
      [380, 640],
      [1220, 640],
      [1290, 780],
      [310, 780],
    ],
    palette.white,
  );
  body += group(
    singleLineDiagram(820, 130, {
      ink: palette.navy500,
      accent: palette.amberDeep,
      flow: palette.teal,
      labels: false,
    }),
    {
      transform: 'translate(390 646) scale(1 1)',
    },
  );
  body += group(rect(0, 0, 180, 110, palette.slate700, { rx: 8 }) + rect(10, 10, 160, 90, '#cfe0ef'), {
    transform: 'translate(120 660) skewX(-18)',
  });
  body += circle(1380, 700, 22, palette.amber) + circle(1380, 700, 14, palette.amberDeep);
  body += rect(1300, 740, 160, 16, palette.navy500, { rx: 8, transform: 'rotate(-8 1380 748)' });
  body += seatedFromBehind(800, 940, palette.navy700);
  body += plant(1530, 700, 110);
  return svgDocument(width, height, body, base.defs);
}

export function standingFigure(cx: number, waistY: number, shirt: string) {
  return group(
    rect(cx - 60, waistY - 250, 120, 260, shirt, { rx: 50 }) +
      rect(cx - 14, waistY - 280, 28, 34, '#b98566') +
      circle(cx, waistY - 310, 40, '#c8957a') +
      path(
        `M${cx - 42} ${waistY - 306} a42 44 0 0 1 84 0 q-10 -22 -42 -24 q-32 2 -42 24 z`,
        palette.slate900,
      ) +
      rect(cx - 86, waistY - 220, 30, 170, shirt, {
        rx: 15,
        transform: `rotate(-12 ${cx - 70} ${waistY - 220})`,
      }) +
      rect(cx + 56, waistY - 220, 30, 170, shirt, {
        rx: 15,
        transform: `rotate(12 ${cx + 70} ${waistY - 220})`,
      }),
  );
}

export function careers(width: number, height: number): string {
  const floorY = 640;
  const base = room(width, height, floorY, '#e4ecf4', '#c3cedb');
  let body = base.body;
  for (const i of range(3)) {
    const wx = 120 + i * 480;
    body += rect(wx, 70, 400, 330, '#cfe0ef', { stroke: palette.white, 'stroke-width': 12 });
    body += range(5)
      .map((k) =>
        rect(wx + 20 + k * 76, 250 - ((k * 37 + i * 23) % 90), 56, 150 + ((k * 37 + i * 23) % 90), '#a9bdd2'),
      )
      .join('');
  }
  for (const i of range(4))
    body +=
      line(200 + i * 400, 0, 200 + i * 400, 40, palette.slate500, 2) +
      rect(150 + i * 400, 40, 100, 14, palette.slate700, { rx: 7 });
  // Back row of desks, then a nearer row with people seen from behind.
  for (const i of range(4)) {
    const dx = 80 + i * 380;
    body += monitor(
      dx + 90,
      470,
      170,
      100,
      screenFrame(170, 100) +
        group(singleLineDiagram(150, 66, { labels: false }), { transform: 'translate(10 30)' }),
    );
    body += desk(dx, 590, 340);
  }
  for (const i of range(3)) {
    const cx = 290 + i * 520;
    body += chair(cx, 870, [palette.navy700, palette.navy500, palette.slate700][i] ?? palette.navy700);
    body += seatedFromBehind(
      cx,
      840,
      [palette.amberDeep, palette.teal, palette.navy400][i] ?? palette.navy400,
    );
  }
  body += plant(40, 640, 120) + plant(1560, 640, 120);
  return svgDocument(width, height, body, base.defs);
}
