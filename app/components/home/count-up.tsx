import { useEffect, useRef, useState } from 'react';

// A figure that counts up from 0 to its value when it scrolls into view (decision 025). The
// server HTML holds the value itself, so a reader without JavaScript, and the first paint, see
// the figure; after hydration a figure still out of view is set to 0 (unseen) and counts up once
// it comes into view. One already in view stays as it is rather than jump back to 0, and under
// prefers-reduced-motion nothing moves. Tabular digits in a box as wide as the value keep the
// suffix and the card from moving while it counts. Assistive technology reads the figure itself,
// never a passing count.

const DURATION_MS = 1200;
const NUMBER = new Intl.NumberFormat('en-GB');

export function CountUp({ value, suffix }: { value: number; suffix: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    setShown(value);
    if (!element || value === 0 || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let isFirstReport = true;
    const count = () => {
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / DURATION_MS);
        const eased = 1 - (1 - progress) ** 3;
        setShown(Math.round(value * eased));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const isInView = entries.some((entry) => entry.isIntersecting);
        if (isFirstReport) {
          isFirstReport = false;
          if (isInView) {
            observer.disconnect();
            return;
          }
          setShown(0);
          return;
        }
        if (!isInView) return;
        observer.disconnect();
        count();
      },
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  const text = NUMBER.format(value);
  return (
    <>
      <span aria-hidden="true" data-count-up={value}>
        <span
          ref={ref}
          className="inline-block text-right tabular-nums"
          style={{ minWidth: `${text.length}ch` }}
        >
          {NUMBER.format(shown)}
        </span>
        {suffix}
      </span>
      <span className="sr-only">
        {text}
        {suffix}
      </span>
    </>
  );
}
