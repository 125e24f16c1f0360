// Timing of single requests as a browser or the dashboard makes them (compressed when the server
// offers it, body read to its end), and the figures the report prints.

export type Sample = { ms: number; bytes: number; status: number };

const ACCEPT_ENCODING = 'br, gzip';

export async function timeRequest(url: string, headers: Record<string, string> = {}): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': ACCEPT_ENCODING, ...headers } });
  // Decoded: the page's size as HTML (the target speaks of HTML), not its compressed size.
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

/** `count` requests one after another, stopping early (after at least 5) once `budgetMs` is spent. */
export async function timeRepeated(
  url: string,
  headers: Record<string, string>,
  count: number,
  budgetMs: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = performance.now();
  while (samples.length < count) {
    samples.push(await timeRequest(url, headers));
    if (samples.length >= 5 && performance.now() - started > budgetMs) break;
  }
  return samples;
}

/** The nearest-rank percentile (p in 0..1) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}
