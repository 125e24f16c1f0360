import { MESSAGES } from '../domain/messages.ts';
import { ApiError, failureMessage } from './api-client.ts';

// Decision 027: what the account page and the sign-in page share about the browser's side of a
// passkey. @simplewebauthn/browser is loaded only when a ceremony starts (a dynamic import), so
// the public pages, the sign-in page among them, never fetch it until someone asks for a passkey.

/** Whether this browser has WebAuthn at all (read after hydration: the server has no window). */
export function browserHasPasskeys(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

export function loadWebAuthn() {
  return import('@simplewebauthn/browser');
}

/**
 * The words for a failed ceremony: the server's message for an API failure; for the browser's
 * refusals (their DOMException names, which @simplewebauthn/browser keeps), what happened.
 * NotAllowedError is what a cancel, a closed prompt and a timeout all look like, on purpose.
 */
export function passkeyFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return failureMessage(error, fallback);
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return MESSAGES.passkeys.cancelled;
  if (name === 'InvalidStateError') return MESSAGES.passkeys.alreadyRegistered;
  if (name === 'NotSupportedError') return MESSAGES.passkeys.notSupported;
  if (error instanceof Error && /not supported/i.test(error.message)) return MESSAGES.passkeys.notSupported;
  return MESSAGES.passkeys.browserRefused;
}
