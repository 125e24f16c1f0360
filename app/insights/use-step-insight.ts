import { useEffect, useRef } from 'react';
import { sendInsightEvent } from './send-insight-event.ts';

// Decision 029: the careers funnel's middle, "application step 1, 2, 3 reached". Each step is
// sent once per visit to the form (going Back and on again adds nothing the funnel counts);
// step 1 as soon as the form shows in the browser.

export function useStepInsight(step: number): void {
  const sent = useRef(new Set<number>());
  useEffect(() => {
    if (sent.current.has(step)) return;
    sent.current.add(step);
    sendInsightEvent('application-step', String(step));
  }, [step]);
}
