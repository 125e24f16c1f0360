import { createContext } from 'react-router';
import type { AppServices } from '../server/services.ts';

// What the Hono server hands to React Router for each request: the shared services (so route
// loaders read the data layer directly, with the process's one database instance) and the CSP
// nonce for inline scripts. The server finds this key through the entry module (entry.server.tsx
// re-exports it) so both sides hold the very same object.
export type RequestContext = {
  services: AppServices;
  nonce: string;
};

export const requestContext = createContext<RequestContext>();
