import { type IsoView, iso, isoFloorRect, isoLeftFaceRect, isoLine, isoRightFaceRect } from './iso.ts';
import { isoContainer, isoInverter, isoTransformer, platformDocument, shade } from './iso-equipment.ts';
import { isoGantry } from './iso-site.ts';
import { palette } from './palette.ts';
import { centredView } from './scenes-platforms.ts';
import { group, range, text } from './svg.ts';

// Earthing cutaways: the soil block with its buried grid and rods, for the service page and the
// 50MW BESS case study.

/** Soil block with the top surface see-through, so the buried earth grid and rods show. */
function earthedSlab(view: IsoView, size: readonly [number, number], spacing: number, depth = 3) {
  const [w, d] = size;
  const layers: [number, number, string][] = [
    [0, 0.7, '#a7845f'],
    [0.7, 1.6, '#8a6a4b'],
    [1.6, depth, '#6b5240'],
  ];
  let out = '';
  for (const [top, bottom, colour] of layers) {
    out += isoLeftFaceRect(view, d, [0, -bottom], [w, bottom - top], colour);
    out += isoRightFaceRect(view, w, [0, -bottom], [d, bottom - top], shade(colour, 0.82));
  }
  // Buried grid conductors at 0.6 m, drawn before the translucent surface.
  const gridZ = -0.6;
  let grid = '';
  for (let x = 1; x <= w - 1 + 1e-6; x += spacing)
    grid += isoLine(
      view,
      [
        [x, 1, gridZ],
        [x, d - 1, gridZ],
      ],
      palette.amber,
      2.4,
    );
  for (let y = 1; y <= d - 1 + 1e-6; y += spacing)
    grid += isoLine(
      view,
      [
        [1, y, gridZ],
        [w - 1, y, gridZ],
      ],
      palette.amber,
      2.4,
    );
  out += grid;
  out += isoFloorRect(view, [0, 0], [w, d], 0, '#c9d2bf', { opacity: 0.55 });
  out += group(grid, { opacity: 0.55 });
  // Rods at the corners and mid-points, shown through the cut faces.
  const rods: [number, number][] = [
    [1, 1],
    [w - 1, 1],
    [1, d - 1],
    [w - 1, d - 1],
    [w / 2, d - 1],
    [w - 1, d / 2],
  ];
  for (const [x, y] of rods) {
    out += isoLine(
      view,
      [
        [x, y, gridZ],
        [x, y, -depth + 0.4],
      ],
      '#b85f12',
      5,
    );
    out += isoLine(
      view,
      [
        [x, y, gridZ],
        [x, y, -depth + 0.4],
      ],
      palette.amberLight,
      1.6,
      { opacity: 0.8 },
    );
  }
  out += isoLine(
    view,
    [
      [w, 0, 0],
      [w, d, 0],
      [0, d, 0],
    ],
    palette.white,
    1.5,
    { opacity: 0.8 },
  );
  return out;
}

export function earthing(width: number, height: number): string {
  const size = [14, 10] as const;
  const view = centredView(width, height, size, 46, -40);
  let body = earthedSlab(view, size, 2.2);
  body += isoTransformer(view, [3.4, 3, 0], 1.2, '#7f92a8');
  const gant = isoGantry(view, [8.5, 1.8], 4.4, 4, palette.slate500);
  body += gant.svg;
  body += isoContainer(view, [8.4, 7, 0], [4, 1.6, 2], { doors: 2, vents: 1 });
  // Equipment bonds down to the grid.
  for (const [x, y] of [
    [3.4, 3.2],
    [8.6, 1.9],
    [8.6, 6.2],
    [8.4, 8.6],
  ] as const) {
    body += isoLine(
      view,
      [
        [x, y, 0],
        [x, y, -0.6],
      ],
      palette.amberDeep,
      2.2,
    );
  }
  body += labelTag(view, [size[0] / 2, size[1] - 1, -1.8], 'Earth electrode', [-300, 60]);
  body += labelTag(view, [size[0], 1, -0.6], 'Earth grid (buried)', [30, -10]);
  return platformDocument(width, height, body);
}

function labelTag(
  view: IsoView,
  at: readonly [number, number, number],
  label: string,
  [dx, dy]: readonly [number, number],
) {
  const [x, y] = iso(view, ...at);
  const w = label.length * 8.6 + 24;
  return group(
    `<line x1="${x}" y1="${y}" x2="${x + dx}" y2="${y + dy}" stroke="${palette.navy}" stroke-width="1.4"/>` +
      `<rect x="${x + dx}" y="${y + dy - 16}" width="${w}" height="30" rx="15" fill="${palette.navy}"/>` +
      text(x + dx + w / 2, y + dy + 4, label, {
        size: 15,
        fill: palette.white,
        weight: 700,
        anchor: 'middle',
      }),
  );
}

export function caseEarthing(width: number, height: number): string {
  const size = [18, 11] as const;
  const view = centredView(width, height, size, 40, -30);
  let body = earthedSlab(view, size, 2.5);
  for (const y of [1.5, 5.5]) {
    for (const i of range(4)) {
      body += isoContainer(view, [1 + i * 3.6, y, 0], [2.6, 1.3, 1.4], {
        doors: 1,
        vents: 1,
        body: '#f1f4f7',
      });
      body += isoInverter(view, [1.5 + i * 3.6, y + 1.9, 0], [1.2, 0.7, 0.9]);
    }
  }
  body += isoTransformer(view, [15.2, 4, 0], 0.9, '#7f92a8');
  body += labelTag(view, [size[0], size[1], 0], '50 MW BESS · 0.11 ohm', [30, 30]);
  return platformDocument(width, height, body, '', '#e3ece4');
}
