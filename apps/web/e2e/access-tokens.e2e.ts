import { describe, expect, inject, it } from 'vitest';
import {
  browserForFile,
  horizontalOverflow,
  PHONE,
  seriousAxeViolations,
  signedInContext,
} from './browser.ts';

const baseURL = inject('baseURL');

const browser = browserForFile();

describe('Settings → Assistants (MCP)', () => {
  it('at 360 px: a token is created, shown once, reads the API, and is refused once revoked', async () => {
    const context = await signedInContext(browser(), baseURL, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/settings');
    const section = page.getByTestId('access-tokens');
    await section.getByRole('heading', { name: 'Assistants (MCP)' }).waitFor();
    expect(await section.getByTestId('access-tokens-strava').innerText()).toContain('Strava');
    expect(await section.getByTestId('mcp-url').innerText()).toBe(`${baseURL}/mcp`);

    // a name is required, said beside the field in the rider's language
    await section.getByTestId('token-create').click();
    await section.getByText('Please give the token a name').waitFor();

    await section.getByTestId('token-name').fill('Claude on my laptop');
    await section.getByTestId('token-create').click();
    const value = section.getByTestId('token-value');
    await value.waitFor();
    const token = await value.inputValue();
    expect(token).toMatch(/^dmq_pat_/);
    expect(await section.getByTestId('token-created').innerText()).toContain('only time it is shown');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // the token reads the API from anywhere — here a fetch without the session cookie
    const read = (path: string) =>
      page.evaluate(
        async ([p, t]) => {
          const res = await fetch(p!, { credentials: 'omit', headers: { authorization: `Bearer ${t}` } });
          return res.status;
        },
        [path, token],
      );
    expect(await read('/api/activities')).toBe(200);

    // shown once: after a reload the list has its name, never the token
    await page.reload();
    const list = page.getByTestId('token-list');
    await list.getByText('Claude on my laptop').waitFor();
    expect(await page.getByTestId('token-value').count()).toBe(0);
    expect(await page.content()).not.toContain(token);

    // revoking asks first; then the token is refused at once
    await list.getByTestId('token-revoke').click();
    const dialog = page.getByTestId('revoke-token-dialog');
    await dialog.getByText('stops reading your training at once').waitFor();
    await dialog.getByTestId('revoke-token-confirm').click();
    await page.getByText('You have no tokens yet.').waitFor();
    expect(await read('/api/activities')).toBe(401);
    await context.close();
  });
});
