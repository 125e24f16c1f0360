import { useEffect, useState } from 'react';
import { jobListAnswer } from '../../../domain/answers/jobs.ts';
import { positionOptions } from '../../../domain/careers.ts';
import { apiRequest } from '../../api-client.ts';

// public-site.md §7 GET /jobs?country= (wizard, on choosing a country): the position options are
// the country's job titles plus 'Other: Submit Your CV'. §8: 'Loading positions...' while loading;
// on failure the dropdown stays empty and the failure text shows. A newer country wins over an
// older request still on its way.

export type PositionsState = {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  options: string[];
};

export function usePositions(country: string): PositionsState {
  // A pre-filled country is already loading when the page is drawn on the server.
  const [state, setState] = useState<PositionsState>(() => ({
    status: country ? 'loading' : 'idle',
    options: [],
  }));

  useEffect(() => {
    if (!country) {
      setState({ status: 'idle', options: [] });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', options: [] });
    apiRequest(`/jobs?country=${encodeURIComponent(country)}`, jobListAnswer, { signal: controller.signal })
      .then((answer) => setState({ status: 'loaded', options: positionOptions(answer.data.jobs) }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', options: [] });
      });
    return () => controller.abort();
  }, [country]);

  return state;
}
