import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { createBackup, OperationError } from '../server/operations/backup.ts';

// `npm run backup [archive]`: an online backup of the embedded default (the SQLite database and
// the uploads under DATA_DIR) into one .tar.gz, while the site keeps running. Without a name it
// writes backups/site-<UTC time>.tar.gz. PostgreSQL and S3: README, Backups.

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = path.resolve(process.argv[2] ?? path.join('backups', `site-${stamp}.tar.gz`));
try {
  const manifest = await createBackup(loadConfig(), archive);
  console.log(`Backed up the database and ${manifest.files} files (${manifest.bytes} bytes) to ${archive}`);
} catch (error) {
  if (!(error instanceof OperationError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
