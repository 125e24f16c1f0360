import { pathToFileURL } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/runtime-flags.ts';
import { buildIfNeeded } from './build-if-needed.ts';
import { SERVER_BUNDLE } from './build-server.ts';

// `npm start`: production mode unless told otherwise, build when needed, then become the server.
// execve replaces this process with `node <runtime flags> build/node-server/main.js` (server/main.ts
// bundled by scripts/build-server.ts; server/runtime-flags.ts says why those flags), keeping its
// process id, so a process manager's signals reach the server.
process.env.NODE_ENV ??= 'production';
await buildIfNeeded();
if (process.execve) {
  process.execve(process.execPath, [process.execPath, ...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    ...process.env,
    ...SERVER_ENV,
  });
} else {
  // A platform without execve (Windows): serve from this process, with V8's default flags.
  await import(pathToFileURL(SERVER_BUNDLE).href);
}
