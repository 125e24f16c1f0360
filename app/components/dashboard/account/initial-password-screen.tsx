import { Logo } from '../../logo.tsx';
import { Button } from '../../ui/button.tsx';
import { useSession } from '../session/session-context.tsx';
import { PasswordForm } from './password-form.tsx';

// An account made by an administrator signs in with an initial password that someone else has
// seen. Until its owner chooses their own, the API answers 403 to everything else, so the
// dashboard asks for it first, in a card like the sign-in page, and then opens the dashboard.

export function InitialPasswordScreen() {
  const { user, replaceUser, signOut } = useSession();
  return (
    <main className="flex min-h-screen items-center justify-center bg-linear-to-br from-brand-900 via-brand-700 to-brand-500 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10">
        <Logo />
        <h1 className="mt-8 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          Choose your password
        </h1>
        <p className="mt-2 text-slate-600">
          Welcome{user.name.trim() ? `, ${user.name.trim()}` : ''}. Your account was set up with an initial
          password. Choose one only you know before you go on; it will be the one you sign in with from now
          on.
        </p>
        <div className="mt-6">
          <PasswordForm
            onChanged={replaceUser}
            submitLabel="Save password and continue"
            currentLabel="Initial password"
          />
        </div>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </div>
    </main>
  );
}
