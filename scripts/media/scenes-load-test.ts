import { container, transformer } from './equipment.ts';
import { cloud, gravel, ground, hills, shadow, sky, treeLine } from './landscape.ts';
import { palette } from './palette.ts';
import { person } from './people.ts';
import { ellipse, path, range, rect, seeded, svgDocument, text } from './svg.ts';

// Load-bank testing scenes: the service image and the 7 MVA case study.

function loadBank(x: number, baseY: number, w: number, h: number) {
  let out = shadow(x + w / 2, baseY, w * 0.6, 0.22);
  out += container(x, baseY, w, h, { body: '#f0f3f6', rib: '#dde3ea', trim: palette.slate600, vents: 3 });
  for (const i of range(3)) {
    const fx = x + w * (0.2 + i * 0.3);
    out +=
      rect(fx - w * 0.1, baseY - h - 18, w * 0.2, 18, palette.slate600) +
      ellipse(fx, baseY - h - 18, w * 0.09, 6, palette.slate900);
  }
  return out;
}

function generatorSet(x: number, baseY: number, w: number, h: number) {
  let out = shadow(x + w / 2, baseY, w * 0.6, 0.25);
  out += container(x, baseY, w, h, {
    body: '#2f5d50',
    rib: '#28503f',
    trim: '#1c3a30',
    accent: palette.amber,
    vents: 2,
  });
  out +=
    rect(x + w * 0.8, baseY - h - 80, 22, 80, palette.slate600) +
    rect(x + w * 0.8 - 4, baseY - h - 86, 30, 10, palette.slate700);
  return out;
}

function cableRun(from: readonly [number, number], to: readonly [number, number], seed: number) {
  const random = seeded(seed);
  const midX = (from[0] + to[0]) / 2 + (random() - 0.5) * 80;
  const midY = Math.max(from[1], to[1]) + 30 + random() * 30;
  return path(`M${from[0]} ${from[1]} Q${midX} ${midY} ${to[0]} ${to[1]}`, 'none', {
    stroke: palette.slate900,
    'stroke-width': 7,
    'stroke-linecap': 'round',
  });
}

export function loadBankScene(width: number, height: number): string {
  const horizon = 430;
  const skyLayer = sky(width, horizon, 'day');
  const yard = ground(width, horizon, height, '#9aa6b2', '#c3ccd5', 'yard');
  let body = skyLayer.body + cloud(900, 110, 90, palette.white, 0.8);
  body +=
    hills(width, horizon, 20, 41, '#a4bfa1', horizon + 20) +
    treeLine(0, width, horizon + 10, 42, '#6f8f73', 12);
  body += yard.body + gravel(0, horizon + 16, width, height - horizon, '#b4bec8', '#8994a0', 14);
  body += generatorSet(120, 700, 430, 170);
  body += loadBank(720, 620, 300, 120) + loadBank(1100, 640, 300, 120);
  body +=
    cableRun([550, 680], [720, 600], 1) +
    cableRun([550, 690], [1100, 620], 2) +
    cableRun([540, 698], [820, 800], 3);
  body += loadBank(820, 830, 330, 130);
  for (const cx of [620, 660])
    body += path(`M${cx} 860 l14 -40 l14 40 z`, '#ef7d32') + rect(cx + 4, 840, 20, 6, palette.white);
  body += person(1300, 860, 150, palette.navy500) + person(1360, 866, 144, '#ef7d32', { hat: palette.white });
  return svgDocument(width, height, body, skyLayer.defs + yard.defs);
}

export function caseLoadTest(width: number, height: number): string {
  const horizon = 460;
  const skyLayer = sky(width, horizon, 'golden', 1200);
  const yard = ground(width, horizon, height, '#8a96a3', '#b9c2cc', 'yard-evening');
  let body = skyLayer.body;
  body +=
    hills(width, horizon, 18, 5, '#8ea7a0', horizon + 20) +
    treeLine(0, width, horizon + 10, 38, '#5f7f68', 19);
  body += yard.body + gravel(0, horizon + 14, width, height - horizon, '#a9b3be', '#7d8894', 19);
  // 11kV connection: test transformer and ring main unit feeding the load banks.
  body += transformer(120, 690, 0.95);
  body += container(380, 690, 150, 110, {
    body: '#dfe6ee',
    rib: '#cbd4de',
    trim: palette.slate600,
    vents: 1,
  });
  body += loadBank(640, 640, 280, 115) + loadBank(980, 660, 280, 115);
  body +=
    cableRun([530, 660], [640, 600], 4) +
    cableRun([530, 670], [980, 620], 5) +
    cableRun([520, 680], [700, 800], 6) +
    cableRun([520, 686], [1120, 810], 7);
  body += cableRun([250, 660], [380, 660], 8);
  body += loadBank(700, 850, 320, 130) + loadBank(1120, 860, 320, 130);
  body += person(580, 880, 150, palette.navy500);
  // Test data card.
  body += rect(1040, 80, 460, 250, palette.navy, { rx: 16, opacity: 0.92 });
  body += text(1070, 130, 'LOAD-BANK TEST', { size: 22, fill: palette.amber, weight: 700 });
  const rows = [
    ['Rating', '7 MVA at 0.8 pf'],
    ['Steps', '500 kVA increments'],
    ['Duration', '12 hours'],
    ['Peak', '5.62 MW  ·  4.18 MVAr'],
  ];
  rows.forEach(([label, value], i) => {
    body += text(1070, 180 + i * 40, label ?? '', { size: 19, fill: palette.skyLight });
    body += text(1470, 180 + i * 40, value ?? '', {
      size: 19,
      fill: palette.white,
      weight: 700,
      anchor: 'end',
    });
  });
  return svgDocument(width, height, body, skyLayer.defs + yard.defs);
}
