import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { AppServices } from '../services.ts';

/** Typed Hono variables, declared once (STYLE.md: Hono habits). */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    services: AppServices;
  };
};
