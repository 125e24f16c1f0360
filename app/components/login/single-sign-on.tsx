import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginAnswer } from '../../../domain/answers/auth.ts';
import { type SignInMethods, signInMethodsAnswer } from '../../../domain/answers/single-sign-on.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ssoErrorMessage, toSsoErrorReason } from '../../../domain/single-sign-on.ts';
import { apiRequest, failureMessage } from '../../api-client.ts';
import { browserStorage, readDeviceToken, storeSignIn } from '../../stored-session.ts';
import { LOGIN_PATH, safeReturnPath } from '../dashboard/session/sign-in-return.ts';
import { buttonClass } from '../ui/buttons.ts';
import { Banner } from '../ui/status.tsx';

// Decision 027: single sign-on on the login page. Shown only once the page has hydrated and the
// server said single sign-on is configured (GET /api/auth/sign-in-methods), so a site without it
// keeps the spec's password-only page exactly. The button is a plain link to
// /api/auth/oidc/start (the browser goes to the provider and back). The provider's answer comes
// back here as ?sso=<one-time code>, exchanged for the session as a password sign-in would be,
// or as ?sso-error=<reason>, worded in a banner.

const m = MESSAGES.singleSignOn;

export function SingleSignOn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get('next'));
  const code = search.get('sso');
  const reason = toSsoErrorReason(search.get('sso-error'));
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isExchanging, setIsExchanging] = useState(false);
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest('/auth/sign-in-methods', signInMethodsAnswer, { signal: controller.signal })
      .then((answer) => setMethods(answer.data))
      // Without an answer the page is the password form alone, as it always was.
      .catch(() => {});
    return () => controller.abort();
  }, []);

  useEffect(() => {
    // Once per code: the code works once, and effects may run twice in development.
    if (!code || exchanged.current === code) return;
    exchanged.current = code;
    setIsExchanging(true);
    const storage = browserStorage();
    apiRequest('/auth/oidc/exchange', loginAnswer, {
      json: { code, deviceToken: readDeviceToken(storage) },
    })
      .then(async (answer) => {
        storeSignIn(window.localStorage, answer);
        await navigate(next, { replace: true });
      })
      .catch(async (error: unknown) => {
        setIsExchanging(false);
        setFailure(failureMessage(error, m.expired));
        // The used code leaves the address, so a reload does not try it again.
        const rest = next === safeReturnPath(null) ? '' : `?next=${encodeURIComponent(next)}`;
        await navigate(`${LOGIN_PATH}${rest}`, { replace: true });
      });
  }, [code, next, navigate]);

  const refusal = reason ? ssoErrorMessage(reason, search.get('account')) : null;
  const provider = methods?.singleSignOn;
  const isBreakGlass = methods?.passwordSignIn === 'break-glass';
  return (
    <>
      {(refusal || failure || isExchanging) && (
        <div className="mt-6">
          {isExchanging ? (
            <Banner tone="info">{m.signingIn}</Banner>
          ) : (
            <Banner tone="error">{failure ?? refusal}</Banner>
          )}
        </div>
      )}
      {provider && !isExchanging && (
        <div className="mt-6">
          <a
            href={`/api/auth/oidc/start?next=${encodeURIComponent(next)}`}
            className={`${buttonClass(isBreakGlass ? 'primary' : 'secondary')} w-full text-center`}
          >
            {m.button(provider.providerName)}
          </a>
          {isBreakGlass ? (
            <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">{m.breakGlassOnly}</p>
          ) : (
            <p className="mt-6 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              or
              <span className="h-px flex-1 bg-slate-200" />
            </p>
          )}
        </div>
      )}
    </>
  );
}
