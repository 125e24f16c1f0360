import type { AppServices } from '../services.ts';

// What the Hono server hands to React Router for each request (http/ssr.ts): the shared services
// (so route loaders read the data layer directly, with the process's one database instance) and
// the CSP nonce for inline scripts. The context key itself is made on the app's side
// (app/request-context.ts), since it comes from React Router.
export type RequestContext = {
  services: AppServices;
  nonce: string;
  /** Decision 030: the request's id, shown on an error page. */
  requestId: string;
};
