import type { Page } from '@playwright/test';
import { createMember, expect, expectAccessible, signInQuickly, test } from './fixtures';

const CARD = 'section[aria-labelledby="api-access-title"]';
const WARNING = "Copy this token now. You won't be able to see it again.";

async function openCard(page: Page) {
  await page.goto('/profile');
  const card = page.locator(CARD);
  await expect(card.getByRole('heading', { name: 'API Access' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  return card;
}

test('a member creates a token in the card, calls the API with it, revokes it, and it is refused', async ({ page, request, baseURL }) => {
  const member = await createMember(request);
  await signInQuickly(page, member.username, member.password);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const card = await openCard(page);
  await expect(card.getByText('No tokens yet.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'GraphQL explorer' })).toHaveAttribute('href', '/graphql');
  await expect(card.getByRole('link', { name: 'API guide' })).toHaveAttribute('href', '/api/docs');

  await card.getByRole('textbox', { name: 'Name' }).fill('Export script');
  await card.getByRole('checkbox', { name: 'Change your own data' }).check();
  await expect(card.getByRole('checkbox', { name: 'Read your own data' })).toBeChecked();
  await card.getByRole('button', { name: 'Create token' }).click();

  const shown = card.getByTestId('new-token');
  await expect(shown).toHaveText(/^uc_pat_[A-Za-z0-9]{36}$/);
  await expect(card.getByText(WARNING)).toBeVisible();
  const token = (await shown.textContent()) ?? '';
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  const row = card.getByTestId('access-token');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Export script');
  await expect(row).toContainText(`${token.slice(0, 11)}…`);
  await expect(row).toContainText('Last used: Never used');

  // The request context has no session: the token alone speaks for the member.
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(member.username);

  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('new-token')).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  // Last use shows once the list is fetched again.
  await page.reload();
  await expect(page.locator(CARD).getByTestId('access-token')).not.toContainText('Never used');

  await page.getByRole('button', { name: 'Revoke Export script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke token?' });
  await expect(dialog).toContainText('Scripts using it stop working at once.');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(page.locator(CARD).getByText('No tokens yet.')).toBeVisible();

  const refused = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

test('changing the password revokes every token: the list empties and the token is refused', async ({ page, request }) => {
  const member = await createMember(request);
  await signInQuickly(page, member.username, member.password);
  const card = await openCard(page);
  await card.getByRole('textbox', { name: 'Name' }).fill('Night shift export');
  await card.getByRole('button', { name: 'Create token' }).click();
  const token = (await card.getByTestId('new-token').textContent()) ?? '';
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('access-token')).toHaveCount(1);
  expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  const form = page.locator('section[aria-labelledby="change-password-title"]');
  await form.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('another-strong-password');
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('another-strong-passwort');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('another-strong-password');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await expect(card.getByTestId('access-token')).toHaveCount(1);

  await form.getByRole('textbox', { name: 'Current password' }).fill(member.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(card.getByText('No tokens yet.')).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  // This browser stays signed in.
  await page.reload();
  await expect(page.locator(CARD).getByRole('heading', { name: 'API Access' })).toBeVisible();
});

for (const [device, width] of [
  ['phone', 375],
  ['desktop', 1280],
] as const) {
  test(`the card reads and works at ${width} px, light and dark, with no serious axe finding`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await createMember(request);
    await signInQuickly(page, member.username, member.password);
    const card = await openCard(page);
    await card.getByRole('textbox', { name: 'Name' }).fill('Hall screen bulletin feed');
    await card.getByRole('button', { name: 'Create token' }).click();
    await expect(card.getByTestId('new-token')).toBeVisible();
    // The shown-once token: monospace, wrapped inside the card, nothing scrolls sideways.
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(fits).toBe(true);
    expect(await card.getByTestId('new-token').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    await page.waitForTimeout(400); // toasts and transitions settle before axe and the picture
    await expectAccessible(page, 'main');
    await card.screenshot({ path: `/tmp/apicard-${device}-token.png` });
    await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
    await card.screenshot({ path: `/tmp/apicard-${device}-token-dark.png` });
    await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));

    await card.getByRole('button', { name: 'Done' }).click();
    await card.getByRole('checkbox', { name: 'Change your own data' }).check();
    await card.getByRole('button', { name: 'Create token' }).click();
    await expect(card.getByText('Token name is required')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectAccessible(page, 'main');
    await card.screenshot({ path: `/tmp/apicard-${device}-form.png` });

    const list = card.getByRole('list', { name: 'Your access tokens' });
    await expect(list.getByTestId('access-token')).toHaveCount(1);
    await list.screenshot({ path: `/tmp/apicard-${device}-list.png` });
    await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
    await card.screenshot({ path: `/tmp/apicard-${device}-dark.png` });
    await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));

    await list.getByRole('button', { name: 'Revoke Hall screen bulletin feed' }).click();
    await expect(page.getByRole('dialog', { name: 'Revoke token?' })).toBeVisible();
    await page.waitForTimeout(300);
    await expectAccessible(page, '[role="dialog"]');
    await page.screenshot({ path: `/tmp/apicard-${device}-revoke.png` });

    const password = page.locator('section[aria-labelledby="change-password-title"]');
    await page.getByRole('dialog', { name: 'Revoke token?' }).getByRole('button', { name: 'Cancel' }).click();
    await password.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'section[aria-labelledby="change-password-title"]');
    await password.screenshot({ path: `/tmp/apicard-${device}-password.png` });
  });
}
