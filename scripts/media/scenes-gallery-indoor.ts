import { palette } from './palette.ts';
import { relay, room, standingFigure } from './scenes-indoor.ts';
import {
  chair,
  miniTrend,
  monitor,
  plant,
  screenFrame,
  seatedFromBehind,
  singleLineDiagram,
} from './screens.ts';
import { circle, group, line, path, polygon, polyline, range, rect, svgDocument, text } from './svg.ts';

// Gallery photographs from the office and the training room: a design meeting, a classroom
// course on earthing and a relay-testing workshop. Same room, furniture and faceless figures as
// the other indoor scenes.

/** A presentation screen on the wall showing `content` (drawn in its own coordinates). */
function wallScreen(x: number, y: number, width: number, height: number, content: string) {
  return (
    rect(x - 12, y - 12, width + 24, height + 24, palette.slate900, { rx: 10 }) +
    group(content, { transform: `translate(${x} ${y})` })
  );
}

/** Earth potential rise around an earth grid, as taught on the earthing course. */
function earthingSlide(width: number, height: number) {
  const groundY = height * 0.62;
  let out = screenFrame(width, height, 'EARTHING DESIGN  |  TOUCH AND STEP VOLTAGE');
  out += line(30, groundY, width - 30, groundY, palette.skyLight, 3);
  // The grid in the ground and the potential curve above it.
  out += range(6)
    .map((i) => circle(width * 0.32 + i * width * 0.07, groundY + 36, 6, palette.amber))
    .join('');
  out += line(width * 0.32, groundY + 36, width * 0.67, groundY + 36, palette.amber, 3);
  const curve = range(41).map((i) => {
    const x = 30 + (i * (width - 60)) / 40;
    const distance = Math.abs(x - width / 2) / (width * 0.18);
    return [x, groundY - 20 - (height * 0.42) / (1 + distance * distance)] as const;
  });
  out += polyline(curve, '#7ee08a', 4);
  out += text(width * 0.5, height * 0.2, 'EPR', { size: 22, fill: '#7ee08a', weight: 700, anchor: 'middle' });
  out += line(width * 0.74, groundY - 4, width * 0.74, curve[30]?.[1] ?? groundY, palette.red, 3);
  out += text(width * 0.76, groundY - 40, 'touch', { size: 18, fill: palette.skyLight });
  out += text(width * 0.5, height * 0.92, 'BS EN 50522  ·  ENA TS 41-24', {
    size: 18,
    fill: palette.skyLight,
    anchor: 'middle',
  });
  return out;
}

export function galleryTrainingClassroom(width: number, height: number): string {
  const floorY = 600;
  const base = room(width, height, floorY, '#e2eaf2', '#b9c6d4');
  let body = base.body;
  body += wallScreen(420, 90, 760, 420, earthingSlide(760, 420));
  // The trainer beside the screen, pointing at the curve.
  body += standingFigure(1330, 640, palette.navy500);
  body += line(1270, 420, 1120, 300, palette.slate700, 6);
  body += plant(120, 600, 120) + plant(1520, 600, 110);
  // Two rows of trainees at long desks, seen from behind.
  for (const [row, seatY, scale] of [
    [0, 690, 0.8],
    [1, 860, 1],
  ] as const) {
    const deskY = seatY - (row === 0 ? 96 : 110);
    const inset = row === 0 ? 160 : 60;
    body += rect(inset, deskY, width - inset * 2, 14, '#d8c3a5', { rx: 3 });
    const count = row === 0 ? 5 : 4;
    for (const i of range(count)) {
      const cx = inset + ((i + 0.5) * (width - inset * 2)) / count;
      const shirt = [palette.teal, palette.navy700, palette.amberDeep, palette.navy400, palette.slate700][
        (i + row * 2) % 5
      ];
      body += group(chair(0, 0, palette.navy700) + seatedFromBehind(0, -30, shirt ?? palette.navy400), {
        transform: `translate(${cx} ${seatY}) scale(${scale})`,
      });
    }
  }
  return svgDocument(width, height, body, base.defs);
}

/** A secondary-injection test set: case, display, and banks of coloured sockets. */
function testSet(x: number, y: number, w: number, h: number) {
  const sockets = [palette.red, palette.amber, palette.navy400, palette.slate900];
  let out =
    rect(x, y, w, h, palette.slate700, { rx: 10 }) +
    rect(x + 14, y + 14, w * 0.42, h * 0.5, '#0f2a4d', { rx: 4 });
  out += group(miniTrend(w * 0.42 - 16, h * 0.5 - 16, 4, '#7ee08a'), {
    transform: `translate(${x + 22} ${y + 22})`,
  });
  for (const i of range(8)) {
    const sx = x + w * 0.55 + (i % 4) * w * 0.1;
    const sy = y + h * 0.22 + Math.floor(i / 4) * h * 0.3;
    out +=
      circle(sx, sy, h * 0.07, sockets[i % 4] ?? palette.slate900) +
      circle(sx, sy, h * 0.03, palette.slate900);
  }
  out += rect(x + 14, y + h * 0.72, w * 0.42, h * 0.16, '#556b86', { rx: 4 });
  return out;
}

