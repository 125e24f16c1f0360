import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function galleryRoutes() {
  return new Hono<AppEnv>();
}
