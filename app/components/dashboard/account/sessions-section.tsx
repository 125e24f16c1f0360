import { useState } from 'react';
import {
  type SignedInSession,
  sessionListAnswer,
  sessionsEndedAnswer,
} from '../../../../domain/answers/sessions.ts';
import { SIGN_IN_METHOD_LABELS } from '../../../../domain/sign-in.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { dateTime } from '../dates.ts';
import { useApiQuery } from '../use-api-query.ts';
import { relativeTime, SESSIONS_TEXT } from './sessions-text.ts';

// Decision 027, "Signed-in devices" on Your Account: every browser the account is signed in on
// now (device, network, how the sign-in was made, last seen), this one marked. "Sign out" ends one
// other device at once (signing in again undoes it); "Sign out everywhere else" asks first. The
// outcome is a banner that takes focus (the button pressed has gone or is disabled), so keyboard
// and screen reader users hear what happened. A signed-out browser finds out when it next calls
// the API or comes back into view (SessionGate).

export function SessionsSection() {
  const list = useApiQuery('/auth/sessions', sessionListAnswer, SESSIONS_TEXT.fetchFailed);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [noticeRef, announce] = useFocusRequest<HTMLDivElement>();
  const [endingId, setEndingId] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isConfirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const sessions = list.data?.data.sessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const tell = (tone: 'success' | 'error', text: string) => {
    setNotice({ tone, text });
    announce();
  };

  const signOut = async (session: SignedInSession) => {
    setEndingId(session._id);
    try {
      const answer = await apiRequest(
        `/auth/sessions/${encodeURIComponent(session._id)}`,
        sessionsEndedAnswer,
        {
          method: 'DELETE',
        },
      );
      tell('success', `${answer.message}: ${session.device}.`);
    } catch (caught) {
      tell('error', failureMessage(caught, SESSIONS_TEXT.signOutFailed));
    } finally {
      setEndingId(null);
      list.reload();
    }
  };

  const signOutOthers = async () => {
    setConfirmBusy(true);
    setConfirmError(null);
    try {
      const answer = await apiRequest('/auth/sessions', sessionsEndedAnswer, { method: 'DELETE' });
      setConfirming(false);
      tell('success', `${answer.message}.`);
      list.reload();
    } catch (caught) {
      setConfirmError(failureMessage(caught, SESSIONS_TEXT.signOutOthersFailed));
    } finally {
      setConfirmBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="account-sessions"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-prose">
          <h2 id="account-sessions" className="text-lg font-semibold text-brand-900">
            Signed-in devices
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Where your account is signed in now. If you do not recognise a device, sign it out and change your
            password.
          </p>
        </div>
        {others.length > 0 && (
          <Button
            variant="danger"
            className="w-full sm:w-auto"
            onClick={() => {
              setConfirmError(null);
              setConfirming(true);
            }}
          >
            Sign out everywhere else
          </Button>
        )}
      </div>

      <div ref={noticeRef} tabIndex={-1} className="mt-5 focus:outline-none empty:hidden">
        {notice && (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        )}
      </div>
      {list.error && (
        <div className="mt-5">
          <Banner tone="error">{list.error}</Banner>
        </div>
      )}
      {list.isLoading && !list.data && <Spinner label="Loading your signed-in devices…" className="mt-5" />}

      {sessions.length > 0 && (
        <ul className="mt-5 divide-y divide-slate-200 border-y border-slate-200">
          {sessions.map((session) => (
            <li
              key={session._id}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {session.device}
                  {session.current && <Badge colourClass="bg-green-100 text-green-800">This device</Badge>}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm text-slate-700">
                  <dt className="font-medium text-slate-600">Network</dt>
                  <dd className="break-all">{session.network}</dd>
                  <dt className="font-medium text-slate-600">Signed in with</dt>
                  <dd>{SIGN_IN_METHOD_LABELS[session.method]}</dd>
                  <dt className="font-medium text-slate-600">Last seen</dt>
                  <dd>
                    {session.current ? (
                      'Now'
                    ) : (
                      <>
                        {relativeTime(session.lastSeenAt)}{' '}
                        <time dateTime={session.lastSeenAt} className="text-slate-600">
                          ({dateTime(session.lastSeenAt)})
                        </time>
                      </>
                    )}
                  </dd>
                </dl>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-center"
                  isBusy={endingId === session._id}
                  busyLabel="Signing out..."
                  onClick={() => void signOut(session)}
                >
                  Sign out
                  <span className="sr-only">
                    {' '}
                    {session.device}, last seen {relativeTime(session.lastSeenAt)}
                  </span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && others.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">You are not signed in anywhere else.</p>
      )}

      <ConfirmDialog
        open={isConfirming}
        title="Sign out everywhere else"
        message={
          <p>
            Every other browser signed in to your account ({others.length}{' '}
            {others.length === 1 ? 'device' : 'devices'}) will be signed out at once. You stay signed in here.
          </p>
        }
        confirmLabel="Sign out everywhere else"
        cancelLabel="Keep them signed in"
        busyLabel="Signing out..."
        isBusy={isConfirmBusy}
        error={confirmError}
        onConfirm={() => void signOutOthers()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
