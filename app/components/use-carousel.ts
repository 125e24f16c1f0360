import { useCallback, useEffect, useState } from 'react';

// public-site.md §4: carousels wrap both ways — next after the last goes to the first, previous
// before the first goes to the last. Auto-advance (when asked for) pauses while the visitor
// prefers reduced motion, hovers or focuses inside, and stops once they take control.

export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

export function usePrefersReducedMotion(): boolean {
  const [prefersReduced, setPrefersReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setPrefersReduced(query.matches);
    const onChange = () => setPrefersReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return prefersReduced;
}

export function useCarousel(count: number, options: { autoAdvanceMs?: number; isPaused?: boolean } = {}) {
  const [index, setIndex] = useState(0);
  const [isUserControlled, setUserControlled] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const { autoAdvanceMs, isPaused = false } = options;

  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);

  useEffect(() => {
    if (!autoAdvanceMs || prefersReducedMotion || isPaused || isUserControlled || count < 2) return;
    const timer = setInterval(next, autoAdvanceMs);
    return () => clearInterval(timer);
  }, [autoAdvanceMs, prefersReducedMotion, isPaused, isUserControlled, count, next]);

  return {
    index,
    prefersReducedMotion,
    goTo: (target: number) => {
      setUserControlled(true);
      setIndex(wrapIndex(target, count));
    },
    next: () => {
      setUserControlled(true);
      next();
    },
    previous: () => {
      setUserControlled(true);
      previous();
    },
    /** Advance without marking user control (for timers owned by the caller). */
    advance: next,
  };
}
