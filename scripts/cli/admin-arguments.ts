import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../../server/config.ts';
import { ask, InputAbortedError, InputEndedError, isTerminal } from './terminal-input.ts';

// The flags and environment shared by `npm run admin:create` and `npm run admin:reset-password`
// (decision 027), and how each finds the password: --password-file, then ADMIN_PASSWORD_FILE,
// then ADMIN_PASSWORD, then the person at the terminal (typed twice, never echoed), then a line
// piped in. A file's one trailing line break is not part of the password.

/** Wrong flags or a missing value without a terminal to ask: exit status 2, as usage errors are. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Refused for what it is (an unknown e-mail, a taken one, a weak password): exit status 1. */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

export type AdminArguments = {
  email: string | undefined;
  name: string | undefined;
  passwordFile: string | undefined;
  removeTwoFactor: boolean;
  help: boolean;
};

export function readArguments(
  argv: readonly string[],
  options: { allowRemoveTwoFactor: boolean },
): AdminArguments {
  try {
    const { values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'password-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...(options.allowRemoveTwoFactor ? { 'remove-two-factor': { type: 'boolean' as const } } : {}),
      },
    });
    return {
      email: values.email,
      name: values.name,
      passwordFile: values['password-file'],
      removeTwoFactor: values['remove-two-factor'] === true,
      help: values.help === true,
    };
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}. See --help.`);
  }
}

/**
 * The site's configuration for the database, read as `npm start` reads it, without the ADMIN_*
 * variables: the server takes those as a pair for its first account, where these commands take
 * them one by one (ADMIN_EMAIL with ADMIN_PASSWORD_FILE, say).
 */
export function siteConfig(env: NodeJS.ProcessEnv): Config {
  const {
    ADMIN_EMAIL: _email,
    ADMIN_PASSWORD: _password,
    ADMIN_PASSWORD_FILE: _passwordFile,
    ADMIN_NAME: _name,
    ...rest
  } = env;
  return loadConfig(rest);
}

/** A value from its flag, else its environment variable, else asked for (on a terminal or pipe). */
export async function givenOrAsked(
  flag: string | undefined,
  environment: string | undefined,
  prompt: string,
  options: { isAskable: boolean },
): Promise<string | undefined> {
  const given = flag ?? environment;
  if (given !== undefined && given.trim() !== '') return given.trim();
  if (!options.isAskable) return undefined;
  return (await ask(prompt)).trim();
}

/** Whether questions may be asked: on a terminal always, from a pipe only when nothing was given. */
export function mayAsk(isAnythingGiven: boolean): boolean {
  return isTerminal() || !isAnythingGiven;
}

/** The new password from a file, the environment, the terminal (twice) or a pipe. */
export async function readNewPassword(
  args: AdminArguments,
  env: NodeJS.ProcessEnv,
  options: { isAskable: boolean; minLength: number },
): Promise<string> {
  const file = args.passwordFile ?? env.ADMIN_PASSWORD_FILE;
  if (file) {
    try {
      return (await readFile(file, 'utf8')).replace(/\r?\n$/, '');
    } catch (error) {
      throw new UsageError(
        `Could not read the password file ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      );
    }
  }
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!options.isAskable) {
    throw new UsageError('No password given: use --password-file, ADMIN_PASSWORD_FILE or ADMIN_PASSWORD.');
  }
  const prompt = `Password (at least ${options.minLength} characters, not shown): `;
  let password: string;
  try {
    password = await ask(prompt, { isSecret: true });
  } catch (error) {
    if (!(error instanceof InputEndedError)) throw error;
    throw new UsageError(
      'No password given: use --password-file, ADMIN_PASSWORD_FILE or ADMIN_PASSWORD, or run it in a terminal.',
    );
  }
  if (!isTerminal()) return password;
  const again = await ask('The same password again: ', { isSecret: true });
  if (again !== password) throw new RefusedError('The two passwords are not the same. Nothing was changed.');
  return password;
}

/** Runs a command's body with the exit statuses every admin command uses. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    process.exitCode =
      error instanceof UsageError || error instanceof InputEndedError
        ? 2
        : error instanceof InputAbortedError
          ? 130
          : 1;
  }
}
