// A seeded generator, so two runs fill the same shape of data (mulberry32: small, fast, and
// plenty for picking names and dates).

export type Random = {
  /** [0, 1) */
  next: () => number;
  int: (min: number, maxInclusive: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** An item by weight: [[item, weight], ...]. */
  weighted: <T>(choices: readonly (readonly [T, number])[]) => T;
  chance: (probability: number) => boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxInclusive: number) => min + Math.floor(next() * (maxInclusive - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let left = next() * total;
    for (const [item, weight] of choices) {
      left -= weight;
      if (left < 0) return item;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  };
  return { next, int, pick, weighted, chance: (probability) => next() < probability };
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const FIVE_YEARS_MS = 5 * 365 * DAY_MS;

/**
 * The time of row `index` of `count` spread evenly over the five years before `now`, oldest
 * first: rows are written in the order they happened, as the site writes them, so the indexes
 * on time and id grow at their end (and a fill of a million rows does not thrash the cache).
 */
export function spreadOverFiveYears(random: Random, index: number, count: number, now: number): number {
  return now - FIVE_YEARS_MS * (1 - (index + random.next()) / count);
}

/**
 * An `_id` made at `ms`, in the shape of server/db/ids.ts (time, counter, random), so rows dated
 * in the past sort among themselves as the app's own would.
 */
export function idAt(ms: number): string {
  idCounter = (idCounter + 1) & 0xffff;
  return (
    Math.floor(ms).toString(16).padStart(12, '0') +
    idCounter.toString(16).padStart(4, '0') +
    // Math.random, not crypto: a million calls to randomBytes cost seconds, and these ids guard
    // nothing.
    Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0')
  );
}
let idCounter = 0;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
