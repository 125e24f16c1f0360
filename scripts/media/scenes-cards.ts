import { site } from '../../content/site.ts';
import { markSvg } from './brand.ts';
import { palette } from './palette.ts';
import {
  circle,
  line,
  linearGradient,
  path,
  polygon,
  radialGradient,
  rect,
  svgDocument,
  text,
} from './svg.ts';

// Portrait placeholders for the leadership team, and the social share card.

/** Neutral head-and-shoulders silhouette on a coloured ground: a stand-in for a real photo. */
function portrait(width: number, height: number, background: readonly [string, string], figure: string) {
  const id = `portrait-${background[0].slice(1)}`;
  const defs = linearGradient(id, [
    [0, background[0]],
    [1, background[1]],
  ]);
  const cx = width / 2;
  let body = rect(0, 0, width, height, `url(#${id})`);
  body += circle(cx, height * 0.42, width * 0.42, palette.white, { opacity: 0.06 });
  body += path(
    `M${cx - width * 0.42} ${height} C${cx - width * 0.42} ${height * 0.72} ${cx - width * 0.26} ${height * 0.64} ${cx} ${height * 0.64} C${cx + width * 0.26} ${height * 0.64} ${cx + width * 0.42} ${height * 0.72} ${cx + width * 0.42} ${height} Z`,
    figure,
  );
  body += rect(cx - width * 0.055, height * 0.52, width * 0.11, height * 0.14, figure);
  body += circle(cx, height * 0.43, width * 0.165, figure);
  return svgDocument(width, height, body, defs);
}

export const teamCeo = (width: number, height: number) =>
  portrait(width, height, ['#1d4e89', '#0b2545'], '#8da9c4');
export const teamMd = (width: number, height: number) =>
  portrait(width, height, ['#3a7d7c', '#1f4f4e'], '#a9d0cf');
export const teamBdm = (width: number, height: number) =>
  portrait(width, height, ['#b07a1f', '#6e4a12'], '#f2d08a');

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
