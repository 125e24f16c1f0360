import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function jobRoutes() {
  return new Hono<AppEnv>();
}
