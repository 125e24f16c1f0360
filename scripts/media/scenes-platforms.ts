import { type IsoView, iso, isoBox, isoFloorRect, isoLeftFaceRect, isoLine } from './iso.ts';
import { isoContainer, isoInverter, isoTransformer, platformDocument, slab } from './iso-equipment.ts';
import { isoFence, isoGantry, isoTree, isoWire } from './iso-site.ts';
import { palette } from './palette.ts';
import { person } from './people.ts';
import { group, range, round, text } from './svg.ts';

// Isometric "platform" illustrations for the service pages and two case studies.

/** A view that centres a size[0] x size[1] slab in the frame, lifted to leave room for plant. */
export function centredView(
  width: number,
  height: number,
  size: readonly [number, number],
  scale: number,
  lift = 40,
): IsoView {
  const cos30 = Math.cos(Math.PI / 6);
  const [w, d] = size;
  return {
    scale,
    originX: width / 2 - ((w - d) / 2) * cos30 * scale,
    originY: height / 2 - ((w + d) / 4) * scale + lift,
  };
}

function gravelTop(view: IsoView, size: readonly [number, number]) {
  let out = slab(view, size, 0.6, '#d5dce4');
  for (let x = 1; x < size[0]; x += 1)
    out += isoLine(
      view,
      [
        [x, 0, 0],
        [x, size[1], 0],
      ],
      palette.white,
      0.6,
      { opacity: 0.5 },
    );
  for (let y = 1; y < size[1]; y += 1)
    out += isoLine(
      view,
      [
        [0, y, 0],
        [size[0], y, 0],
      ],
      palette.white,
      0.6,
      { opacity: 0.5 },
    );
  return out;
}

export function plantEngineering(width: number, height: number): string {
  const size = [15, 10] as const;
  const view = centredView(width, height, size, 54, 70);
  let body = gravelTop(view, size);
  body += isoFence(view, [0.3, 0.3], [size[0] - 0.6, size[1] - 0.6], 'back');
  body += isoFloorRect(view, [3.4, 4.2], [6.5, 0.5], 0.01, palette.slate400);
  const gant = isoGantry(view, [12, 1.2], 4.2, 4.2, palette.slate500);
  body += gant.svg;
  body += isoTransformer(view, [8.2, 1.8, 0], 1.3, '#7f92a8');
  for (const [ax, ay, az] of gant.attach)
    body += isoWire(view, [ax, ay, az], [9.4, 2.3 + (ay - 1.2) * 0.4, 3.5], palette.slate600, 0.2);
  body += isoContainer(view, [1.2, 1, 0], [6, 2.6, 2.7], { doors: 3, vents: 2 });
  body += isoInverter(view, [3, 6.5, 0], [1.6, 1.2, 1.6], palette.slate500);
  body += isoFence(view, [0.3, 0.3], [size[0] - 0.6, size[1] - 0.6], 'front');
  body += isoTree(view, [size[0] + 1.2, 3], 1.2) + isoTree(view, [size[0] + 1.6, 6.5], 0.9, palette.green);
  const [px, py] = iso(view, 7.5, 7.2, 0);
  body +=
    person(px, py, 120, palette.navy500) +
    person(px + 48, py - 12, 112, palette.slate600, { hat: palette.white });
  return platformDocument(width, height, body);
}

export function batteryStorage(width: number, height: number): string {
  const size = [16, 11] as const;
  const view = centredView(width, height, size, 50, 60);
  let body = gravelTop(view, size);
  body += isoFence(view, [0.3, 0.3], [size[0] - 0.6, size[1] - 0.6], 'back');
  body += isoContainer(view, [12, 0.8, 0], [3, 2, 2.3], { doors: 1, vents: 1, body: '#dde4ec' });
  body += isoTransformer(view, [12.3, 4, 0], 1, '#7f92a8');
  const rows = [1, 5.2];
  for (const y of rows) {
    for (const i of range(3)) {
      const x = 0.8 + i * 3.7;
      body += isoContainer(view, [x, y, 0], [2.6, 1.3, 1.4], {
        doors: 1,
        vents: 1,
        body: '#f1f4f7',
        accent: palette.amber,
      });
      body += isoInverter(view, [x + 0.4, y + 1.8, 0], [1.4, 0.8, 1], palette.slate600);
    }
  }
  body += isoFloorRect(view, [0.8, 9.4], [11.2, 0.4], 0.01, palette.slate400);
  body += isoFence(view, [0.3, 0.3], [size[0] - 0.6, size[1] - 0.6], 'front');
  body += isoTree(view, [-1.2, 2], 1.1) + isoTree(view, [-1.4, 6], 0.9, palette.green);
  const [px, py] = iso(view, 11.5, 9.3, 0);
  body += person(px, py, 104, palette.navy500);
  return platformDocument(width, height, body);
}

export function caseSwitchroom(width: number, height: number): string {
  const size = [13, 9] as const;
  const view = centredView(width, height, size, 60, 60);
  let body = gravelTop(view, size);
  body += isoFence(view, [0.3, 0.3], [size[0] - 0.6, size[1] - 0.6], 'back');
  // Plinth, the switchroom with an open door showing panels, and HV cables entering below.
  body += isoBox(view, [1.2, 1.4, 0], [9, 3.6, 0.5], {
    top: palette.concrete,
    left: palette.slate300,
    right: palette.slate400,
  });
  body += isoContainer(view, [1.5, 1.7, 0.5], [8.4, 3, 3], { doors: 0, vents: 3, body: '#e4eaf0' });
  const doorY = 4.7;
  body += isoLeftFaceRect(view, doorY, [2.2, 0.55], [1.6, 2.4], palette.navy700);
  for (const i of range(3)) {
    body += isoLeftFaceRect(view, doorY, [2.28 + i * 0.5, 0.62], [0.44, 2.1], '#d6dde5', {
      stroke: palette.slate500,
      'stroke-width': 1,
    });
    body += isoLeftFaceRect(view, doorY, [2.36 + i * 0.5, 2.2], [0.26, 0.2], palette.amber);
    body += isoLeftFaceRect(view, doorY, [2.36 + i * 0.5, 1.5], [0.28, 0.35], palette.slate500);
  }
  body += isoLeftFaceRect(view, doorY, [4.6, 1.2], [4.2, 0.9], palette.navy, { opacity: 0.92 });
  const [sx, sy] = iso(view, 6.7, doorY, 1.65);
  body += group(
    text(0, 6, '33kV SWITCHROOM', { size: 17, fill: palette.white, weight: 700, anchor: 'middle' }),
    {
      transform: `translate(${round(sx)} ${round(sy)}) skewY(30)`,
    },
  );
  body += isoFloorRect(view, [10.2, 1.9], [2.5, 1.3], 0.005, palette.slate600);
  for (const i of range(3)) {
    body += isoLine(
      view,
      [
        [12.7, 2.2 + i * 0.35, 0.01],
        [10.2, 2.2 + i * 0.35, 0.01],
      ],
      palette.slate900,
      5,
    );
  }
  body += isoTransformer(view, [10.8, 5.6, 0], 0.8, '#7f92a8');
  body += isoFence(view, [0.3, 0.3], [size[0] - 0.6, size[1] - 0.6], 'front');
  const [px, py] = iso(view, 4.5, 7.2, 0);
  body +=
    person(px, py, 120, palette.navy500) +
    person(px + 60, py + 6, 116, palette.slate600, { hat: palette.white });
  body += isoTree(view, [-1, 6.5], 1.1);
  return platformDocument(width, height, body);
}
