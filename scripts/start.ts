import { buildIfNeeded } from './build-if-needed.ts';

// `npm start`: production mode unless told otherwise, build when needed, then serve.
process.env.NODE_ENV ??= 'production';
buildIfNeeded();
await import('../server/main.ts');
