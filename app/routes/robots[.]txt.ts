import { requestContext } from '../request-context.ts';
import type { Route } from './+types/robots[.]txt';

// Crawlers may read every public page; the staff areas, the login and the API are not for them.
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext).services.config;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /admin-dashboard',
    'Disallow: /login',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
