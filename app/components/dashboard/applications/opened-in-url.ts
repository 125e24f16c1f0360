// The opened application lives in the address as ?open=<id> (the HR e-mail links to
// /dashboard/applications?open=<id>), so the link, a reload, and sign-in after an expired session
// all open the same application. Opening a row pushes a history entry marked as ours, so Back
// closes the dialog and so does Close (by going back); an address that came with ?open= is closed
// by replacing it. Decision 026: ?compose=<template id> beside ?open= opens the dialog with the
// e-mail composer showing that template (the board's offer after a move links there); it means
// nothing without ?open=, and closing the dialog removes both. Free of React so it is unit-tested.

export const OPEN_PARAM = 'open';
export const COMPOSE_PARAM = 'compose';

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

/** Closed: neither the application nor its composer stays in the address. */
export function withoutOpened(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(OPEN_PARAM);
  next.delete(COMPOSE_PARAM);
  return next;
}

/** The template to open the opened application's composer with, or null (also when none is opened). */
export function composeParam(search: URLSearchParams): string | null {
  if (!openedParam(search)) return null;
  return search.get(COMPOSE_PARAM)?.trim() || null;
}

/** The composer was sent or cancelled: the application stays open, a reload does not reopen it. */
export function withoutComposing(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(COMPOSE_PARAM);
  return next;
}

/** The applications screen with `id` opened and its composer showing the template `templateId`. */
export function composePath(id: string, templateId: string): string {
  return `/dashboard/applications?${new URLSearchParams({ [OPEN_PARAM]: id, [COMPOSE_PARAM]: templateId })}`;
}

/** The history state of an entry this screen pushed by opening a row. */
export const OPENED_HERE = { openedHere: true } as const;

/** Whether the current entry is one this screen pushed (so closing may go back to the list). */
export function wasOpenedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'openedHere') === true;
}
