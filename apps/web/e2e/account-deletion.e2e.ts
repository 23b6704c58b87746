import { describe, expect, inject, it } from 'vitest';
import {
  browserForFile,
  horizontalOverflow,
  keepScreenshot,
  linkIn,
  PHONE,
  readOutbox,
  seriousAxeViolations,
  signedInContext,
  uniqueEmail,
  waitForMail,
} from './browser.ts';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const PASSWORD = 'Bench-Ride-2026!';

const browser = browserForFile();

/**
 * Deleting one's account in the browser at 360 px (issue #20): the password dialog (a wrong password refused in
 * words), the pending state and its cancel, the emailed confirmation link, the locked account at sign-in with
 * the cancel offered, and the rider back in. Waiting out the grace period and what is erased are proved by the
 * server's integration test (apps/server/test/integration/account-deletion.test.ts), on the server's own clock.
 */
describe('delete my account', () => {
  it('asks the password, waits for the emailed link, locks the account, and cancels at sign-in', async () => {
    const email = uniqueEmail('leaver');
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE, email });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByTestId('delete-account');
    await section.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBe(0);

    await page.getByTestId('delete-account-start').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.getByLabel('Password').fill('not-my-password');
    await page.getByTestId('delete-account-submit').click();
    expect(await page.getByTestId('delete-account-error').innerText()).toContain('password is not right');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'delete-account-dialog-360.png');

    await dialog.getByLabel('Password').fill(PASSWORD);
    await page.getByTestId('delete-account-submit').click();
    await page.getByTestId('delete-account-pending').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page.getByTestId('delete-account'), 'delete-account-pending-360.png');
    // changed my mind before clicking the link: the request goes, and its link with it
    await page.getByTestId('delete-account-withdraw').click();
    await page.getByTestId('delete-account-start').waitFor();
    const first = await waitForMail(dataDir, email, /Confirm the deletion/);
    await page.goto(linkIn(first, /https?:\/\/[^\s"'<>]+\/account\/deletion\/confirm\?token=[^\s"'<>]+/));
    await page.getByTestId('deletion-confirm-button').click();
    await page.getByTestId('deletion-link-invalid').waitFor();

    await page.goto('/settings');
    await page.getByTestId('delete-account-start').click();
    await page.getByTestId('delete-account-dialog').getByLabel('Password').fill(PASSWORD);
    await page.getByTestId('delete-account-submit').click();
    await page.getByTestId('delete-account-pending').waitFor();
    // the second request's own link (the first one was withdrawn with its request)
    const confirms = () =>
      readOutbox(dataDir).filter((m) => m.to.includes(email) && /Confirm the deletion/.test(m.subject));
    for (let i = 0; i < 75 && confirms().length < 2; i++) await new Promise((r) => setTimeout(r, 200));
    const confirmMail = confirms().at(-1)!;
    expect(confirms()).toHaveLength(2);

    await page.goto(
      linkIn(confirmMail, /https?:\/\/[^\s"'<>]+\/account\/deletion\/confirm\?token=[^\s"'<>]+/),
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByTestId('deletion-confirm-button').click();
    await page.getByTestId('deletion-scheduled').waitFor();
    await keepScreenshot(page, 'deletion-scheduled-360.png');
    await waitForMail(dataDir, email, /will be deleted on/);

    // locked: the session is gone, and signing in says why and offers the cancel
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
    await page.getByTestId('scheduled-deletion').waitFor();
    await keepScreenshot(page, 'sign-in-locked-360.png', true);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByTestId('scheduled-deletion-cancel').click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
