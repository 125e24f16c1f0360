import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { installProcessGuard } from './process-guard.ts';
import { startServer } from './server.ts';

// Process entry: parse the environment once, start, and shut down gracefully on SIGTERM/SIGINT
// (stop accepting, finish in-flight requests, close the database) so nothing acknowledged is lost.

// The directory holding package.json: two levels up from build/node-server/main.js (the bundle
// `npm start` runs), one from server/main.ts (run directly, as the API tests do).
function projectRootFrom(directory: string): string {
  let dir = directory;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
const projectRoot = projectRootFrom(import.meta.dirname);

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  installProcessGuard(logger);
  const server = await startServer(config, { buildDir: path.join(projectRoot, 'build'), logger });
  logger.info(
    { url: server.url, dataDir: config.dataDir, database: config.database.kind },
    'server listening',
  );

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const forced = setTimeout(() => {
      logger.error('in-flight requests did not finish within 20 s; exiting');
      process.exit(1);
    }, 20_000);
    forced.unref();
    await server.close();
    logger.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
