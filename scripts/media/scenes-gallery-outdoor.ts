import { container, gantry, transformer, transformerGrey, wires } from './equipment.ts';
import { cloud, fence, gravel, ground, hills, shadow, sky, treeLine } from './landscape.ts';
import { palette } from './palette.ts';
import { person } from './people.ts';
import { vehicle } from './scenes-outdoor.ts';
import { line, path, range, rect, svgDocument, text } from './svg.ts';

// Gallery photographs from site: a substation walkdown, a battery storage inspection and a
// safety briefing before work starts. Daylight, the same people and plant as the other scenes.

const HI_VIS = '#ef7d32';

/** A person in PPE holding a clipboard or tablet at chest height. */
function personWithBoard(x: number, baseY: number, height: number, clothes: string, hat = palette.white) {
  const boardY = baseY - height * 0.62;
  return (
    person(x, baseY, height, clothes, { hat }) +
    rect(x + height * 0.05, boardY, height * 0.13, height * 0.17, palette.slate700, {
      rx: 2,
      transform: `rotate(-12 ${x + height * 0.1} ${boardY})`,
    }) +
    rect(x + height * 0.065, boardY + height * 0.02, height * 0.1, height * 0.13, palette.white, {
      transform: `rotate(-12 ${x + height * 0.1} ${boardY})`,
    })
  );
}

function cone(x: number, baseY: number) {
  return path(`M${x} ${baseY} l14 -40 l14 40 z`, HI_VIS) + rect(x + 4, baseY - 20, 20, 6, palette.white);
}

export function gallerySubstationVisit(width: number, height: number): string {
  const horizon = 440;
  const skyLayer = sky(width, horizon, 'day');
  const yard = ground(width, horizon, height, '#9aa6b2', '#c3ccd5', 'visit-yard');
  let body =
    skyLayer.body + cloud(260, 120, 80, palette.white, 0.8) + cloud(1180, 90, 70, palette.white, 0.7);
  body +=
    hills(width, horizon, 22, 51, '#a4bfa1', horizon + 20) +
    treeLine(0, width, horizon + 10, 44, '#6f8f73', 52);
  body += yard.body + gravel(0, horizon + 16, width, height - horizon, '#b4bec8', '#8994a0', 53);
  body += fence(0, width, horizon + 60, 46, palette.slate500);
  // Busbar gantries and the two grid transformers the walkdown is checking.
  const gantries = [
    gantry(80, 640, 360, 250, palette.slate500, 2),
    gantry(560, 630, 360, 240, palette.slate500, 1.9),
    gantry(1040, 620, 320, 220, palette.slate500, 1.8),
  ];
  body += gantries.map((g) => g.svg).join('');
  for (let i = 0; i < gantries.length - 1; i++) {
    body += wires(gantries[i]?.attach ?? [], gantries[i + 1]?.attach ?? [], 6, palette.slate600, 1.8, 0.9);
  }
  body += shadow(330, 760, 200, 0.22) + shadow(820, 750, 180, 0.22);
  body += transformer(230, 760, 1.4, transformerGrey) + transformer(730, 750, 1.25, transformerGrey);
  body += container(1130, 740, 300, 120, {
    body: '#e6ebf0',
    rib: '#cfd7df',
    trim: palette.slate600,
    accent: palette.amber,
    vents: 2,
  });
  // The visiting engineers: one points out the plant, the others take notes.
  body += shadow(1180, 880, 200, 0.18);
  body += personWithBoard(1060, 880, 200, palette.navy500);
  body += person(1180, 886, 210, HI_VIS, { hat: palette.white });
  body += line(1196, 886 - 210 * 0.7, 1290, 886 - 210 * 0.92, HI_VIS, 14);
  body += personWithBoard(1300, 876, 190, palette.navy700, palette.amber);
  return svgDocument(width, height, body, skyLayer.defs + yard.defs);
}

