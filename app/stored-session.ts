import { adminUserSchema } from '../domain/answers/auth.ts';
import { STORAGE_KEYS } from '../domain/constants.ts';
import type { AdminUser } from '../domain/entities.ts';

// admin.md §4, §9: the session lives in local browser storage under the keys token and user
// (the user as JSON). Written by the login page, read and cleared by the dashboard. Free of
// React so the rules are unit-tested.

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StoredSession = { token: string; user: AdminUser };

export function storeSession(storage: Pick<Storage, 'setItem'>, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

/**
 * Decision 027: the answer of any sign-in (password, passkey, single sign-on) stored: the session
 * and the browser's device token, which outlives sign-out (it is how the server knows this
 * browser, and "remember this device" rides on it).
 */
export function storeSignIn(
  storage: Pick<Storage, 'setItem'>,
  answer: { token: string; deviceToken?: string | undefined; data: { user: AdminUser } },
): void {
  storeSession(storage, { token: answer.token, user: answer.data.user });
  if (answer.deviceToken) storage.setItem(STORAGE_KEYS.deviceToken, answer.deviceToken);
}

/** The device token this browser was given at an earlier sign-in, if any. */
export function readDeviceToken(storage: Pick<Storage, 'getItem'> | null): string | undefined {
  return storage?.getItem(STORAGE_KEYS.deviceToken) || undefined;
}

/** Both keys, or null when either is missing or the user is not what the login stored. */
export function readStoredSession(storage: SessionStorage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const userText = storage.getItem(STORAGE_KEYS.user);
  if (!token || !userText) return null;
  try {
    const user = adminUserSchema.safeParse(JSON.parse(userText));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

/** admin.md §4: sign-out removes both keys, whatever the server said. */
export function clearStoredSession(storage: SessionStorage): void {
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.user);
}

/** The browser's localStorage, or null where storage is blocked (private modes, sandboxes). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
