// Small string builders for hand-drawn SVG scenes. Every scene is a pure function of its size,
// so the generator is deterministic; variety comes from `seeded`, never from Math.random.

export type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join('');
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function el(name: string, attrs: Attributes, children = ''): string {
  return children ? `<${name}${attributes(attrs)}>${children}</${name}>` : `<${name}${attributes(attrs)}/>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attributes = {},
) {
  return el('rect', { x, y, width, height, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attributes = {},
) {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export type Point = readonly [number, number];

export function polygon(points: readonly Point[], fill: string, extra: Attributes = {}) {
  return el('polygon', {
    points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '),
    fill,
    ...extra,
  });
}

export function polyline(points: readonly Point[], stroke: string, width: number, extra: Attributes = {}) {
  return el('polyline', {
    points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '),
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
    ...extra,
  });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attributes = {},
) {
  return el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });
}

export function path(d: string, fill: string, extra: Attributes = {}) {
  return el('path', { d, fill, ...extra });
}

export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

export function text(
  x: number,
  y: number,
  content: string,
  { size = 16, fill = '#0b2545', weight = 400, anchor = 'start', extra = {} as Attributes } = {},
) {
  return el(
    'text',
    {
      x,
      y,
      'font-family': FONT,
      'font-size': size,
      'font-weight': weight,
      fill,
      'text-anchor': anchor,
      ...extra,
    },
    escapeXml(content),
  );
}

export function group(children: string, extra: Attributes = {}) {
  return el('g', extra, children);
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  vertical = true,
) {
  const direction = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  return el('linearGradient', { id, ...direction }, stopList(stops));
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
) {
  return el('radialGradient', { id, cx, cy, r }, stopList(stops));
}

function stopList(stops: readonly (readonly [number, string, number?])[]) {
  return stops
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('');
}

/** mulberry32: a tiny seeded PRNG so scattered details (stars, grass, noise) repeat exactly. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}
