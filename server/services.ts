import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Logger } from './logger.ts';
import type { FileStore } from './storage/file-store.ts';
import type { Spool } from './uploads/spool.ts';

/** What every request handler may use; built once in main.ts (the composition root). */
export type AppServices = {
  config: Config;
  db: Db;
  logger: Logger;
  files: FileStore;
  /** Where uploads are streamed while they arrive, before they are checked and stored. */
  spool: Spool;
};
