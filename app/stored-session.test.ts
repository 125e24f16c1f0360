import { describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredSession, storeSession } from './stored-session.ts';

function memoryStorage() {
  const stored = new Map<string, string>();
  return {
    stored,
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
}

const user = {
  _id: 'u1',
  email: 'admin@voltline.example',
  name: 'Site Admin',
  role: 'admin' as const,
  mustChangePassword: false,
  mustSetUpTwoFactor: false,
};

describe('stored session (admin.md §4, §9)', () => {
  it('keeps the token and the user as JSON under the keys token and user', () => {
    const storage = memoryStorage();
    storeSession(storage, { token: 'secret-token', user });
    expect(Object.fromEntries(storage.stored)).toEqual({ token: 'secret-token', user: JSON.stringify(user) });
    expect(readStoredSession(storage)).toEqual({ token: 'secret-token', user });
  });

  it('reads as signed out when either key is missing or the user is not a user', () => {
    const storage = memoryStorage();
    storage.setItem('token', 'abc');
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem('user', '{not json');
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem('user', JSON.stringify({ name: 'No id' }));
    expect(readStoredSession(storage)).toBeNull();
    // A user stored before accounts had roles: signed out, so the next sign-in stores the role.
    storage.setItem('user', JSON.stringify({ _id: 'u1', email: 'a@voltline.example', name: 'Old' }));
    expect(readStoredSession(storage)).toBeNull();
  });

  it('sign-out removes both keys', () => {
    const storage = memoryStorage();
    storeSession(storage, { token: 't', user });
    clearStoredSession(storage);
    expect(storage.stored.size).toBe(0);
  });
});
