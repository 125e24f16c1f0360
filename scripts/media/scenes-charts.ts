import { palette } from './palette.ts';
import { group, line, type Point, polyline, range, rect, seeded, svgDocument, text } from './svg.ts';

// The load-bank case study's result charts (public-site.md §2: 7 MVA at 0.8 pf, 500 kVA steps,
// 12 hours, 5.62 MW, 4.18 MVAr, 368 A). Test at 11 kV: 7 MVA / (√3 × 11 kV) ≈ 367 A.
// Drawn at 1200 x 800 with large type: the page shows each chart about 434 px wide at 1280 px
// (two columns of the case-study text), so 36 px type comes out at about 13 CSS px; a click opens it
// full size.

const PLOT = { left: 170, right: 1040, top: 200, bottom: 620 } as const;
const TICK = 36;
const LABEL = 36;
const HOURS = 12;
const STEP_HOURS = 0.25;
const STEPS = 14; // 14 × 500 kVA = 7 MVA
const FULL_LOAD_UNTIL = 11.5;

type Axis = { min: number; max: number; step: number; label: string; format?: (value: number) => string };

function x(hours: number) {
  return PLOT.left + ((PLOT.right - PLOT.left) * hours) / HOURS;
}

function yOf(axis: Axis, value: number) {
  return PLOT.bottom - ((PLOT.bottom - PLOT.top) * (value - axis.min)) / (axis.max - axis.min);
}

/** Steps loaded at time t: one 500 kVA step every 15 minutes, held, then load removed. */
function stepsAt(hours: number) {
  if (hours >= FULL_LOAD_UNTIL + 0.05) return 0;
  return Math.min(STEPS, Math.floor(hours / STEP_HOURS + 1e-9));
}

/** Sampled trace every 3 minutes; `perStep` per 500 kVA step, `final` at full load. */
function trace(perStep: number, final: number, noise: number, seed: number): Point[] {
  const random = seeded(seed);
  const points: Point[] = [];
  for (let minutes = 0; minutes <= HOURS * 60; minutes += 3) {
    const hours = minutes / 60;
    const steps = stepsAt(hours);
    const ideal = steps === STEPS ? final : steps * perStep;
    points.push([hours, steps === 0 ? 0 : ideal + (random() - 0.5) * noise]);
  }
  return points;
}

function chartFrame(
  width: number,
  height: number,
  title: string,
  subtitle: string,
  left: Axis,
  right?: Axis,
) {
  let out = rect(0, 0, width, height, palette.white);
  out += rect(0, 0, width, 8, palette.navy) + rect(0, 8, 220, 6, palette.amber);
  out += text(48, 86, title, { size: 46, fill: palette.navy, weight: 700 });
  out += text(48, 140, subtitle, { size: 34, fill: palette.slate600 });
  for (let value = left.min; value <= left.max + 1e-9; value += left.step) {
    const y = yOf(left, value);
    out += line(PLOT.left, y, PLOT.right, y, palette.slate200, 1.5);
    out += text(PLOT.left - 14, y + 12, left.format ? left.format(value) : String(value), {
      size: TICK,
      fill: palette.slate600,
      anchor: 'end',
    });
  }
  if (right) {
    for (let value = right.min; value <= right.max + 1e-9; value += right.step) {
      out += text(
        PLOT.right + 14,
        yOf(right, value) + 12,
        right.format ? right.format(value) : String(value),
        { size: TICK, fill: palette.amberDeep },
      );
    }
    out += group(
      text(0, 0, right.label, { size: LABEL, fill: palette.amberDeep, weight: 700, anchor: 'middle' }),
      {
        transform: `translate(${PLOT.right + 122} ${(PLOT.top + PLOT.bottom) / 2}) rotate(90)`,
      },
    );
  }
  for (const hour of range(HOURS + 1)) {
    out += line(x(hour), PLOT.bottom, x(hour), PLOT.bottom + 10, palette.slate500, 2);
    out += text(x(hour), PLOT.bottom + 50, String(hour), {
      size: TICK,
      fill: palette.slate600,
      anchor: 'middle',
    });
  }
  out += line(PLOT.left, PLOT.bottom, PLOT.right, PLOT.bottom, palette.slate700, 2.5);
  out += line(PLOT.left, PLOT.top, PLOT.left, PLOT.bottom, palette.slate700, 2.5);
  if (right) out += line(PLOT.right, PLOT.top, PLOT.right, PLOT.bottom, palette.slate700, 2.5);
  out += text((PLOT.left + PLOT.right) / 2, PLOT.bottom + 112, 'Time from start of test (hours)', {
    size: LABEL,
    fill: palette.slate700,
    weight: 700,
    anchor: 'middle',
  });
  out += group(
    text(0, 0, left.label, { size: LABEL, fill: palette.navy500, weight: 700, anchor: 'middle' }),
    {
      transform: `translate(${PLOT.left - 122} ${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)`,
    },
  );
  return out;
}

