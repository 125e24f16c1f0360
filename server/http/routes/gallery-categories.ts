import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function galleryCategoryRoutes() {
  return new Hono<AppEnv>();
}
