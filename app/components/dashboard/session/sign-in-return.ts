// admin.md §4 and the dashboard's session rules: where sign-in returns to, and the short notice
// the login page shows when a session ended under the user. Free of React so it is unit-tested.

export const LOGIN_PATH = '/login';
export const DASHBOARD_HOME = '/dashboard';

// ours: shown on the login page after any 401 signed the user out mid-task.
export const SESSION_ENDED_NOTICE = 'Your session has ended, please sign in again';

const NOTICE_KEY = 'session-notice';

/**
 * A return path is only followed when it is a dashboard page of this site: an absolute URL, a
 * protocol-relative '//host' or a backslash trick would make the login page an open redirect.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\'))
    return DASHBOARD_HOME;
  const url = new URL(candidate, 'http://site.invalid');
  if (url.origin !== 'http://site.invalid') return DASHBOARD_HOME;
  const isDashboard = /^\/(dashboard|admin-dashboard)(\/|$)/.test(url.pathname);
  return isDashboard ? `${url.pathname}${url.search}` : DASHBOARD_HOME;
}

/** The login page that returns to `returnTo` after sign-in. */
export function loginUrl(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path === DASHBOARD_HOME ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Kept per tab (sessionStorage) so it shows once, on the login page this tab lands on. */
export function leaveSessionNotice(storage: NoticeStorage | null): void {
  try {
    storage?.setItem(NOTICE_KEY, SESSION_ENDED_NOTICE);
  } catch {
    // Storage blocked: the login page simply shows no notice.
  }
}

export function takeSessionNotice(storage: NoticeStorage | null): string | null {
  try {
    const notice = storage?.getItem(NOTICE_KEY) ?? null;
    storage?.removeItem(NOTICE_KEY);
    return notice;
  } catch {
    return null;
  }
}
