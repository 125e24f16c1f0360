import { site } from '../../content/site.ts';
import { AuthPage } from '../components/login/auth-card.tsx';
import { ForgotPasswordCard } from '../components/login/forgot-password-card.tsx';
import { pageTitle } from '../seo.ts';
import type { Route } from './+types/forgot-password';

// Decision 027: beside /login, with its look (no site header or footer) and, like it, for staff
// only: not indexed, no share tags.

export function meta(_: Route.MetaArgs) {
  return [
    { title: pageTitle('Forgot password') },
    {
      name: 'description',
      content: `Ask for a link to choose a new password for a staff account. (${site.brand})`,
    },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function Page() {
  return (
    <AuthPage>
      <ForgotPasswordCard />
    </AuthPage>
  );
}
