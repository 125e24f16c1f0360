import { focalPoints } from '../../server/db/media-assets.ts';
import type { AppServices } from '../../server/services.ts';
import { type FocalPositions, objectPositionOf } from './focal-point.tsx';

// A page loader's read of the focal points of the stored pictures it shows (decision 025), one
// query per page. Only points off the middle travel to the page, and none at all leaves the
// loader's answer as it was (`...await focalPositionsFor(…)` adds nothing). The render cache
// keeps whole pages keyed by the content version, which a change of focal point raises, so
// the query runs only on renders the cache does not answer.

export async function focalPositionsFor(
  services: Pick<AppServices, 'db' | 'logger'>,
  urls: Iterable<string | null | undefined>,
): Promise<{ focalPositions?: FocalPositions }> {
  const shown = [...urls].filter((url): url is string => typeof url === 'string' && url !== '');
  if (shown.length === 0) return {};
  let points: Map<string, { x: number; y: number }>;
  try {
    points = await focalPoints(services.db, shown);
  } catch (error) {
    // The pictures are then centred, as they were before focal points; the page still shows.
    services.logger.error({ err: error }, 'focal points: failed to read the media library');
    return {};
  }
  const positions: Record<string, string> = {};
  for (const [url, point] of points) {
    const position = objectPositionOf(point);
    if (position !== undefined) positions[url] = position;
  }
  return Object.keys(positions).length === 0 ? {} : { focalPositions: positions };
}