export function galleryBessVisit(width: number, height: number): string {
  const horizon = 420;
  const skyLayer = sky(width, horizon, 'day');
  const yard = ground(width, horizon, height, '#9aa6b2', '#c3ccd5', 'bess-yard');
  let body = skyLayer.body + cloud(760, 100, 90, palette.white, 0.8);
  body +=
    hills(width, horizon, 18, 61, '#a4bfa1', horizon + 20) +
    treeLine(0, width, horizon + 8, 40, '#6f8f73', 62);
  body += yard.body + gravel(0, horizon + 16, width, height - horizon, '#b4bec8', '#8994a0', 63);
  // Two rows of battery containers with their inverter skids.
  const battery = { body: '#f0f3f6', rib: '#dde3ea', trim: palette.slate600, accent: palette.teal, vents: 3 };
  for (const i of range(4)) {
    const x = 60 + i * 390;
    body += shadow(x + 160, 560, 190, 0.18) + container(x, 560, 320, 110, battery);
  }
  for (const i of range(3)) {
    const x = 40 + i * 470;
    body += shadow(x + 200, 740, 240, 0.22) + container(x, 740, 400, 150, battery);
    body += rect(x + 410, 640, 48, 100, palette.slate600, { rx: 3 }) + rect(x + 418, 652, 32, 18, '#7fc4c9');
  }
  body += line(0, 770, width, 770, palette.slate400, 3, { opacity: 0.6 });
  body += vehicle(1230, 880);
  // Engineers checking a container's bonding with a test meter.
  body += shadow(820, 880, 170, 0.18);
  body += personWithBoard(720, 880, 190, palette.navy500);
  body += person(880, 884, 196, HI_VIS, { hat: palette.white });
  body += rect(930, 740, 44, 60, palette.amber, { rx: 6 }) + rect(938, 750, 28, 18, palette.slate900);
  // Its lead clipped to the container's green-and-yellow earth bar.
  body += rect(990, 716, 60, 10, '#4caf50') + rect(1002, 716, 12, 10, palette.amberLight);
  body += path('M970 770 Q 1010 780 1020 724', 'none', { stroke: palette.red, 'stroke-width': 4 });
  return svgDocument(width, height, body, skyLayer.defs + yard.defs);
}

export function gallerySafetyBriefing(width: number, height: number): string {
  const horizon = 420;
  const skyLayer = sky(width, horizon, 'day');
  const yard = ground(width, horizon, height, '#9aa6b2', '#c3ccd5', 'briefing-yard');
  let body =
    skyLayer.body + cloud(380, 110, 80, palette.white, 0.8) + cloud(1300, 140, 60, palette.white, 0.7);
  body +=
    hills(width, horizon, 20, 71, '#a4bfa1', horizon + 20) +
    treeLine(0, width, horizon + 10, 44, '#6f8f73', 72);
  body += yard.body + gravel(0, horizon + 16, width, height - horizon, '#b4bec8', '#8994a0', 73);
  body += fence(0, width, horizon + 70, 50, palette.slate500);
  // Site welfare cabin with the briefing board in front of it.
  body += shadow(1110, 650, 330, 0.2);
  body += container(820, 650, 580, 190, {
    body: '#2f5d8a',
    rib: '#2a547d',
    trim: palette.navy,
    accent: palette.amber,
    vents: 0,
  });
  body += rect(1060, 520, 120, 60, '#cfe0ef', { stroke: palette.white, 'stroke-width': 6 });
  const boardX = 300;
  body += line(boardX + 30, 820, boardX + 80, 480, palette.slate700, 8);
  body += line(boardX + 330, 820, boardX + 280, 480, palette.slate700, 8);
  body += rect(boardX, 440, 360, 250, palette.white, { stroke: palette.slate600, 'stroke-width': 6, rx: 4 });
  body += rect(boardX, 440, 360, 52, palette.navy);
  body += text(boardX + 180, 476, 'SAFETY BRIEFING', {
    size: 26,
    fill: palette.white,
    weight: 700,
    anchor: 'middle',
  });
  for (const [i, label] of [
    'Permit to work',
    'Isolation points',
    'PPE and access',
    'Emergency plan',
  ].entries()) {
    const y = 530 + i * 40;
    body += rect(boardX + 28, y - 16, 18, 18, palette.amber, { rx: 3 });
    body += text(boardX + 60, y, label, { size: 22, fill: palette.navy });
  }
  // The team gathered round; the supervisor beside the board.
  body += shadow(800, 880, 420, 0.18);
  body += person(520, 870, 200, palette.navy500, { hat: palette.white });
  const crew = [
    [700, 880, 186, HI_VIS, palette.amber],
    [820, 890, 194, palette.navy700, palette.white],
    [940, 884, 182, HI_VIS, palette.white],
    [1060, 892, 190, palette.teal, palette.amber],
    [1180, 886, 184, HI_VIS, palette.amber],
  ] as const;
  for (const [x, baseY, h, clothes, hat] of crew) body += person(x, baseY, h, clothes, { hat });
  body += cone(1340, 880) + cone(1400, 884);
  return svgDocument(width, height, body, skyLayer.defs + yard.defs);
}
