import { palette } from './palette.ts';
import { circle, group, line, path, polyline, range, rect } from './svg.ts';

// Faceless figures and site props for the side-on scenes.

export function cableDrum(
  cx: number,
  baseY: number,
  radius: number,
  flange: string,
  cable: string,
  side = false,
) {
  const cy = baseY - radius;
  if (side) {
    const w = radius * 0.9;
    return (
      rect(cx - w / 2, cy - radius * 0.72, w, radius * 1.44, cable) +
      range(7)
        .map((i) =>
          line(
            cx - w / 2,
            cy - radius * 0.72 + (i + 0.5) * ((radius * 1.44) / 7),
            cx + w / 2,
            cy - radius * 0.72 + (i + 0.5) * ((radius * 1.44) / 7),
            palette.navy,
            1.2,
            { opacity: 0.35 },
          ),
        )
        .join('') +
      rect(cx - w / 2 - radius * 0.12, cy - radius, radius * 0.12, radius * 2, flange, { rx: 3 }) +
      rect(cx + w / 2, cy - radius, radius * 0.12, radius * 2, flange, { rx: 3 })
    );
  }
  return (
    circle(cx, cy, radius, flange) +
    circle(cx, cy, radius * 0.78, cable) +
    range(4)
      .map((i) =>
        circle(cx, cy, radius * (0.7 - i * 0.1), 'none', {
          stroke: palette.navy,
          'stroke-width': 1,
          opacity: 0.25,
        }),
      )
      .join('') +
    circle(cx, cy, radius * 0.3, flange) +
    circle(cx, cy, radius * 0.09, palette.slate700) +
    range(6)
      .map((i) => {
        const a = (i * Math.PI) / 3;
        return line(
          cx + Math.cos(a) * radius * 0.32,
          cy + Math.sin(a) * radius * 0.32,
          cx + Math.cos(a) * radius * 0.95,
          cy + Math.sin(a) * radius * 0.95,
          flange,
          radius * 0.05,
        );
      })
      .join('')
  );
}

/** A faceless standing figure in work clothes; `hat` draws a safety helmet. */
export function person(
  x: number,
  baseY: number,
  height: number,
  clothes: string,
  { skin = '#c58f6b', hat = palette.amber, hasHat = true } = {},
) {
  const h = height;
  const headR = h * 0.075;
  const shoulderY = baseY - h * 0.78;
  let out = '';
  out += polyline(
    [
      [x - h * 0.06, baseY],
      [x - h * 0.04, baseY - h * 0.45],
    ],
    palette.slate700,
    h * 0.075,
  );
  out += polyline(
    [
      [x + h * 0.06, baseY],
      [x + h * 0.04, baseY - h * 0.45],
    ],
    palette.slate700,
    h * 0.075,
  );
  out += path(
    `M${x - h * 0.12} ${shoulderY + h * 0.04} q0 ${-h * 0.06} ${h * 0.07} ${-h * 0.06} h${h * 0.1} q${h * 0.07} 0 ${h * 0.07} ${h * 0.06} l${-h * 0.02} ${h * 0.36} h${-h * 0.2} z`,
    clothes,
  );
  out += rect(x - h * 0.1, shoulderY + h * 0.12, h * 0.2, h * 0.025, palette.amberLight, { opacity: 0.9 });
  out += circle(x, shoulderY - headR * 1.2, headR, skin);
  if (hasHat) {
    out += path(
      `M${x - headR * 1.15} ${shoulderY - headR * 1.3} a ${headR * 1.1} ${headR * 1.05} 0 0 1 ${headR * 2.3} 0 z`,
      hat,
    );
    out += rect(x - headR * 1.35, shoulderY - headR * 1.38, headR * 2.7, headR * 0.22, hat);
  }
  return group(out);
}
