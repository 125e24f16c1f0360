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
// - on start, with a stored token and user, the profile is fetched (GET /auth/me); when the server
//   rejects the token (401) both keys are removed and the user is signed out; without them the
//   user goes to /login once the check finishes (client side only);
// - ours: a check that got no verdict (cut off by leaving the page, a network blip, a 5xx or a
//   429) is not a rejection: the session is kept, the screen says the server could not be
//   reached, and the check is tried again (by itself after a few seconds, or with Try again);
// - any later 401 ends the session the same way, with a short notice, and sign-in returns the
//   user to the page they were on;
// - logout clears both keys even when the call fails;
// - decision 027: when the tab comes back into view or the window regains focus, the session is
//   checked again (at most every 15 seconds), so a browser signed out from another device goes
//   to /login at once rather than at its next save.
// Screens render only once the session is confirmed, so no dashboard call goes out without a token.

type Session = {
  user: AdminUser;
  signOut: () => Promise<void>;
  /** After the user changed something of their own (their password): the profile as it now is. */
  replaceUser: (user: AdminUser) => void;
};

const SessionContext = createContext<Session | null>(null);

export type SessionState =
  | { status: 'checking' }
  | { status: 'unreachable'; attempt: number }
  | { status: 'signed-in'; user: AdminUser };

// ours: how long to wait before checking again after a check that got no verdict (then doubling).
const RECHECK_FIRST_MS = 3_000;
const RECHECK_MAX_MS = 30_000;
// Decision 027: the least time between two checks made because the tab came back into view.
const VISIBLE_RECHECK_MS = 15_000;

/** What the screen shows while the sign-in cannot be checked; `retry` checks at once. */
export type UnreachableView = (props: { retry: () => void }) => ReactNode;

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in dashboard');
  return session;
}

export function SessionGate({
  checking,
  unreachable,
  children,
}: {
  checking: ReactNode;
  unreachable: UnreachableView;
  children: ReactNode;
}) {
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

  // Each change starts one check of the stored session; a check without a verdict asks again.
  const [checkNumber, setCheckNumber] = useState(0);
  const recheck = useCallback(() => setCheckNumber((n) => n + 1), []);

  useEffect(() => {
    const storage = browserStorage();
    const stored = storage ? readStoredSession(storage) : null;
    if (!stored) {
      endSession('absent');
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    apiRequest('/auth/me', profileAnswer, { signal: controller.signal })
      .then(({ data }) => {
        if (storage) storeSession(storage, { token: stored.token, user: data.user });
        setState({ status: 'signed-in', user: data.user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Only the server's 401 says the token is no good (admin.md §4); the 401 listener below
        // has already ended the session then.
        if (error instanceof ApiError && error.status === 401) {
          endSession('expired');
          return;
        }
        setState({ status: 'unreachable', attempt: checkNumber + 1 });
        const wait = Math.min(RECHECK_MAX_MS, RECHECK_FIRST_MS * 2 ** checkNumber);
        timer = setTimeout(recheck, wait);
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endSession, checkNumber, recheck]);

  useEffect(
    () =>
      onUnauthorised(() => {
        if (!isSigningOut.current) endSession('expired');
      }),
    [endSession],
  );

  // Decision 027: a quiet check when the person comes back to this tab. Its 401 ends the session
  // through the listener above; any other failure changes nothing (the next call will tell).
  const isSignedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!isSignedIn) return;
    let lastCheck = Date.now();
    const checkAgain = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < VISIBLE_RECHECK_MS) return;
      lastCheck = Date.now();
      apiRequest('/auth/me', profileAnswer).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', checkAgain);
    window.addEventListener('focus', checkAgain);
    return () => {
      document.removeEventListener('visibilitychange', checkAgain);
      window.removeEventListener('focus', checkAgain);
    };
  }, [isSignedIn]);

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
  if (state.status === 'unreachable') return unreachable({ retry: recheck });
  return <SessionContext value={{ user: state.user, signOut, replaceUser }}>{children}</SessionContext>;
}
