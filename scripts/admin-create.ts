import { MIN_PASSWORD_LENGTH, staffCreateSchema } from '../domain/staff.ts';
import { hashPassword } from '../server/auth/password.ts';
import { createDb } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createUser, findUserByEmail, normaliseEmail } from '../server/db/users.ts';
import {
  givenOrAsked,
  mayAsk,
  RefusedError,
  readArguments,
  readNewPassword,
  runCommand,
  siteConfig,
  UsageError,
} from './cli/admin-arguments.ts';
import { closeInput } from './cli/terminal-input.ts';

// `npm run admin:create`: creates an administrator in the database that DATABASE_URL / DATA_DIR
// point at (the same one `npm start` uses). Decision 027: without questions from flags or the
// environment (for `docker compose exec`), or interactively, the password read without echo.
// Exit status: 0 created, 1 refused (the e-mail is taken, the password too short), 2 usage
// (unknown flags, a value missing and no terminal to ask), 130 stopped with Ctrl-C.

const HELP = `Creates a staff account with the administrator role.

  npm run admin:create                      asks for the name, e-mail and password
  npm run admin:create -- --email E [--name N] [--password-file F]

Environment instead of flags: ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD or ADMIN_PASSWORD_FILE.
Without a password from a file or the environment it is asked for (typed twice, never shown).`;

await runCommand(async () => {
  const args = readArguments(process.argv.slice(2), { allowRemoveTwoFactor: false });
  if (args.help) {
    console.log(HELP);
    return;
  }
  const env = process.env;
  const config = siteConfig(process.env);
  // Given an e-mail address (flag or environment), nothing else is asked but a missing password.
  const isInteractive = mayAsk(Boolean(args.email ?? env.ADMIN_EMAIL));
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    const name =
      (await givenOrAsked(args.name, env.ADMIN_NAME, 'Name: ', {
        isAskable: isInteractive && !args.email && !env.ADMIN_EMAIL,
      })) || 'Administrator';
    const email = await givenOrAsked(args.email, env.ADMIN_EMAIL, 'E-mail: ', { isAskable: isInteractive });
    if (!email) throw new UsageError('No e-mail address given: use --email or ADMIN_EMAIL.');
    const fields = staffCreateSchema.pick({ name: true, email: true }).safeParse({ name, email });
    if (!fields.success) throw new RefusedError(fields.error.issues[0]?.message ?? 'Invalid name or e-mail.');
    if (await findUserByEmail(db, fields.data.email)) {
      throw new RefusedError(
        `A staff account with the e-mail ${fields.data.email} already exists. Nothing was changed.`,
      );
    }
    const password = await readNewPassword(args, env, { isAskable: true, minLength: MIN_PASSWORD_LENGTH });
    const checked = staffCreateSchema.shape.password.safeParse(password);
    if (!checked.success) throw new RefusedError(`${checked.error.issues[0]?.message}. Nothing was changed.`);
    await createUser(db, {
      email: fields.data.email,
      name: fields.data.name,
      passwordHash: await hashPassword(checked.data),
    });
    console.log(`Created administrator ${normaliseEmail(fields.data.email)}.`);
  } finally {
    closeInput();
    await db.destroy();
  }
});
