import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: {
    // Hashed file names under /assets are served with a one-year immutable cache.
    assetsInlineLimit: 0,
  },
});
