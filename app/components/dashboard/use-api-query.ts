import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiRequest, failureMessage } from '../../api-client.ts';

// The dashboard reads its data from the REST API with the bearer token (docs/decisions/008):
// one GET per screen state, re-run when its path changes or after a save. The last good data
// stays on screen while the next request runs, so filters and pages do not flash empty.

export type ApiQuery<T> = {
  data: T | undefined;
  /** The server's message, or the screen's fallback when it sent none. */
  error: string | null;
  isLoading: boolean;
  reload: () => void;
};

/** GET `/api{path}` parsed with `schema`; `path` null waits (nothing is fetched). */
export function useApiQuery<S extends z.ZodType>(
  path: string | null,
  schema: S,
  fallbackError: string,
): ApiQuery<z.output<S>> {
  const [data, setData] = useState<z.output<S> | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(path !== null);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger.
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    apiRequest(path, schema, { signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(failureMessage(caught, fallbackError));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { data, error, isLoading, reload };
}
