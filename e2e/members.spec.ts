import type { Page } from '@playwright/test';
import { createMember, expect, expectAccessible, signIn, signInQuickly, test } from './fixtures';

// Member Management (/admin/members): an administrator makes a member a steward linked to their directory record,
// and disables another member, whose open session ends at once.

/** Finds a member by name on the Members tab and opens them in the drawer. */
async function openMember(page: Page, firstName: string, lastName: string) {
  await page.getByRole('textbox', { name: 'Search members' }).fill(lastName);
  await expect(page.getByTestId('member-count')).toHaveText('1 member');
  await page.getByRole('button', { name: `Open ${firstName} ${lastName}` }).click();
  const drawer = page.getByRole('dialog', { name: `${firstName} ${lastName}` });
  await expect(drawer.getByTestId('member-details')).toBeVisible();
  return drawer;
}

const uniqueName = (prefix: string) =>
  `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('an administrator makes a member a steward with their directory record, and disables another member whose session ends', async ({
  page,
  browser,
  request,
}) => {
  const steward = await createMember(request, { firstName: 'Patrice', lastName: uniqueName('Lemaire') });
  const leaving = await createMember(request, { firstName: 'Jordan', lastName: uniqueName('Hale') });

  // The member about to be disabled is signed in in a browser of their own.
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await theirPage.addInitScript(() => sessionStorage.setItem('splash_seen', '1'));
  await signIn(theirPage, leaving.username, leaving.password);

  await signIn(page, 'admin');
  await page.goto('/admin/members');
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');

  const drawer = await openMember(page, 'Patrice', steward.lastName);
  await drawer.getByRole('switch', { name: /^Steward/ }).click({ force: true });
  await expect(page.getByText(`Patrice ${steward.lastName} is now a steward.`)).toBeVisible();
  await expect(drawer.getByRole('switch', { name: /^Steward/ })).toBeChecked();
  await drawer.getByRole('combobox', { name: /^Linked record in the steward directory/ }).click();
  await page.getByRole('option', { name: 'Patrice Lemaire - Tower/Operations, Steward' }).click();
  await expect(page.getByText(`Patrice ${steward.lastName} is linked to the steward record of Patrice Lemaire.`)).toBeVisible();
  await expect(drawer.getByTestId('member-change').first()).toContainText('Steward record: None → Patrice Lemaire');
  // Their own department, chosen among the directory's, is recorded like the rest and found by the list's filter.
  await drawer.getByRole('combobox', { name: /^Department/ }).fill('carg');
  await page.getByRole('option', { name: 'Cargo', exact: true }).click();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Patrice ${steward.lastName}'s department is now Cargo.`)).toBeVisible();
  await expect(drawer.getByTestId('member-change').first()).toContainText('Department: None → Cargo');
  await drawer.getByRole('button', { name: 'Close member details' }).click();
  const row = page.getByTestId('member-row').filter({ hasText: steward.lastName });
  await expect(row).toContainText('Steward');
  await expect(row).toContainText('Patrice Lemaire (Tower/Operations)');
  await expect(row).toContainText('Cargo');

  const other = await openMember(page, 'Jordan', leaving.lastName);
  await other.getByRole('switch', { name: /^Active/ }).click({ force: true });
  const confirm = page.getByRole('dialog', { name: 'Disable Account' });
  await expect(confirm).toContainText('personal access tokens stop working');
  await confirm.getByRole('button', { name: 'Disable Account' }).click();
  await expect(page.getByText(`Jordan ${leaving.lastName} is disabled: their sessions and access tokens have ended.`)).toBeVisible();
  await expect(other.getByRole('switch', { name: /^Active/ })).not.toBeChecked();

  // Their open page finds the session ended, and signing in again is refused as a wrong password would be.
  await theirPage.goto('/bulletins');
  await expect(theirPage.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await theirPage.getByRole('textbox', { name: 'Username' }).fill(leaving.username);
  await theirPage.getByRole('textbox', { name: 'Password' }).fill(leaving.password);
  await theirPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirPage.getByText('Invalid username or password')).toBeVisible();
  await theirs.close();
});

for (const viewport of [
  { name: '375px', size: { width: 375, height: 812 } },
  { name: '1280px', size: { width: 1280, height: 800 } },
]) {
  test(`Member Management at ${viewport.name}: the list and a member's drawer, light and dark, without serious axe findings`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport.size);
    await signInQuickly(page, 'admin');
    await page.goto('/admin/members');
    await expect(page.getByTestId('member-count')).toBeVisible();
    await expect(page.getByTestId('member-row').first()).toBeVisible();
    await expectAccessible(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-mantine-color-scheme', value), scheme);
      await page.screenshot({ path: testInfo.outputPath(`members-${viewport.name}-${scheme}.png`), fullPage: true });
    }
    await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));

    await page.getByRole('button', { name: 'Open Marcus Reyes' }).click();
    const drawer = page.getByRole('dialog', { name: 'Marcus Reyes' });
    await expect(drawer.getByTestId('member-details')).toBeVisible();
    // Drawers slide in: axe must see their final colours.
    await page.waitForTimeout(400);
    await expectAccessible(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-mantine-color-scheme', value), scheme);
      await page.screenshot({ path: testInfo.outputPath(`member-drawer-${viewport.name}-${scheme}.png`) });
    }
  });
}
