import { useEffect, useState } from 'react';
import { suggestionsAnswer } from '../../../../domain/answers/capability-statements.ts';
import type { StatementSuggestion } from '../../../../domain/capability-statements.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';

// Decision 028: the case studies and products the site holds that fit this tender, asked again
// as the sector, services or words change: once typing or ticking pauses (a call per pause, not
// per key), the earlier call abandoned.

const PAUSE_MS = 400;
const FAILED = 'Failed to load suggestions';

export function suggestionsPath(sector: string, services: readonly string[], words: string): string {
  const query = new URLSearchParams();
  query.set('sector', sector);
  query.set('services', services.join(','));
  query.set('q', words.trim());
  return `/capability-statements/suggestions?${query.toString()}`;
}

export function useSuggestions(sector: string, services: readonly string[], words: string) {
  const [caseStudies, setCaseStudies] = useState<StatementSuggestion[]>([]);
  const [products, setProducts] = useState<StatementSuggestion[]>([]);
  const [isLoading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const path = suggestionsPath(sector, services, words);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      apiRequest(path, suggestionsAnswer, { signal: controller.signal })
        .then(({ data }) => {
          setCaseStudies(data.caseStudies);
          setProducts(data.products);
          setError(null);
        })
        .catch((caught: unknown) => {
          if (!controller.signal.aborted) setError(failureMessage(caught, FAILED));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path]);

  return { caseStudies, products, isLoading, error };
}
