import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../domain/staff.ts';
import { hashPassword } from '../server/auth/password.ts';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createUser, findUserByEmail } from '../server/db/users.ts';

// `npm run admin:create`: creates an administrator interactively, in the database that
// DATABASE_URL / DATA_DIR point at (the same one `npm start` uses), with the admin role.

const emailSchema = z.email();

const rl = createInterface({ input: stdin, output: stdout });
const config = loadConfig();
const db = createDb(config.database);
try {
  await migrateToLatest(db, config.database);
  const name = (await rl.question('Name: ')).trim() || 'Administrator';
  const email = (await rl.question('E-mail: ')).trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) throw new Error('That is not a valid e-mail address.');
  if (await findUserByEmail(db, email))
    throw new Error(`An administrator with the e-mail ${email} already exists.`);
  const password = await rl.question(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  await createUser(db, { email, name, passwordHash: await hashPassword(password) });
  console.log(`Created administrator ${email}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rl.close();
  await db.destroy();
}
