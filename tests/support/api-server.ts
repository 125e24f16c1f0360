import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { createLogger, type Logger } from '../../server/logger.ts';
import { type RunningServer, startServer } from '../../server/server.ts';
import { createEmptyDatabase, type TestDatabaseKind } from './test-databases.ts';

// API integration tests talk HTTP to a real server on a free port, backed by a real database
// (a fresh SQLite file or a fresh PostgreSQL schema) and a real data directory. The server
// migrates and seeds it exactly as it does in production.

export type ApiServer = RunningServer & {
  dataDir: string;
  stop: () => Promise<void>;
};

export async function startApiServer(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: {
    /** A database another server uses too (several instances); the caller drops it. */
    database?: Awaited<ReturnType<typeof createEmptyDatabase>>;
    /** The server's logger (a file's, to read its lines); silent unless TEST_LOG_LEVEL says. */
    logger?: Logger;
  } = {},
): Promise<ApiServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-api-'));
  const isShared = options.database !== undefined;
  const database = options.database ?? (await createEmptyDatabase(kind));
  // Tests start from an empty database; a test that wants the sample content passes 'on'.
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SAMPLE_CONTENT: 'off',
    ...env,
  });
  const server = await startServer(
    { ...config, database: database.options },
    { logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent') },
  );
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.close();
      if (!isShared) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
