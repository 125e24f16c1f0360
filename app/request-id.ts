import { createContext, useContext, useState } from 'react';

/** Decision 030: the id of the request that rendered this page; absent in the browser. */
export const RequestIdContext = createContext<string | undefined>(undefined);

export const REQUEST_REFERENCE_ID = 'request-reference';

// True in the browser until the first render has been hydrated (root.tsx calls markHydrated in
// its effect, which runs after every component's first render). Only then does the page in the
// document belong to the server's answer; a later page's failure (a client navigation) has no
// id of its own to show, and must not show the last one's.
let isHydrating = typeof document !== 'undefined';

export function markHydrated(): void {
  isHydrating = false;
}

/**
 * The id to show on a page that failed on the server (a 5xx), so a visitor or a member of staff
 * can quote it and it finds the log lines. On the server it is the request's; in the browser the
 * page hydrates with the one the server wrote, read from its element, so hydration finds the same
 * text.
 */
export function useRequestReference(): string | undefined {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => {
    if (fromServer !== undefined || !isHydrating) return fromServer;
    return document.getElementById(REQUEST_REFERENCE_ID)?.dataset.requestId;
  });
  return id;
}
