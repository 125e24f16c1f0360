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
  /** The outbox's sender, if a mail server is configured. */
  mail: MailQueue;
};

export type MailQueue = {
  /** False without SMTP_URL: messages stay queued and the dashboard says so. */
  isConfigured: boolean;
  /** Call after queuing a message (once its transaction has committed) to send it now. */
  wake: () => void;
};
