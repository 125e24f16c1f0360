import { createContext } from 'react-router';
import type { RequestContext } from '../server/http/request-context.ts';

// The key route loaders read the request context by. The server finds this key through the entry
// module (entry.server.tsx re-exports it), so both sides hold the very same object.
export type { RequestContext };
export const requestContext = createContext<RequestContext>();
