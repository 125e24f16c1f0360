import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  adminToken,
  openSignedInPage,
  type Page,
  seriousAxeViolations,
  startedSite,
  TEST_ADMIN,
  unexpectedErrors,
} from '../../support/fixtures.ts';

// The Staff screen (domain/staff.ts, administrators only) against the built site: an HR account
// added through the dialog (a short password and a taken e-mail refused with their messages,
// nothing typed lost), then edited, given a new initial password, disabled (it can no longer
// sign in), enabled and deleted after a confirmation; your own row offers none of Disable,
// Delete or a new role. One site for the file; the tests run in order on the same accounts.

const site = startedSite();
const m = MESSAGES.staff;

const NEWCOMER = { name: 'Priya Raman', email: 'priya.raman@voltline.example' };
// Made up per run: no credential lives in the repository (STYLE.md).
const PASSWORD = `initial-${randomBytes(8).toString('hex')}`;
const NEW_PASSWORD = `reset-${randomBytes(8).toString('hex')}`;

type Account = { _id: string; name: string; email: string; role: string; isDisabled: boolean };

// One sign-in for the file's API reads: each sign-in costs a password hash.
let token: string | undefined;

async function accounts(): Promise<Account[]> {
  token ??= (await adminToken(site)).token;
  const response = await fetch(`${site.server.url}/api/users`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body: { data: { users: Account[] } } = await response.json();
  return body.data.users;
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${site.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: { message?: string; data?: { user?: { mustChangePassword?: boolean; role?: string } } } =
    await response.json();
  return { status: response.status, body };
}

const table = (page: Page) => page.getByRole('table', { name: 'Staff accounts' });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add staff member' });
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function fillAddDialog(
  page: Page,
  fields: { name: string; email: string; role: string; password: string },
) {
  const dialog = addDialog(page);
  await dialog.getByLabel('Name').fill(fields.name);
  await dialog.getByLabel('E-mail').fill(fields.email);
  await dialog.getByLabel('Role').selectOption(fields.role);
  await dialog.getByLabel('Initial password').fill(fields.password);
}

describe('staff screen', () => {
  it('adds an HR account through the dialog after refusing a short password; it signs in and must change its password; your own row offers Edit only', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/staff');
    await row(page, TEST_ADMIN.email).waitFor();
    expect(await row(page, TEST_ADMIN.email).textContent()).toContain(`${TEST_ADMIN.name} (you)`);

    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = addDialog(page);
    await dialog.waitFor();
    // The role's choices are explained beside the select.
    expect(await dialog.textContent()).toContain('Jobs, applications, enquiries and the e-mail outbox');
    expect(await dialog.textContent()).toContain('At least 12 characters');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await fillAddDialog(page, { ...NEWCOMER, role: 'hr', password: 'too-short' });
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText(m.passwordTooShort).waitFor();
    expect(await activeId(page)).toBe('staff-add-password');
    expect(await dialog.getByLabel('Name').inputValue()).toBe(NEWCOMER.name);

    await dialog.getByLabel('Initial password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`Staff account created for ${NEWCOMER.name}.`).waitFor();
    await expect.poll(() => addDialog(page).count()).toBe(0);
    // Focus is back on the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Add staff member');
    const added = row(page, NEWCOMER.email);
    await added.getByText('Must change password').waitFor();
    expect(await added.textContent()).toContain('HR');

    const created = (await accounts()).find((account) => account.email === NEWCOMER.email);
    expect(created).toMatchObject({ name: NEWCOMER.name, role: 'hr', isDisabled: false });
    const signedIn = await signIn(NEWCOMER.email, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.user).toMatchObject({ role: 'hr', mustChangePassword: true });

    // Your own row offers Edit only, and its dialog no new role.
    const own = row(page, TEST_ADMIN.email);
    expect(await own.getByRole('button').allTextContents()).toEqual([`Edit ${TEST_ADMIN.name}`]);
    await own.getByRole('button', { name: `Edit ${TEST_ADMIN.name}` }).click();
    const ownDialog = page.getByRole('dialog', { name: `Edit ${TEST_ADMIN.name}` });
    expect(await ownDialog.getByLabel('Role').isDisabled()).toBe(true);
    await ownDialog.getByText('You cannot change your own role.').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => ownDialog.count()).toBe(0);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('refuses an e-mail that another account has, keeping what was typed', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/staff');
    await row(page, NEWCOMER.email).waitFor();
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await fillAddDialog(page, {
      name: 'Priya Second',
      email: NEWCOMER.email,
      role: 'editor',
      password: PASSWORD,
    });
    const dialog = addDialog(page);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText(m.emailTaken).first().waitFor();
    await expect.poll(() => activeId(page)).toBe('staff-add-email');
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Priya Second');
    expect(await dialog.getByLabel('Role').inputValue()).toBe('editor');
    expect(await dialog.getByLabel('Initial password').inputValue()).toBe(PASSWORD);
    expect((await accounts()).filter((account) => account.email === NEWCOMER.email)).toHaveLength(1);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it("edits an account's role, then sets a new initial password", async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/staff');
    await row(page, NEWCOMER.email)
      .getByRole('button', { name: `Edit ${NEWCOMER.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit ${NEWCOMER.name}` });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(NEWCOMER.name);
    await dialog.getByLabel('Role').selectOption('editor');
    await dialog.getByText('A new role signs them out').waitFor();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`Staff account saved for ${NEWCOMER.name}.`).waitFor();
    await row(page, NEWCOMER.email).getByText('Editor', { exact: true }).waitFor();
    expect((await accounts()).find((account) => account.email === NEWCOMER.email)?.role).toBe('editor');

    await row(page, NEWCOMER.email)
      .getByRole('button', { name: `Reset password for ${NEWCOMER.name}` })
      .click();
    const reset = page.getByRole('dialog', { name: `Reset password for ${NEWCOMER.name}` });
    await reset.getByLabel('New initial password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(`A new initial password is set for ${NEWCOMER.name}.`).waitFor();
    expect((await signIn(NEWCOMER.email, PASSWORD)).status).toBe(401);
    const signedIn = await signIn(NEWCOMER.email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.user?.mustChangePassword).toBe(true);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('disables an account after asking, which then cannot sign in, and enables it again', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/staff');
    await row(page, NEWCOMER.email)
      .getByRole('button', { name: `Disable ${NEWCOMER.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable staff account' });
    await confirm.getByText('will be signed out at once').waitFor();
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await page.getByText(`${NEWCOMER.name}’s account is disabled.`).waitFor();
    await row(page, NEWCOMER.email).getByText('Disabled', { exact: true }).waitFor();

    const refused = await signIn(NEWCOMER.email, NEW_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(m.disabled);

    await row(page, NEWCOMER.email)
      .getByRole('button', { name: `Enable ${NEWCOMER.name}` })
      .click();
    await page.getByText(`${NEWCOMER.name}’s account is enabled.`).waitFor();
    await row(page, NEWCOMER.email)
      .getByRole('button', { name: `Disable ${NEWCOMER.name}` })
      .waitFor();
    expect((await signIn(NEWCOMER.email, NEW_PASSWORD)).status).toBe(200);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('deletes an account after a confirmation that says it cannot be undone', async () => {
    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/staff', { width: 375 });
    await row(page, NEWCOMER.email)
      .getByRole('button', { name: `Delete ${NEWCOMER.name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete staff account' });
    await confirm.getByText('This cannot be undone.').waitFor();
    // Cancel, the safe choice, has focus when the question opens.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Keep account');
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText(`${NEWCOMER.name}’s staff account was deleted.`).waitFor();
    await expect.poll(() => row(page, NEWCOMER.email).count()).toBe(0);
    expect((await accounts()).some((account) => account.email === NEWCOMER.email)).toBe(false);
    expect((await signIn(NEWCOMER.email, NEW_PASSWORD)).status).toBe(401);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
