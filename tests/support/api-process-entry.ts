import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { installProcessGuard } from '../../server/process-guard.ts';
import { startServer } from '../../server/server.ts';

// The API alone as its own process (no page build needed), for tests that watch the server's
// memory from outside: server/main.ts without the React Router build. Logs the same
// 'server listening' line, and stops on SIGTERM.
const config = loadConfig();
const logger = createLogger(config.logLevel);
installProcessGuard(logger);
const server = await startServer(config, { logger });
logger.info({ url: server.url }, 'server listening');
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
