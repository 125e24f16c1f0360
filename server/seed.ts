import { DEFAULT_GALLERY_CATEGORIES } from '../domain/constants.ts';
import { hashPassword } from './auth/password.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { raiseContentVersion } from './db/content-version.ts';
import { ensureDefaultCategories, listAllCategories } from './db/gallery-categories.ts';
import { DuplicateKeyError } from './db/unique-violation.ts';
import { countUsers, createUser } from './db/users.ts';
import { seedEmailTemplates } from './hiring/default-templates.ts';
import type { Logger } from './logger.ts';
import { createSampleContent } from './sample-content.ts';

/**
 * Runs on every start and is idempotent: the default gallery categories of admin.md §9 are
 * created while there are no categories at all (admin.md §4; a category an administrator deleted
 * later stays deleted), and the first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD
 * only while no user exists (changing the variables later never overwrites an account). With
 * SAMPLE_CONTENT=on a new, empty database gets the sample content once (server/sample-content.ts).
 */
export async function seed(db: Db, config: Config, logger: Logger): Promise<void> {
  if ((await listAllCategories(db)).length === 0) {
    const created = await ensureDefaultCategories(db, DEFAULT_GALLERY_CATEGORIES);
    logger.info({ created }, 'created the default gallery categories');
    // Another instance may be serving already (decision 014).
    await raiseContentVersion(db);
  }

  if (config.admin && (await countUsers(db)) === 0) {
    try {
      await createUser(db, {
        email: config.admin.email,
        name: config.admin.name,
        passwordHash: await hashPassword(config.admin.password),
      });
      logger.info({ email: config.admin.email }, 'created the first administrator from ADMIN_EMAIL');
    } catch (error) {
      // Two instances starting at once both find no user; the e-mail's uniqueness lets one win.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  // Decision 026: HR's default candidate e-mail templates, once per database (new or existing).
  const templates = await seedEmailTemplates(db);
  if (templates > 0) logger.info({ created: templates }, 'created the default candidate e-mail templates');

  if (config.isSampleContentOn) {
    const outcome = await createSampleContent(db);
    if (outcome.status === 'created') {
      logger.info({ ...outcome.counts }, 'created the sample content (SAMPLE_CONTENT=on)');
      await raiseContentVersion(db);
    } else if (outcome.status === 'kept-existing-content') {
      logger.info('sample content not created: the database already holds content');
    }
  }
}
