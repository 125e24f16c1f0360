import { createContext, useContext, useState } from 'react';

/** Decision 030: the id of the request that rendered this page; absent in the browser. */
export const RequestIdContext = createContext<string | undefined>(undefined);

const REFERENCE_ID = 'request-reference';

/**
 * The id to show on an error page, so a visitor or a member of staff can quote it. On the server
 * it is the request's; in the browser the page hydrates with the one the server wrote (the
 * element it is in), so hydration finds the same text. A failure in the browser alone has none.
 */
export function useRequestReference(): { id: string | undefined; elementId: string } {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(
    () =>
      fromServer ??
      (typeof document === 'undefined'
        ? undefined
        : (document.getElementById(REFERENCE_ID)?.dataset.requestId ?? undefined)),
  );
  return { id, elementId: REFERENCE_ID };
}
