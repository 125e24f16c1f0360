import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../use-carousel.ts';

// The testimonials' decorative loop (public-site.md §2 Home 7) must cost the first load nothing:
// the page arrives with a bare <video preload="none"> and no sources, and only when the block
// comes within NEAR_MARGIN of the viewport are the sources and poster attached and play() called.
// It pauses again off screen (no decoding nobody sees), never starts under reduced motion
// (WCAG 2.3.3), and a visitor's pause sticks (WCAG 2.2.2 Pause, Stop, Hide).

/** About a screen ahead, so the first frames are in before the block scrolls into view. */
const NEAR_MARGIN = '600px 0px';

export function useBackgroundVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isNear, setNear] = useState(false);
  const [isInView, setInView] = useState(false);
  const [isPausedByVisitor, setPausedByVisitor] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const isIntersecting = entry?.isIntersecting ?? false;
        setInView(isIntersecting);
        if (isIntersecting) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const shouldLoad = isNear && !prefersReducedMotion;
  const shouldPlay = shouldLoad && isInView && !isPausedByVisitor;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!shouldPlay) {
      video.pause();
      return;
    }
    // React sets `muted` as a property after hydration; autoplay policies only let a muted
    // video start without a gesture, so make sure before asking.
    video.muted = true;
    // A rejected play() (the tab in the background, data saver) leaves the poster showing, which
    // is the designed fallback, so there is nothing to report.
    video.play().catch(() => undefined);
  }, [shouldPlay]);

  const togglePaused = useCallback(() => setPausedByVisitor((isPaused) => !isPaused), []);

  return {
    videoRef,
    /** The poster and sources are attached from here on (never under reduced motion for sources). */
    isNear,
    shouldLoad,
    /** The control shows only where the video can play, and names what a press will do. */
    hasControl: shouldLoad,
    isPausedByVisitor,
    togglePaused,
  };
}
