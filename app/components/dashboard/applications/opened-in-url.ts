// The opened application lives in the address as ?open=<id> (the HR e-mail links to
// /dashboard/applications?open=<id>), so the link, a reload, and sign-in after an expired session
// all open the same application. Opening a row pushes a history entry marked as ours, so Back
// closes the dialog and so does Close (by going back); an address that came with ?open= is closed
// by replacing it. Free of React so it is unit-tested.

export const OPEN_PARAM = 'open';

/** The id to open, or null. */
export function openedParam(search: URLSearchParams): string | null {
  return search.get(OPEN_PARAM)?.trim() || null;
}

/** The address with `id` opened; filters and page stay as they are. */
export function withOpened(search: URLSearchParams, id: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(OPEN_PARAM, id);
  return next;
}

export function withoutOpened(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(OPEN_PARAM);
  return next;
}

/** The history state of an entry this screen pushed by opening a row. */
export const OPENED_HERE = { openedHere: true } as const;

/** Whether the current entry is one this screen pushed (so closing may go back to the list). */
export function wasOpenedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'openedHere') === true;
}
