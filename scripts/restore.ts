import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { OperationError, restoreBackup } from '../server/operations/backup.ts';

// `npm run restore <archive>`: puts a backup made by `npm run backup` into DATA_DIR, which must
// be empty or absent; then `npm start` serves it (migrating it if the backup is older).

const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore -- <archive.tar.gz>   (into an empty DATA_DIR)');
  process.exit(1);
}
try {
  const config = loadConfig();
  const manifest = await restoreBackup(config, path.resolve(archive));
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.files} files) into ${config.dataDir}`,
  );
} catch (error) {
  if (!(error instanceof OperationError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
