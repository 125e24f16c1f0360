import { MIN_PASSWORD_LENGTH, staffPassword } from '../domain/staff.ts';
import { accountKey } from '../server/auth/login-throttle.ts';
import { hashPassword } from '../server/auth/password.ts';
import { recordAudit } from '../server/db/audit-log.ts';
import { createDb } from '../server/db/connection.ts';
import { clearAttempts } from '../server/db/login-throttles.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { deleteSessionsOfUser } from '../server/db/sessions.ts';
import { resetTwoFactor } from '../server/db/two-factor.ts';
import { findUserByEmail, updatePassword } from '../server/db/users.ts';
import {
  RefusedError,
  readArguments,
  readNewPassword,
  runCommand,
  siteConfig,
  UsageError,
} from './cli/admin-arguments.ts';
import { closeInput } from './cli/terminal-input.ts';

// `npm run admin:reset-password` (decision 027): the way back for an administrator locked out of
// everything, for someone with access to the server. Sets a new password for the account with
// that e-mail (read without echo, or from a file or the environment), with --remove-two-factor
// removes its second factor, ends every session, clears its sign-in lock and logs it in the
// activity log as done from the command line.
// Exit status: 0 done, 1 refused (no such account, a weak password), 2 usage, 130 Ctrl-C.

const HELP = `Sets a new password for a staff account, ends its sessions and clears its sign-in lock.

  npm run admin:reset-password -- --email E [--password-file F] [--remove-two-factor]

The password comes from --password-file, ADMIN_PASSWORD_FILE or ADMIN_PASSWORD, or is asked for
(typed twice, never shown). --remove-two-factor also removes the account's authenticator app,
recovery codes and passkeys, and forgets its remembered devices.`;

/** Who the activity log names for what these commands do. */
const COMMAND_LINE_ACTOR = 'command line';

await runCommand(async () => {
  const args = readArguments(process.argv.slice(2), { allowRemoveTwoFactor: true });
  if (args.help) {
    console.log(HELP);
    return;
  }
  if (!args.email) throw new UsageError(`--email is required.\n\n${HELP}`);
  const config = siteConfig(process.env);
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    const user = await findUserByEmail(db, args.email);
    if (!user)
      throw new RefusedError(`No staff account has the e-mail ${args.email.trim()}. Nothing was changed.`);
    const password = await readNewPassword(args, process.env, {
      isAskable: true,
      minLength: MIN_PASSWORD_LENGTH,
    });
    const checked = staffPassword.safeParse(password);
    if (!checked.success) throw new RefusedError(`${checked.error.issues[0]?.message}. Nothing was changed.`);

    await updatePassword(db, user._id, await hashPassword(checked.data));
    if (args.removeTwoFactor) await resetTwoFactor(db, user._id);
    const ended = await deleteSessionsOfUser(db, user._id);
    await clearAttempts(db, accountKey(user.email));
    await recordAudit(db, {
      actor: { email: COMMAND_LINE_ACTOR },
      action: 'password-reset',
      entity: 'account',
      entityId: user._id,
      detail: `npm run admin:reset-password${args.removeTwoFactor ? '; second factor removed' : ''}`,
    });
    console.log(
      `New password set for ${user.email}. ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`,
    );
    if (args.removeTwoFactor) {
      console.log(
        'Second factor removed: authenticator app, recovery codes, passkeys and remembered devices.',
      );
    }
  } finally {
    closeInput();
    await db.destroy();
  }
});
