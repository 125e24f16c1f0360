import { site } from '../../content/site.ts';
import { markSvg } from './brand.ts';
import { shade } from './iso-equipment.ts';
import { palette } from './palette.ts';
import {
  circle,
  ellipse,
  group,
  line,
  linearGradient,
  path,
  polygon,
  radialGradient,
  rect,
  svgDocument,
  text,
} from './svg.ts';

// Illustrated portraits of the leadership team, and the social share card.

/** What makes each illustrated portrait someone: skin, hair, clothes and a detail or two. */
type Sitter = {
  background: readonly [string, string];
  skin: string;
  hair: string;
  hairStyle: 'short-parted' | 'long' | 'curly';
  jacket: string;
  shirt: string;
  tie?: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
};

const EYE = '#2b2118';

/**
 * A flat-vector head-and-shoulders portrait in the site's palette. Drawn in place of photographs
 * so the team section does not read as missing images; to use a photograph, overwrite the three
 * WebP files of the name (same 4:5 shape), as content/media.ts says.
 */
function portrait(width: number, height: number, sitter: Sitter) {
  const id = `portrait-${sitter.background[0].slice(1)}`;
  const defs = linearGradient(id, [
    [0, sitter.background[0]],
    [1, sitter.background[1]],
  ]);
  const sx = width / 800;
  const sy = height / 1000;
  let body = rect(0, 0, 800, 1000, `url(#${id})`);
  body += circle(400, 430, 330, palette.white, { opacity: 0.07 });
  const skinShade = shade(sitter.skin, 0.85);
  // Long hair falls behind the neck and shoulders.
  if (sitter.hairStyle === 'long')
    body += path(
      'M262 460 C250 290 330 250 400 250 C470 250 550 290 538 460 L560 760 L240 760 Z',
      sitter.hair,
    );
  // Neck, then the jacket over the shoulders, the shirt and lapels.
  body += rect(345, 500, 110, 150, skinShade);
  body += path(
    'M40 1000 C50 800 140 700 300 670 L400 660 L500 670 C660 700 750 800 760 1000 Z',
    sitter.jacket,
  );
  body += polygon(
    [
      [318, 664],
      [400, 830],
      [482, 664],
      [440, 640],
      [360, 640],
    ],
    sitter.shirt,
  );
  if (sitter.tie)
    body +=
      polygon(
        [
          [385, 690],
          [415, 690],
          [424, 790],
          [400, 818],
          [376, 790],
        ],
        sitter.tie,
      ) +
      polygon(
        [
          [380, 660],
          [420, 660],
          [414, 692],
          [386, 692],
        ],
        shade(sitter.tie, 0.8),
      );
  else body += path('M355 640 Q400 700 445 640 Z', skinShade);
  const lapel = shade(sitter.jacket, 0.78);
  body += polygon(
    [
      [300, 670],
      [360, 650],
      [400, 850],
      [330, 760],
    ],
    lapel,
  );
  body += polygon(
    [
      [500, 670],
      [440, 650],
      [400, 850],
      [470, 760],
    ],
    lapel,
  );
  // Ears, head, then hair over the crown, lowered a little so the neck sits into the collar.
  let head = '';
  head += ellipse(282, 420, 22, 36, skinShade) + ellipse(518, 420, 22, 36, skinShade);
  head += ellipse(400, 400, 120, 150, sitter.skin);
  if (sitter.earrings) head += circle(282, 462, 7, sitter.earrings) + circle(518, 462, 7, sitter.earrings);
  head += hair(sitter);
  if (sitter.beard)
    head += path(
      'M300 430 C305 520 350 560 400 560 C450 560 495 520 500 430 C490 500 460 535 400 535 C340 535 310 500 300 430 Z',
      sitter.hair,
      { opacity: 0.8 },
    );
  // Face: brows, eyes, nose and a gentle smile.
  for (const side of [-1, 1]) {
    head += path(`M${400 + side * 72} 368 Q${400 + side * 46} 352 ${400 + side * 20} 364`, 'none', {
      stroke: shade(sitter.hair, 0.8),
      'stroke-width': 8,
      'stroke-linecap': 'round',
    });
    head += ellipse(400 + side * 46, 402, 11, 9, EYE);
    head += circle(400 + side * 46 + 3, 399, 3, palette.white, { opacity: 0.8 });
  }
  head += path('M402 412 Q392 450 388 458 Q398 466 414 460', 'none', {
    stroke: shade(sitter.skin, 0.7),
    'stroke-width': 5,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  head += path('M362 494 Q400 524 438 494', 'none', {
    // Lighter over a beard, so the smile still shows.
    stroke: sitter.beard ? '#d9a08f' : '#8f3f3a',
    'stroke-width': 7,
    'stroke-linecap': 'round',
  });
  if (sitter.glasses) {
    const frame = { stroke: palette.slate900, 'stroke-width': 6, fill: 'none' };
    head +=
      rect(334, 376, 62, 50, 'none', { ...frame, rx: 14 }) +
      rect(404, 376, 62, 50, 'none', { ...frame, rx: 14 });
    head +=
      path('M396 396 Q400 390 404 396', 'none', frame) +
      path('M334 392 L286 384 M466 392 L514 384', 'none', frame);
  }
  body += group(head, { transform: 'translate(0 40)' });
  return svgDocument(width, height, group(body, { transform: `scale(${sx} ${sy})` }), defs);
}

function hair({ hair, hairStyle }: Sitter) {
  if (hairStyle === 'short-parted')
    return path(
      'M278 410 C262 280 330 228 410 232 C490 236 540 290 522 410 C514 350 500 318 470 300 C420 318 350 312 320 300 C296 330 286 360 278 410 Z',
      hair,
    );
  if (hairStyle === 'long')
    return path(
      'M276 440 C262 280 330 236 404 236 C480 236 540 282 526 430 C512 350 480 300 420 290 C380 330 330 340 290 350 C282 380 278 410 276 440 Z',
      hair,
    );
  // Close-cropped curls: a band of small circles along the hairline over a solid cap.
  let out = path(
    'M282 380 C276 270 340 236 400 236 C460 236 524 270 518 380 C500 320 460 296 400 296 C340 296 300 320 282 380 Z',
    hair,
  );
  for (let a = 0; a <= 12; a += 1) {
    const t = Math.PI + (a / 12) * Math.PI;
    out += circle(400 + Math.cos(t) * 114, 330 + Math.sin(t) * 92, 18, hair);
  }
  return out;
}

export const teamCeo = (width: number, height: number) =>
  portrait(width, height, {
    background: ['#1d4e89', '#0b2545'],
    skin: '#f1c7a5',
    hair: '#9aa1a9',
    hairStyle: 'short-parted',
    jacket: '#1f2d44',
    shirt: '#f5f8fb',
    tie: '#d97706',
  });
export const teamMd = (width: number, height: number) =>
  portrait(width, height, {
    background: ['#3a7d7c', '#1f4f4e'],
    skin: '#b57a55',
    hair: '#1f1612',
    hairStyle: 'long',
    jacket: '#13315c',
    shirt: '#f3e9dc',
    earrings: '#f2a900',
  });
export const teamBdm = (width: number, height: number) =>
  portrait(width, height, {
    background: ['#b07a1f', '#6e4a12'],
    skin: '#7a4b32',
    hair: '#1b1410',
    hairStyle: 'curly',
    jacket: '#475569',
    shirt: '#cfdcea',
    glasses: true,
    beard: true,
  });

export function shareCard(width: number, height: number): string {
  const defs =
    linearGradient('share-bg', [
      [0, palette.navy],
      [1, palette.navy700],
    ]) +
    radialGradient('share-glow', [
      [0, palette.amber, 0.35],
      [1, palette.amber, 0],
    ]);
  let body = rect(0, 0, width, height, 'url(#share-bg)');
  body += circle(width * 0.85, height * 0.95, width * 0.38, 'url(#share-glow)');
  // Faint pylon line along the bottom right.
  for (const [i, px] of [760, 930, 1080].entries()) {
    const h = 260 - i * 60;
    const base = height - 40;
    body += polygon(
      [
        [px - h * 0.16, base],
        [px, base - h],
        [px + h * 0.16, base],
      ],
      'none',
      { stroke: palette.sky, 'stroke-width': 2, opacity: 0.25 },
    );
    body += line(px - h * 0.3, base - h * 0.75, px + h * 0.3, base - h * 0.75, palette.sky, 2, {
      opacity: 0.25,
    });
  }
  body += markSvg(80, 150, 140, true);
  const [first = site.brand, ...rest] = site.brand.split(' ');
  body += text(250, 222, first, { size: 76, fill: palette.white, weight: 700 });
  body += text(254, 272, rest.join(' ').toUpperCase(), {
    size: 30,
    fill: palette.amber,
    weight: 700,
    extra: { 'letter-spacing': 6 },
  });
  body += rect(80, 340, 120, 6, palette.amber);
  body += text(80, 400, site.tagline, { size: 34, fill: palette.white });
  body += text(80, 450, 'Substations · Battery storage · Cables · Earthing · Protection · Studies', {
    size: 24,
    fill: palette.sky,
  });
  body += text(
    80,
    560,
    `Since ${site.foundedYear} · ${site.offices.map((office) => office.city).join(' · ')}`,
    { size: 24, fill: palette.skyLight },
  );
  return svgDocument(width, height, body, defs);
}
