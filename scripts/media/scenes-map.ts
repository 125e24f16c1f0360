import { site } from '../../content/site.ts';
import { palette } from './palette.ts';
import { circle, group, linearGradient, path, rect, svgDocument, text } from './svg.ts';

// Contact map: a dotted equirectangular map from 30°W to 110°E and 3°N to 81.75°N (one scale on
// both axes) with a pin per office. The contact page's hero crops it with object-cover: at
// 1280 px only the middle ~50% of its height shows, at 375 px only the middle ~64% of its width.
// The frame is chosen so every pin and label sits inside both bands (x 330-1270, y 220-680 of
// 1600 x 900), and labels of pins in the right half sit to their left.

type LonLat = readonly [number, number];

const LON = [-30, 110] as const;
const LAT = [3, 81.75] as const;

const land: readonly (readonly LonLat[])[] = [
  // Europe and Asia (with Arabia), coarse.
  [
    [-9, 37],
    [-9, 43],
    [-1, 44],
    [-4, 48],
    [0, 49],
    [2, 51],
    [4, 52],
    [8, 54],
    [8, 57],
    [10, 59],
    [5, 59],
    [5, 62],
    [14, 66],
    [20, 70],
    [30, 70],
    [45, 68],
    [60, 69],
    [80, 73],
    [101, 73],
    [101, 22],
    [97, 17],
    [94, 20],
    [91, 22],
    [88, 22],
    [86, 20],
    [80, 15],
    [78, 8],
    [76, 10],
    [73, 17],
    [72, 21],
    [69, 22],
    [67, 24],
    [62, 25],
    [57, 25],
    [56, 27],
    [52, 28],
    [50, 30],
    [48, 30],
    [48, 28],
    [50, 25],
    [52, 24],
    [56, 24],
    [59, 22],
    [56, 18],
    [52, 16],
    [45, 13],
    [43, 13],
    [39, 20],
    [35, 28],
    [34, 31],
    [36, 36],
    [30, 36],
    [27, 37],
    [26, 40],
    [23, 38],
    [22, 37],
    [20, 40],
    [19, 42],
    [13, 45],
    [16, 41],
    [18, 40],
    [16, 38],
    [12, 42],
    [10, 44],
    [7, 44],
    [3, 43],
    [0, 39],
    [-2, 37],
    [-6, 36],
  ],
  // North and East Africa.
  [
    [-17, 21],
    [-16, 28],
    [-10, 30],
    [-6, 36],
    [0, 36],
    [10, 37],
    [11, 33],
    [20, 31],
    [30, 31],
    [32, 30],
    [36, 22],
    [38, 18],
    [43, 12],
    [51, 12],
    [42, -1],
    [10, -1],
    [9, 4],
    [5, 5],
    [-8, 4],
    [-13, 8],
    [-17, 15],
  ],
  // Great Britain and Ireland.
  [
    [-5, 50],
    [1.5, 51],
    [1.7, 53],
    [0, 54],
    [-2, 56],
    [-2, 58],
    [-5, 58.6],
    [-6, 57],
    [-5, 55],
    [-3, 54],
    [-4.5, 53],
    [-5, 52],
    [-4, 51.5],
  ],
  [
    [-10, 52],
    [-6, 52],
    [-6, 55],
    [-8, 55],
    [-10, 54],
  ],
  // Sri Lanka.
  [
    [80, 6],
    [82, 7],
    [81, 9.5],
    [79.8, 9],
  ],
];

const water: readonly (readonly LonLat[])[] = [
  [
    [28, 41],
    [28, 46],
    [33, 46],
    [38, 47],
    [41, 42],
    [35, 42],
  ],
  [
    [47, 37],
    [49, 46],
    [53, 47],
    [54, 41],
    [53, 37],
  ],
];

const officePositions: Record<string, LonLat> = {
  Colchester: [0.9, 51.9],
  'New Delhi': [77.2, 28.6],
  Tashkent: [69.2, 41.3],
};

function inside([lon, lat]: LonLat, polygonPoints: readonly LonLat[]) {
  let isInside = false;
  for (let i = 0, j = polygonPoints.length - 1; i < polygonPoints.length; j = i++) {
    const [xi, yi] = polygonPoints[i] ?? [0, 0];
    const [xj, yj] = polygonPoints[j] ?? [0, 0];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) isInside = !isInside;
  }
  return isInside;
}

export function contact(width: number, height: number): string {
  const toX = (lon: number) => ((lon - LON[0]) / (LON[1] - LON[0])) * width;
  const toY = (lat: number) => ((LAT[1] - lat) / (LAT[1] - LAT[0])) * height;
  const defs = linearGradient('map-bg', [
    [0, '#eef3f8'],
    [1, '#dfe8f1'],
  ]);
  let body = rect(0, 0, width, height, 'url(#map-bg)');
  const spacing = 16;
  for (let py = spacing / 2; py < height; py += spacing) {
    for (let px = spacing / 2; px < width; px += spacing) {
      const point: LonLat = [
        LON[0] + (px / width) * (LON[1] - LON[0]),
        LAT[1] - (py / height) * (LAT[1] - LAT[0]),
      ];
      if (land.some((shape) => inside(point, shape)) && !water.some((shape) => inside(point, shape))) {
        body += circle(px, py, 4.2, palette.sky);
      }
    }
  }
  const pins = site.offices.map((office) => {
    const [lon, lat] = officePositions[office.city] ?? [0, 0];
    return { office, x: toX(lon), y: toY(lat) };
  });
  for (const [index, pin] of pins.entries()) {
    const next = pins[(index + 1) % pins.length];
    if (!next || index === pins.length - 1) continue;
    const mx = (pin.x + next.x) / 2;
    const my = Math.min(pin.y, next.y) - 120;
    body += path(`M${pin.x} ${pin.y} Q${mx} ${my} ${next.x} ${next.y}`, 'none', {
      stroke: palette.navy500,
      'stroke-width': 3,
      'stroke-dasharray': '10 8',
      opacity: 0.7,
    });
  }
  for (const pin of pins) {
    body += group(
      path(
        `M${pin.x} ${pin.y} c-8 -18 -30 -34 -30 -58 a30 30 0 0 1 60 0 c0 24 -22 40 -30 58 z`,
        palette.amber,
      ) + circle(pin.x, pin.y - 58, 12, palette.navy),
    );
    const label = pin.office.city;
    const w = label.length * 14 + 130;
    const lx = pin.x > width / 2 ? pin.x - 40 - w : pin.x + 40;
    body += rect(lx, pin.y - 110, w, 72, palette.navy, { rx: 12 });
    body += text(lx + 20, pin.y - 80, label, { size: 24, fill: palette.white, weight: 700 });
    body += text(lx + 20, pin.y - 52, pin.office.country, { size: 18, fill: palette.skyLight });
  }
  return svgDocument(width, height, body, defs);
}