export function galleryRelayTesting(width: number, height: number): string {
  const floorY = 640;
  const base = room(width, height, floorY, '#e4ecf4', '#c3cedb');
  let body = base.body;
  // A training panel of relays on the back wall.
  body += rect(100, 90, 420, 470, '#d3dbe4', { stroke: palette.slate500, 'stroke-width': 3 });
  body += rect(114, 104, 392, 40, palette.navy);
  body += text(310, 131, 'TRAINING PANEL', { size: 18, fill: palette.white, weight: 700, anchor: 'middle' });
  for (const row of range(2))
    for (const col of range(2)) body += relay(130 + col * 190, 170 + row * 180, 170, 150, row * 2 + col);
  // Trainer and trainee behind the bench.
  body += standingFigure(800, 610, palette.navy500) + standingFigure(1250, 610, palette.teal);
  // The bench: test set, a relay under test, leads between them and a laptop with results.
  body += rect(560, 640, 1000, 22, '#b69f80') + rect(560, 662, 1000, 250, '#9aa8b8');
  body += polygon(
    [
      [600, 560],
      [1520, 560],
      [1560, 640],
      [560, 640],
    ],
    '#d8c3a5',
  );
  body += testSet(640, 470, 300, 150);
  body += relay(1020, 470, 150, 150, 2);
  for (const [i, colour] of [palette.red, palette.amber, palette.navy400].entries()) {
    body += path(
      `M${820 + i * 30} ${500} C ${900 + i * 30} ${380}, ${1000 + i * 20} ${380}, ${1050 + i * 20} ${560}`,
      'none',
      {
        stroke: colour,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      },
    );
  }
  body += monitor(
    1240,
    470,
    220,
    130,
    screenFrame(220, 130, 'RELAY TEST') + group(miniTrend(200, 90, 6), { transform: 'translate(10 32)' }),
    {
      stand: false,
    },
  );
  body += polygon(
    [
      [1232, 612],
      [1468, 612],
      [1500, 636],
      [1200, 636],
    ],
    palette.slate700,
  );
  body += plant(1540, 640, 100);
  return svgDocument(width, height, body, base.defs);
}

export function galleryOfficeMeeting(width: number, height: number): string {
  const floorY = 660;
  const base = room(width, height, floorY, '#e2eaf2', '#b9c6d4');
  let body = base.body;
  // Window onto the car park and a wall screen with the network under study.
  body += rect(90, 90, 420, 330, '#cfe0ef', { stroke: palette.white, 'stroke-width': 14 });
  body += line(300, 90, 300, 420, palette.white, 10);
  body += polygon(
    [
      [90, 350],
      [510, 330],
      [510, 420],
      [90, 420],
    ],
    '#a9c48e',
  );
  body += wallScreen(
    700,
    90,
    640,
    360,
    screenFrame(640, 360, 'LOAD FLOW  |  33kV CONNECTION') +
      group(singleLineDiagram(600, 310), { transform: 'translate(20 40)' }),
  );
  // Colleagues round the table; the one at the screen presents.
  body += standingFigure(1420, 700, palette.navy500);
  for (const [cx, shirt] of [
    [520, palette.slate600],
    [800, palette.amberDeep],
    [1080, palette.navy700],
  ] as const) {
    body += standingFigure(cx, 760, shirt);
  }
  body += polygon(
    [
      [300, 640],
      [1360, 640],
      [1480, 800],
      [180, 800],
    ],
    '#d8c3a5',
  );
  body += rect(180, 800, 1300, 22, '#b69f80');
  // Papers, a laptop and coffee on the table.
  body += rect(440, 670, 160, 100, palette.white, { transform: 'rotate(-6 520 720)' });
  body += rect(900, 660, 200, 120, palette.slate700, { rx: 8 }) + rect(912, 672, 176, 96, '#cfe0ef');
  body += circle(700, 720, 20, palette.white) + circle(700, 720, 13, palette.earth);
  body += seatedFromBehind(420, 960, palette.teal) + seatedFromBehind(1180, 960, palette.navy400);
  body += plant(1560, 660, 90);
  return svgDocument(width, height, body, base.defs);
}
