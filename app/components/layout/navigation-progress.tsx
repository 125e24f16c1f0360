import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

// A slim bar across the top of the window while the next page's data loads (issue: loading
// states across pages). Without it, a tap on Careers or Gallery leaves the old page standing
// with no sign that anything happens. It appears only when loading takes longer than a blink
// (no flicker on fast navigations), creeps towards the end while waiting, fills and fades when
// the page arrives. Screen readers hear "Loading page" once through a status region. Under
// reduced motion the bar shows and hides without moving.

const SHOW_AFTER_MS = 150;
const FADE_MS = 300;

type Phase = 'idle' | 'loading' | 'done';

const BAR: Record<Phase, string> = {
  idle: 'scale-x-0 opacity-0 transition-none',
  loading: 'scale-x-[0.85] opacity-100 transition-transform duration-[8000ms] ease-out',
  done: 'scale-x-100 opacity-0 transition-all duration-300 ease-out',
};

export function NavigationProgress() {
  const isBusy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (isBusy) {
      const timer = setTimeout(() => setPhase('loading'), SHOW_AFTER_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'loading' ? 'done' : current));
    const timer = setTimeout(() => setPhase('idle'), FADE_MS);
    return () => clearTimeout(timer);
  }, [isBusy]);

  return (
    <>
      <div
        aria-hidden="true"
        data-navigation-progress={phase}
        className={`pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px] origin-left bg-accent-500 motion-reduce:transition-none ${BAR[phase]}`}
      />
      <p role="status" className="sr-only">
        {phase === 'loading' ? 'Loading page' : ''}
      </p>
    </>
  );
}
