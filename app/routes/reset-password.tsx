import { site } from '../../content/site.ts';
import { AuthPage } from '../components/login/auth-card.tsx';
import { ResetPasswordCard } from '../components/login/reset-password-card.tsx';
import { pageTitle } from '../seo.ts';
import type { Route } from './+types/reset-password';

// Decision 027: beside /login, with its look (no site header or footer) and, like it, for staff
// only: not indexed, no share tags.

export function meta(_: Route.MetaArgs) {
  return [
    { title: pageTitle('Choose a new password') },
    { name: 'description', content: `Choose a new password for a staff account. (${site.brand})` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function Page() {
  return (
    <AuthPage>
      <ResetPasswordCard />
    </AuthPage>
  );
}
