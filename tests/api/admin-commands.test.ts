import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '../../server/auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../server/auth/password.ts';
import { createDb, type Db } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createSession } from '../../server/db/sessions.ts';
import { createUser, findUserByEmail } from '../../server/db/users.ts';
import { createEmptyDatabase, testDatabaseKinds } from '../support/test-databases.ts';

// Decision 027: `npm run admin:create` and `npm run admin:reset-password` run as the operator
// runs them (child processes of node on the scripts), against a real database of each kind: from
// flags, the environment, a pipe, and a pseudo-terminal (util-linux `script`), where the typed
// password must never appear in what the terminal shows.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CREATE = 'scripts/admin-create.ts';
const RESET = 'scripts/admin-reset-password.ts';

type Run = { code: number | null; output: string };

// Each test starts several node processes that each migrate and open the database: on a busy
// machine that is well over the API tests' usual minute.
const SEVERAL_RUNS_MS = 180_000;

describe.each(testDatabaseKinds())('admin commands on %s', { timeout: SEVERAL_RUNS_MS }, (kind) => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let db: Db;
  let dir: string;
  let databaseEnv: Record<string, string>;
  let serial = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'admin-commands-'));
    database = await createEmptyDatabase(kind);
    const { options } = database;
    databaseEnv =
      options.kind === 'sqlite'
        ? { DATA_DIR: path.dirname(options.file) }
        : { DATA_DIR: dir, DATABASE_URL: options.url, DATABASE_SCHEMA: options.schema ?? '' };
    db = createDb(options);
    await migrateToLatest(db, options);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const nextEmail = () => {
    serial += 1;
    return `operator${serial}-${Date.now()}@voltline.example`;
  };

  function childEnv(env: Record<string, string>): Record<string, string> {
    return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...databaseEnv, ...env };
  }

  function collect(child: ChildProcess): Promise<Run> {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, output }));
    });
  }

  /** The script with `args`, its stdin a pipe carrying `input` (or closed at once). */
  function run(
    script: string,
    args: string[],
    options: { env?: Record<string, string>; input?: string } = {},
  ) {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: childEnv(options.env ?? {}) });
    child.stdin.end(options.input ?? '');
    return collect(child);
  }

  /**
   * The script on a pseudo-terminal, answering each prompt as it appears (as a person does: typed
   * ahead of the prompt, characters would be echoed by the terminal before the script reads them).
   */
  function runOnTerminal(script: string, args: string[], answers: ReadonlyArray<[RegExp, string]>) {
    const command = [process.execPath, script, ...args]
      .map((part) => `'${part.replaceAll("'", "'\\''")}'`)
      .join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: ROOT,
      env: childEnv({ TERM: 'dumb' }),
    });
    const result = collect(child);
    let seen = '';
    let next = 0;
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const answer = answers[next];
      if (answer?.[0].test(seen)) {
        next += 1;
        seen = '';
        child.stdin.write(`${answer[1]}\r`);
      }
    });
    return result;
  }

  async function passwordOf(email: string): Promise<string | undefined> {
    return (await findUserByEmail(db, email))?.passwordHash;
  }

  it('admin:create from flags and a password file makes an administrator; the same e-mail again is refused', async () => {
    const email = nextEmail();
    const file = path.join(dir, 'password.txt');
    await writeFile(file, 'a-password-from-a-file\n');
    const created = await run(CREATE, [
      '--email',
      email.toUpperCase(),
      '--name',
      'Olive Operator',
      '--password-file',
      file,
    ]);
    expect(created).toEqual({ code: 0, output: `Created administrator ${email}.\n` });
    const user = await findUserByEmail(db, email);
    expect(user).toMatchObject({ name: 'Olive Operator', role: 'admin', mustChangePassword: false });
    expect(await verifyPassword('a-password-from-a-file', user?.passwordHash ?? '')).toBe(true);

    const again = await run(CREATE, ['--email', email, '--password-file', file]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists');
  });

  it('admin:create, as npm runs it, reads a .env file in its working directory', async () => {
    // package.json's own command line, run in a directory holding a .env and the scripts (linked),
    // with nothing of the site's in the environment: everything comes from the file.
    const command =
      (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>)[
        'admin:create'
      ] ?? '';
    expect(command).toMatch(/^node --env-file-if-exists=\.env /);
    const workDir = await mkdtemp(path.join(dir, 'dotenv-'));
    await symlink(path.join(ROOT, 'scripts'), path.join(workDir, 'scripts'));
    const email = nextEmail();
    const fileEnv = {
      ...databaseEnv,
      ADMIN_EMAIL: email,
      ADMIN_NAME: 'Dot Env',
      ADMIN_PASSWORD: 'a-password-from-dot-env',
    };
    await writeFile(
      path.join(workDir, '.env'),
      Object.entries(fileEnv)
        .map(([name, value]) => `${name}="${value}"\n`)
        .join(''),
    );
    const child = spawn(process.execPath, command.split(' ').slice(1), {
      cwd: workDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    });
    child.stdin.end('');
    expect(await collect(child)).toEqual({ code: 0, output: `Created administrator ${email}.\n` });
    expect(await findUserByEmail(db, email)).toMatchObject({ name: 'Dot Env', role: 'admin' });
  });

  it('admin:create from the environment (ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD), asking nothing', async () => {
    const email = nextEmail();
    const created = await run(CREATE, [], {
      env: { ADMIN_EMAIL: email, ADMIN_NAME: 'Env Admin', ADMIN_PASSWORD: 'a-password-from-the-env' },
    });
    expect(created).toEqual({ code: 0, output: `Created administrator ${email}.\n` });
    expect(await findUserByEmail(db, email)).toMatchObject({ name: 'Env Admin', role: 'admin' });
  });

  it('admin:create says what is wrong, with exit status 2 for usage and 1 for a refusal', async () => {
    const unknown = await run(CREATE, ['--emial', 'x@example.com']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain("Unknown option '--emial'");

    const email = nextEmail();
    const noPassword = await run(CREATE, [], { env: { ADMIN_EMAIL: email } });
    expect(noPassword.code).toBe(2);
    expect(noPassword.output).toContain('No password given');

    const short = await run(CREATE, ['--email', email], {
      env: { ADMIN_PASSWORD_FILE: '/nonexistent/file' },
    });
    expect(short.code).toBe(2);
    expect(short.output).toContain('Could not read the password file');

    const weak = await run(CREATE, ['--email', email], { env: { ADMIN_PASSWORD: 'too-short' } });
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('The password must be at least 12 characters');
    const badEmail = await run(CREATE, ['--email', 'not-an-address'], {
      env: { ADMIN_PASSWORD: 'long-enough-password' },
    });
    expect(badEmail.code).toBe(1);
    expect(await findUserByEmail(db, email)).toBeUndefined();
  });

  it('admin:create on a terminal asks everything, shows the name and e-mail typed and never the password', async () => {
    const email = nextEmail();
    const password = 'Typed-Secret-Password-42';
    const created = await runOnTerminal(
      CREATE,
      [],
      [
        [/Name: $/, 'Terry Terminal'],
        [/E-mail: $/, email],
        [/not shown\): $/, password],
        [/again: $/, password],
      ],
    );
    expect(created.code).toBe(0);
    expect(created.output).toContain('Terry Terminal');
    expect(created.output).toContain(email);
    expect(created.output).toContain(`Created administrator ${email}.`);
    expect(created.output).not.toContain(password);
    expect(created.output).not.toContain('Typed-Secret');
    expect(created.output).not.toContain('*');
    expect(await verifyPassword(password, (await passwordOf(email)) ?? '')).toBe(true);
  });

  it('admin:reset-password on a terminal refuses two different passwords and changes nothing', async () => {
    const email = nextEmail();
    await createUser(db, { email, name: 'Stays', passwordHash: await hashPassword('the-old-password-1') });
    const before = await passwordOf(email);
    const refused = await runOnTerminal(
      RESET,
      ['--email', email],
      [
        [/not shown\): $/, 'first-new-password-1'],
        [/again: $/, 'other-new-password-2'],
      ],
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The two passwords are not the same');
    expect(refused.output).not.toContain('first-new-password-1');
    expect(refused.output).not.toContain('other-new-password-2');
    expect(await passwordOf(email)).toBe(before);
  });

  it('admin:reset-password refuses an unknown e-mail and needs --email', async () => {
    const unknown = await run(RESET, ['--email', 'nobody-at-all@voltline.example'], {
      env: { ADMIN_PASSWORD: 'a-long-enough-password' },
    });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No staff account has the e-mail nobody-at-all@voltline.example');
    const missing = await run(RESET, [], { env: { ADMIN_PASSWORD: 'a-long-enough-password' } });
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('--email is required');
  });

  it('admin:reset-password --remove-two-factor: new password, second factor gone, sessions ended, lock cleared, logged', async () => {
    const email = nextEmail();
    const user = await createUser(db, {
      email,
      name: 'Locked Out',
      passwordHash: await hashPassword('the-forgotten-password'),
      mustChangePassword: true,
    });
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await db
      .updateTable('users')
      .set({
        totpSecret: 'JBSWY3DPEHPK3PXP',
        totpPendingSecret: 'KRSXG5DSNFXGOIDB',
        totpEnabledAt: now,
        totpLastStep: 1,
      })
      .where('id', '=', user._id)
      .execute();
    await db
      .insertInto('recoveryCodes')
      .values({
        id: `rc${user._id}`.slice(0, 24),
        userId: user._id,
        codeHash: 'x',
        usedAt: null,
        createdAt: now,
      })
      .execute();
    await db
      .insertInto('passkeys')
      .values({
        id: `pk${user._id}`.slice(0, 24),
        userId: user._id,
        credentialId: `credential-${user._id}`,
        publicKey: 'key',
        signCount: 0,
        transports: null,
        deviceType: 'singleDevice',
        isBackedUp: 0,
        name: 'Laptop',
        createdAt: now,
        lastUsedAt: null,
      })
      .execute();
    await db
      .insertInto('staffDevices')
      .values({
        id: `sd${user._id}`.slice(0, 24),
        userId: user._id,
        tokenHash: `device-${user._id}`,
        label: 'Chrome on Windows',
        trustedUntil: later,
        createdAt: now,
        lastSeenAt: now,
      })
      .execute();
    await createSession(db, { userId: user._id, tokenHash: `session-${user._id}`, expiresAt: later });
    await db
      .insertInto('loginThrottles')
      .values({
        key: accountKey(email),
        failures: 5,
        windowStartedAt: now,
        blockedUntil: later,
        updatedAt: now,
      })
      .execute();

    const reset = await run(RESET, ['--email', email, '--remove-two-factor'], {
      input: 'the-remembered-password\n',
    });
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain(`New password set for ${email}. 1 session ended.`);
    expect(reset.output).not.toContain('the-remembered-password');

    const after = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
    expect(Number(after.mustChangePassword)).toBe(0);
    expect(await verifyPassword('the-remembered-password', after.passwordHash)).toBe(true);
    const count = async (table: 'recoveryCodes' | 'passkeys' | 'sessions') =>
      (await db.selectFrom(table).select('id').where('userId', '=', user._id).execute()).length;
    expect(await count('recoveryCodes')).toBe(0);
    expect(await count('passkeys')).toBe(0);
    expect(await count('sessions')).toBe(0);
    const device = await db
      .selectFrom('staffDevices')
      .selectAll()
      .where('userId', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(device.trustedUntil).toBeNull();
    expect(
      await db.selectFrom('loginThrottles').selectAll().where('key', '=', accountKey(email)).execute(),
    ).toEqual([]);
    const log = await db.selectFrom('auditLog').selectAll().where('entityId', '=', user._id).execute();
    expect(log.map((entry) => [entry.actorEmail, entry.action, entry.entity, entry.detail])).toEqual([
      ['command line', 'password-reset', 'account', 'npm run admin:reset-password; second factor removed'],
    ]);
  });

  it('admin:reset-password without --remove-two-factor keeps the second factor', async () => {
    const email = nextEmail();
    const user = await createUser(db, {
      email,
      name: 'Keeps',
      passwordHash: await hashPassword('the-old-password-2'),
    });
    await db
      .updateTable('users')
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date().toISOString() })
      .where('id', '=', user._id)
      .execute();
    const file = path.join(dir, `reset-${serial}.txt`);
    await writeFile(file, 'a-brand-new-password\n');
    const reset = await run(RESET, ['--email', email, '--password-file', file]);
    expect(reset.code, reset.output).toBe(0);
    const after = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(after.totpSecret).toBe('JBSWY3DPEHPK3PXP');
    expect(await verifyPassword('a-brand-new-password', after.passwordHash)).toBe(true);
  });
});
