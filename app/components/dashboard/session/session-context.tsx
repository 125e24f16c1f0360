import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { profileAnswer } from '../../../../domain/answers/auth.ts';
import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import type { AdminUser } from '../../../../domain/entities.ts';
import { ApiError, apiRequest, onUnauthorised } from '../../../api-client.ts';
import {
  browserStorage,
  clearStoredSession,
  readStoredSession,
  storeSession,
} from '../../../stored-session.ts';
import { leaveSessionNotice, loginUrl } from './sign-in-return.ts';

// admin.md §4 Session and §2 Dashboard shell:
// - on start, with a stored token and user, the profile is fetched (GET /auth/me); on failure
//   both keys are removed and the user is signed out; without them the user goes to /login once
//   the check finishes (client side only);
// - any later 401 ends the session the same way, with a short notice, and sign-in returns the
//   user to the page they were on;
// - logout clears both keys even when the call fails.
// Screens render only once the session is confirmed, so no dashboard call goes out without a token.

type Session = {
  user: AdminUser;
  signOut: () => Promise<void>;
  /** After the user changed something of their own (their password): the profile as it now is. */
  replaceUser: (user: AdminUser) => void;
};

const SessionContext = createContext<Session | null>(null);

export type SessionState = { status: 'checking' } | { status: 'signed-in'; user: AdminUser };

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in dashboard');
  return session;
}

export function SessionGate({ checking, children }: { checking: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  // Where the user is now, read when the session ends (not a dependency of the effects below).
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const hasEnded = useRef(false);
  const isSigningOut = useRef(false);

  /** Removes both keys and goes to /login: back here after sign-in, unless the user signed out. */
  const endSession = useCallback(
    (how: 'expired' | 'absent' | 'signed-out') => {
      if (hasEnded.current) return;
      hasEnded.current = true;
      const storage = browserStorage();
      if (storage) clearStoredSession(storage);
      if (how === 'expired') leaveSessionNotice(globalThis.sessionStorage ?? null);
      void navigate(how === 'signed-out' ? loginUrl('') : loginUrl(here.current), { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    const storage = browserStorage();
    const stored = storage ? readStoredSession(storage) : null;
    if (!stored) {
      endSession('absent');
      return;
    }
    const controller = new AbortController();
    apiRequest('/auth/me', profileAnswer, { signal: controller.signal })
      .then(({ data }) => {
        if (storage) storeSession(storage, { token: stored.token, user: data.user });
        setState({ status: 'signed-in', user: data.user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        endSession(error instanceof ApiError && error.status === 401 ? 'expired' : 'absent');
      });
    return () => controller.abort();
  }, [endSession]);

  useEffect(
    () =>
      onUnauthorised(() => {
        if (!isSigningOut.current) endSession('expired');
      }),
    [endSession],
  );

  const signOut = useCallback(async () => {
    isSigningOut.current = true;
    try {
      await apiRequest('/auth/logout', acknowledgedAnswer);
    } catch {
      // admin.md §4: "if the logout call fails they are still removed locally".
    }
    endSession('signed-out');
  }, [endSession]);

  const replaceUser = useCallback((user: AdminUser) => {
    const storage = browserStorage();
    const stored = storage ? readStoredSession(storage) : null;
    if (storage && stored) storeSession(storage, { token: stored.token, user });
    setState({ status: 'signed-in', user });
  }, []);

  if (state.status === 'checking') return checking;
  return <SessionContext value={{ user: state.user, signOut, replaceUser }}>{children}</SessionContext>;
}
