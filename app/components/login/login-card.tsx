import { Link } from 'react-router';
import { TextField } from '../forms/field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { Logo } from '../logo.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { Banner } from '../ui/status.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { PasswordField } from './password-field.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SingleSignOn } from './single-sign-on.tsx';
import { useLoginForm } from './use-login-form.ts';

// admin.md §2 Login page: a centred card with the logo (a link home), the page's one <h1>, the
// failure banner (§8: the server's message or 'Failed to login') and the two fields. Decision 027:
// the second step (a code) replaces the fields in the same card; the password form stays in the
// page, hidden, so Back returns to it as it was.

export function LoginCard() {
  const { failure, notice, isBusy, submit, bind, bannerRef, secondFactor } = useLoginForm();
  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10">
      <Link to="/" className={`inline-flex rounded-md ${FOCUS_RING}`}>
        <Logo />
        <span className="sr-only"> home page</span>
      </Link>
      <h1 className="mt-8 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">Admin Login</h1>
      <p className="mt-2 text-slate-600">
        {secondFactor ? 'Two-step verification: confirm it is you.' : 'Sign in to manage the website.'}
      </p>

      <div ref={bannerRef} tabIndex={-1} className="mt-6 focus:outline-none empty:hidden">
        {failure && <Banner tone="error">{failure}</Banner>}
        {!failure && notice && <Banner tone="info">{notice}</Banner>}
      </div>
      <SingleSignOn />

      {secondFactor && <SecondFactorStep {...secondFactor} isBusy={isBusy} />}
      <form
        noValidate
        method="post"
        onSubmit={submit}
        aria-label="Admin Login"
        hidden={secondFactor !== null}
        className="mt-6 space-y-5"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...bind('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" required {...bind('password')} />
        <SubmitButton isBusy={isBusy} busyLabel="Signing in..." className="w-full">
          Sign in
        </SubmitButton>
      </form>
      {!secondFactor && <PasskeySignIn />}
      <p className="mt-6 text-center text-sm">
        <Link
          to="/forgot-password"
          className={`rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`}
        >
          Forgot password?
        </Link>
      </p>
    </div>
  );
}