function plotted(points: readonly Point[], axis: Axis): Point[] {
  return points.map(([hours, value]) => [x(hours), yOf(axis, value)]);
}

function callout(px: number, py: number, label: string, colour: string) {
  const w = label.length * 19 + 44;
  return (
    rect(px - w / 2, py - 74, w, 56, colour, { rx: 8 }) +
    text(px, py - 34, label, { size: 34, fill: palette.white, weight: 700, anchor: 'middle' })
  );
}

export function resultLoad1(width: number, height: number): string {
  const axis: Axis = { min: 0, max: 6, step: 1, label: 'Active power (MW)' };
  let body = chartFrame(
    width,
    height,
    'Active power during the load-bank test',
    '500 kVA (400 kW) steps every 15 minutes · 7 MVA at 0.8 pf',
    axis,
  );
  const points = trace(0.4, 5.62, 0.03, 101);
  body += line(x(0), yOf(axis, 5.62), x(HOURS), yOf(axis, 5.62), palette.amber, 2, {
    'stroke-dasharray': '10 8',
  });
  body += polyline(plotted(points, axis), palette.navy500, 4, {
    'stroke-linejoin': 'miter',
    'stroke-linecap': 'butt',
  });
  body += callout(x(7.5), yOf(axis, 5.62), '5.62 MW sustained', palette.navy);
  body += callout(x(5.8), yOf(axis, 2.4), '+500 kVA per step', palette.amberDeep);
  return svgDocument(width, height, body);
}

export function resultLoad2(width: number, height: number): string {
  const current: Axis = { min: 0, max: 400, step: 50, label: 'Line current at 11 kV (A)' };
  const reactive: Axis = {
    min: 0,
    max: 4.8,
    step: 0.6,
    label: 'Reactive power (MVAr)',
    format: (value) => value.toFixed(1),
  };
  let body = chartFrame(
    width,
    height,
    'Current and reactive power during the test',
    'At the 11 kV connection · full load 368 A and 4.18 MVAr',
    current,
    reactive,
  );
  const amps = trace(26.2, 368, 1.6, 202);
  const mvar = trace(0.3, 4.18, 0.025, 303);
  body += polyline(plotted(mvar, reactive), palette.amber, 4, {
    'stroke-linejoin': 'miter',
    'stroke-linecap': 'butt',
  });
  body += polyline(plotted(amps, current), palette.navy500, 4, {
    'stroke-linejoin': 'miter',
    'stroke-linecap': 'butt',
  });
  body += callout(x(6), yOf(current, 368), '368 A', palette.navy);
  body += callout(x(9), yOf(reactive, 4.18) + 96, '4.18 MVAr', palette.amberDeep);
  // Legend.
  const legendX = x(3.9);
  const legendY = PLOT.bottom - 56;
  body += rect(legendX - 20, legendY - 38, 590, 60, palette.white, {
    stroke: palette.slate200,
    'stroke-width': 2,
    rx: 8,
  });
  body +=
    rect(legendX, legendY - 18, 22, 22, palette.navy500) +
    text(legendX + 32, legendY + 4, 'Current (A)', { size: 32, fill: palette.slate700 });
  body +=
    rect(legendX + 250, legendY - 18, 22, 22, palette.amber) +
    text(legendX + 282, legendY + 4, 'Reactive (MVAr)', { size: 32, fill: palette.slate700 });
  return svgDocument(width, height, body);
}
