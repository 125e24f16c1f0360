import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { AdminUser } from '../../domain/entities.ts';
import type { AppServices } from '../services.ts';

/** Typed Hono variables, declared once (STYLE.md: Hono habits). */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    services: AppServices;
    /** Set by requireAdmin (http/admin-session.ts) on protected routes. */
    admin: AdminUser;
    sessionId: string;
    /** Set by the handlers of public pages and anonymous API reads: the render cache may keep it. */
    isPublic: boolean;
    /**
     * Set by a staff write that changed nothing the public sees (a draft saved, a preview link
     * made; decision 024): the content version stays, so autosaves do not empty the render cache.
     */
    isPublicContentUnchanged: boolean;
    /** Decision 030: this request's id (http/request-log.ts), shown on a 5xx answer. */
    requestId: string;
    /** The route pattern that answered, where Hono's own does not say (pages, kept answers). */
    route: string;
  };
};
