import type { BeaconEvent } from '../../domain/insights.ts';

// Decision 029: the few things only the page knows (a step of the application form reached, a
// file downloaded, a product's link followed) go to POST /api/insights/events as a beacon. It
// never throws and never waits: the beacon is queued by the browser and outlives the page, so
// a visitor leaving for the PDF or the other site loses nothing. Nothing is kept on the device
// (no cookie, no storage), and a browser saying Do Not Track or Global Privacy Control sends
// nothing at all (the server would drop it anyway). Only a type is imported, so this module
// adds a few hundred bytes to a public page.

const ENDPOINT = '/api/insights/events';
const PATH_MAX = 200;
const DETAIL_MAX = 100;

function isOptedOut(): boolean {
  const preferences: { doNotTrack?: string | null; globalPrivacyControl?: boolean } = navigator;
  return preferences.globalPrivacyControl === true || preferences.doNotTrack === '1';
}

export function sendInsightEvent(kind: BeaconEvent['kind'], detail?: string): void {
  try {
    const path = location.pathname;
    // The server counts no path past 200 characters (decision 029): nothing to send.
    if (path.length > PATH_MAX || isOptedOut()) return;
    const event: BeaconEvent = detail ? { kind, path, detail: detail.slice(0, DETAIL_MAX) } : { kind, path };
    const body = JSON.stringify(event);
    // text/plain is a "simple" type: no preflight, and the server reads the body as JSON.
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'text/plain' }))) return;
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain' },
    }).catch(() => undefined);
  } catch {
    // A count is never worth an error on the visitor's page.
  }
}
