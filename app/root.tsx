import './zod-config.ts';
import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { RequestReference } from './components/request-reference.tsx';
import { useNonce } from './nonce.ts';
import { requestContext } from './request-context.ts';
import { markHydrated } from './request-id.ts';
import { pageTitle } from './seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return { publicUrl: services.config.publicUrl };
}

// The stylesheet is a React resource (precedence): React puts it at the top of the head, before the
// image preload's neighbours and the ~25 script preloads React Router adds, so a phone on a slow
// network asks for it first (it blocks the first paint; the scripts do not).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' } as Route.LinkDescriptors[number],
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white font-sans text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Decision 030: from here on a failure's reference is the page's own (app/request-id.ts).
  useEffect(markHydrated, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = isNotFound ? 'Page under maintenance' : 'Something went wrong';
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{pageTitle(heading)}</title>
      <h1 className="text-3xl font-semibold text-brand-900">{heading}</h1>
      <p className="mt-4 text-slate-600">
        {isNotFound
          ? 'We are working on this page. Please check back soon.'
          : 'Sorry, we could not show this page. Please try again later.'}
      </p>
      {isNotFound ? null : <RequestReference className="mt-4" />}
      <a className="mt-8 inline-block text-brand-500 underline" href="/">
        Return to the home page
      </a>
    </main>
  );
}
