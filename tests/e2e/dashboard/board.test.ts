import { describe, expect, it } from 'vitest';
import {
  adminToken,
  openSignedInPage,
  seriousAxeViolations,
  startedSite,
  unexpectedErrors,
} from '../../support/fixtures.ts';
import { applyAs, createJob } from '../../support/site-data.ts';
import { cvPdf } from '../../support/talent.ts';

// Decision 026: a job's pipeline board moves cards by keyboard (announced in the live region,
// focus kept on the card) and by mouse drag, each a saved status change; and the applications
// screen finds a CV by the words in it.

const site = startedSite();
const TITLE = 'Protection Engineer';
// A move waits for its save; on a busy machine that can take more than a poll's default second.
const SLOW = { timeout: 10_000 };

let statusToken: string | undefined;

async function statusOf(id: string): Promise<string> {
  // Signed in once: a sign-in is a slow password check, too slow to repeat inside a poll.
  statusToken ??= (await adminToken(site)).token;
  const answer = await fetch(`${site.server.url}/api/applications/${id}`, {
    headers: { Authorization: `Bearer ${statusToken}` },
  });
  const body: { data: { application: { status: string } } } = await answer.json();
  return body.data.application.status;
}

describe('pipeline board (decision 026)', () => {
  it('moves a card from Pending to Reviewed by keyboard and by mouse, saving each move', async () => {
    const { token } = await adminToken(site);
    const jobId = await createJob(site, token, { title: TITLE });
    const ada = await applyAs(site, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      position: TITLE,
    });
    const grace = await applyAs(site, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      position: TITLE,
    });

    const { page, close, consoleErrors } = await openSignedInPage(site, `/dashboard/jobs/${jobId}/board`);
    await page.getByRole('heading', { name: `Board: ${TITLE}` }).waitFor();
    const column = (status: string) => page.locator(`[data-board-column="${status}"]`);
    const count = (status: string) => column(status).locator('[data-board-count]');
    await expect.poll(() => count('pending').textContent(), SLOW).toMatch(/^2/);
    expect(await count('reviewed').textContent()).toMatch(/^0/);

    // Keyboard: Space picks up, Right moves, Space drops.
    const card = page.locator(`[data-board-card="${ada}"]`);
    await card.focus();
    await page.keyboard.press('Space');
    const live = page.locator('[aria-live="assertive"]');
    await expect
      .poll(() => live.textContent(), SLOW)
      .toBe('Picked up Ada Lovelace, in Pending. Use left and right to move, space to drop.');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent(), SLOW).toContain('Ada Lovelace is over Reviewed');
    await page.keyboard.press('Space');
    await expect.poll(() => live.textContent(), SLOW).toBe('Ada Lovelace moved to Reviewed.');
    await expect.poll(() => statusOf(ada), SLOW).toBe('reviewed');
    await expect.poll(() => count('reviewed').textContent(), SLOW).toMatch(/^1/);
    expect(await count('pending').textContent()).toMatch(/^1/);
    expect(await column('reviewed').locator(`[data-board-card="${ada}"]`).count()).toBe(1);
    // Focus stayed on the moved card.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-board-card'))).toBe(ada);

    // Escape puts a picked-up card back.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => live.textContent(), SLOW)
      .toBe('Move cancelled. Ada Lovelace is back in Reviewed.');
    expect(await statusOf(ada)).toBe('reviewed');
    // So does moving focus away from it.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live.textContent(), SLOW).toContain('Ada Lovelace is over Pending');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => live.textContent(), SLOW)
      .toBe('Move cancelled. Ada Lovelace is back in Reviewed.');
    expect(await column('reviewed').locator(`[data-board-card="${ada}"]`).count()).toBe(1);
    expect(await statusOf(ada)).toBe('reviewed');

    // Mouse: drag Grace onto Reviewed.
    await page.locator(`[data-board-card="${grace}"]`).dragTo(column('reviewed'));
    await expect.poll(() => statusOf(grace), SLOW).toBe('reviewed');
    await expect.poll(() => count('reviewed').textContent(), SLOW).toMatch(/^2/);
    expect(await count('pending').textContent()).toMatch(/^0/);
    expect(await live.textContent()).toBe('Grace Hopper moved to Reviewed.');

    // The board survives a reload with the saved state.
    await page.reload();
    await expect.poll(() => count('reviewed').textContent(), SLOW).toMatch(/^2/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A click opens the application.
    await page.locator(`[data-board-card="${ada}"]`).click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/applications' && url.searchParams.get('open') === ada,
    );
    await page.getByRole('dialog', { name: 'Ada Lovelace' }).waitFor();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();

    // On a phone the columns scroll sideways inside the board, not the page.
    const phone = await openSignedInPage(site, `/dashboard/jobs/${jobId}/board`, { width: 375 });
    await phone.page.locator(`[data-board-card="${ada}"]`).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(phone.page)).toEqual([]);
    await phone.close();
  });

  it('finds a CV containing "CompEx" with the CV text search, and tags an application', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await cvPdf(['Alan Turing', 'CompEx Ex01-Ex04 certified']))], {
        type: 'application/pdf',
      }),
      'cv.pdf',
    );
    const upload = await fetch(`${site.server.url}/api/applications/upload-cv`, {
      method: 'POST',
      body: form,
    });
    const { fileUrl }: { fileUrl: string } = await upload.json();
    const applied = await fetch(`${site.server.url}/api/applications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@example.com',
        phone: '+44 1206 555 0100',
        country: 'United Kingdom',
        position: 'Earthing Engineer',
        cvUrl: fileUrl,
      }),
    });
    expect(applied.status).toBe(201);

    const { page, close, consoleErrors } = await openSignedInPage(site, '/dashboard/applications');
    await page.getByText(/^3 matching\./).waitFor();
    await page.getByLabel('Search CV text').fill('compex');
    await page.getByLabel('Search CV text').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('cv') === 'compex');
    await page.getByText(/^1 matching\./).waitFor();
    await page.getByRole('button', { name: 'Alan Turing', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Alan Turing' });
    await dialog.getByLabel('Add a tag').fill('CompEx');
    await dialog.getByLabel('Add a tag').press('Enter');
    await dialog.getByRole('button', { name: 'Remove tag CompEx' }).waitFor();
    await dialog.getByText('Tag CompEx added.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('open'));
    await expect.poll(() => dialog.count(), SLOW).toBe(0);

    // A word not in any CV finds nothing; the tag filter finds the tagged one.
    await page.getByLabel('Search CV text').fill('photovoltaic');
    await page.getByLabel('Search CV text').press('Enter');
    await page.getByText(/^0 matching\./).waitFor();
    await page.goto(`${site.server.url}/dashboard/applications`);
    await page.getByLabel('Tag').selectOption('CompEx');
    await page.waitForURL((url) => url.searchParams.get('tag') === 'CompEx');
    await page.getByText(/^1 matching\./).waitFor();
    expect(
      await page.getByRole('row').filter({ hasText: 'Alan Turing' }).filter({ hasText: 'CompEx' }).count(),
    ).toBe(1);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
