import path from 'node:path';

// The server process's own code (server/main.ts with everything it imports from server/, domain/
// and content/) bundled into plain JavaScript at build/node-server/main.js, which `npm start`,
// the end-to-end tests and the bench run. Node can run the TypeScript sources directly, but its
// type stripper is a WebAssembly module that stays in memory for the life of the process: about
// 20 MB of a server that must stay under 150 MB (decision 007). Packages stay external, loaded
// from node_modules as usual; the optional drivers (S3, SMTP) become chunks loaded only when
// configured.

const root = path.resolve(import.meta.dirname, '..');

export const SERVER_BUNDLE_DIR = path.join(root, 'build', 'node-server');
export const SERVER_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'main.js');

/** The sources the bundle is made from: newer than the bundle means it must be made again. */
export const SERVER_SOURCES = ['server', 'domain', 'content', 'package-lock.json', 'scripts/build-server.ts'];

const isPackage = (id: string) => !id.startsWith('.') && !path.isAbsolute(id);

export async function buildServer(): Promise<void> {
  // Loaded here, not at the top: `npm start` imports this file for its paths, also where only the
  // production dependencies are installed and the bundle is already built (the Docker image).
  const { build } = await import('rolldown');
  await build({
    // The SQLite checkpoint thread (server/db/sqlite-checkpointer.ts), the PDF render thread
    // (server/pdf/render-in-worker.ts) and the insights writer thread are loaded by file name
    // beside main.js, so each is an entry of its own.
    input: {
      main: path.join(root, 'server', 'main.ts'),
      'sqlite-checkpoint-thread': path.join(root, 'server', 'db', 'sqlite-checkpoint-thread.ts'),
      'pdf-render-worker': path.join(root, 'server', 'pdf', 'render-worker.ts'),
      // Decision 029: the insights events' SQLite writer (server/insights/sqlite-event-writer.ts).
      'sqlite-event-thread': path.join(root, 'server', 'insights', 'sqlite-event-thread.ts'),
    },
    platform: 'node',
    external: isPackage,
    logLevel: 'warn',
    output: { dir: SERVER_BUNDLE_DIR, format: 'esm', cleanDir: true },
  });
}

if (import.meta.main) {
  await buildServer();
  console.log(`server bundle written to ${path.relative(root, SERVER_BUNDLE)}`);
}
