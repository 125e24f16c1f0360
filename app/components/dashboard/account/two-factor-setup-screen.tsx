import { Logo } from '../../logo.tsx';
import { Button } from '../../ui/button.tsx';
import { useSession } from '../session/session-context.tsx';
import { PasskeyInstead } from './passkey-instead.tsx';
import { TotpSetup } from './totp-setup.tsx';

// Decision 027: a person whose role the sign-in policy makes use a second factor, and who has
// none, can do nothing else until it is set up (the API answers 403 to everything else), so the
// dashboard shows only this, in a card like the sign-in page, and opens once the codes are saved.

export function TwoFactorSetupScreen() {
  const { user, replaceUser, signOut } = useSession();
  return (
    <main className="flex min-h-screen items-center justify-center bg-linear-to-br from-brand-900 via-brand-700 to-brand-500 px-4 py-12">
      <div className="w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10">
        <Logo />
        <h1 className="mt-8 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          Set up two-factor sign-in
        </h1>
        <p className="mt-2 text-slate-600">
          The dashboard opens applicants’ CVs and contact details, so your administrator asks everyone in your
          role to confirm their sign-in with a second step: a code from an app on your phone, or a passkey. It
          takes a minute, and you will not need it again on this device if you choose to remember it.
        </p>
        <div className="mt-6">
          <TotpSetup email={user.email} onDone={replaceUser} />
        </div>
        <PasskeyInstead onDone={replaceUser} />
        <div className="mt-6 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </div>
    </main>
  );
}
