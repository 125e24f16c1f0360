import { site } from '../../content/site.ts';
import { LoginCard } from '../components/login/login-card.tsx';
import { pageTitle } from '../seo.ts';
import type { Route } from './+types/login';

// admin.md §2: /login sits outside the site layout (no header or footer), titled Admin Login.
// It is for staff only, so it asks search engines not to index it and carries no share tags.
// A stored token does not skip the form: the dashboard checks the session itself (admin.md §4).

export function meta(_: Route.MetaArgs) {
  return [
    { title: pageTitle('Admin Login') },
    { name: 'description', content: `Sign-in page for ${site.brand} website administrators.` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function Login() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-linear-to-br from-brand-900 via-brand-700 to-brand-500 px-4 py-12">
      <LoginCard />
    </main>
  );
}
