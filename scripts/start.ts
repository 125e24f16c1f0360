import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/runtime-flags.ts';
import { buildIfNeeded } from './build-if-needed.ts';

// `npm start`: production mode unless told otherwise, build when needed, then become the server.
// execve replaces this process with `node <runtime flags> server/main.ts` (server/runtime-flags.ts
// says why those flags), keeping its process id, so a process manager's signals reach the server.
process.env.NODE_ENV ??= 'production';
buildIfNeeded();
const main = path.join(import.meta.dirname, '..', 'server', 'main.ts');
if (process.execve) {
  process.execve(process.execPath, [process.execPath, ...SERVER_NODE_FLAGS, main], {
    ...process.env,
    ...SERVER_ENV,
  });
} else {
  // A platform without execve (Windows): serve from this process, with V8's default flags.
  await import(main);
}
