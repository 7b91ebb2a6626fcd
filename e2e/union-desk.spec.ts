import type { Page } from '@playwright/test';
import { createMember, expect, seriousViolations, signInQuickly, test } from './fixtures';

// The Union Desk as a steward and an officer work it: the queue, a case and the procedure, on a 375px phone and a
// desktop, light and dark, with no serious or critical axe finding; and a steward's walk through a new case.

const VIEWPORTS = [
  { name: '375px', size: { width: 375, height: 812 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
];

/** Waits until the screen has loaded its data (no loader, no skeleton, no request in flight) and faded in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-label="Loading"], .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
  await page.waitForTimeout(350);
}

async function signOut(page: Page) {
  await page.request.post('/api/auth/logout', { data: {} });
}

test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`the desk's screens for a steward and an officer, ${theme} theme, ${viewport.name}: no serious or critical axe violation`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize(viewport.size);
      const found: string[] = [];
      const check = async (name: string) => {
        await settle(page);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.name}-${theme}.png`), fullPage: true });
        for (const violation of await seriousViolations(page)) found.push(`${name}: ${violation}`);
      };

      for (const who of ['steward', 'admin'] as const) {
        await signInQuickly(page, who);
        await page.goto('/cases');
        await expect(page.getByRole('heading', { level: 1, name: 'Case Queue' })).toBeVisible();
        await expect(page.getByTestId('case-row').first()).toBeVisible();
        await check(`${who}-queue`);
        // The case with the longest history: the one the steward has worked furthest.
        await page.getByTestId('case-row').getByRole('link').first().click();
        await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
        await check(`${who}-case`);
        if (who === 'admin') {
          await expect(page.getByText(/^History (intact|broken at entry \d+)$/)).toBeVisible();
          await page.goto('/cases/procedure');
          await expect(page.getByTestId('procedure-step').first()).toBeVisible();
          await check('admin-procedure');
        }
        await signOut(page);
      }
      expect(found, `axe: serious or critical violations (${theme} theme, ${viewport.name})`).toEqual([]);
    });
  }
}

test.describe('a steward whose device is on a later day than the local', () => {
  // Kiritimati's clock is a day ahead of the local's for most of the day: the dialogs still offer the local's day.
  test.use({ timezoneId: 'Pacific/Kiritimati' });
  for (const viewport of VIEWPORTS) {
    test(`${viewport.name}: a member submits, a steward takes the case, files Step 1, records the answer and writes a shared and an internal note; the member sees all of it but the internal note`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport.size);
      const lastName = `Deskwalk${viewport.name === 'desktop' ? 'Wide' : 'Phone'}`;
      const member = await createMember(request, { firstName: 'Jordan', lastName });
      expect((await request.post('/api/auth/login', { data: { username: member.username, password: member.password } })).status()).toBe(
        200,
      );
      const title = `Break denied ${Date.now()}`;
      const created = await request.post('/api/grievances', {
        data: { title, description: 'No break in an eight-hour shift.', contractViolation: 'Article 9: rest periods', status: 'submitted' },
      });
      expect(created.status()).toBe(201);

      await signInQuickly(page, 'steward');
      await page.goto(`/cases?q=${encodeURIComponent(lastName)}&assigned=none`);
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('button', { name: 'Take Case' }).click();
      await expect(page.getByText('Case Taken')).toBeVisible();

      await page.getByRole('button', { name: /^File Step 1/ }).click();
      const file = page.getByRole('dialog', { name: /^File Step 1/ });
      await file.getByRole('button', { name: 'File Step' }).click();
      await expect(page.getByText('Step Filed')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Steps filed' })).toContainText('Waiting');

      await page.getByRole('button', { name: "Record Company's Answer" }).click();
      const answer = page.getByRole('dialog', { name: "Record the Company's Answer" });
      await answer.getByRole('textbox', { name: "The company's answer" }).fill('Denied: breaks were offered.');
      await answer.getByRole('button', { name: 'Record Answer' }).click();
      await expect(page.getByText('Answer Recorded')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Next deadline' })).toContainText('the union must appeal by');

      const note = page.getByRole('textbox', { name: 'Add a note' });
      await note.fill('We will appeal to Step 2.');
      await page.getByRole('button', { name: 'Add Shared Note' }).click();
      await expect(page.getByText('The member can read it in their case history.')).toBeVisible();
      await note.fill('The supervisor admitted it off the record.');
      await page.getByRole('checkbox', { name: 'Internal (union only)' }).check();
      await page.getByRole('button', { name: 'Add Internal Note' }).click();
      const internal = page.locator('[data-testid="history-entry"][data-internal="true"]');
      await expect(internal).toContainText('The supervisor admitted it off the record.');
      await expect(internal).toContainText('Internal');
      await expect(page.locator('[data-testid="history-entry"]:not([data-internal])').last()).toContainText('We will appeal to Step 2.');

      // The member, on the same browser after the steward signs out: status, step, steward, deadline, the shared note.
      await signOut(page);
      await page.context().clearCookies();
      await signInQuickly(page, member.username, member.password);
      await page.goto('/my-grievances');
      const card = page.getByRole('article', { name: `Grievance: ${title}` });
      await expect(card.getByText('In Progress', { exact: true })).toBeVisible();
      await expect(card.getByText('Step 1 - Immediate supervisor', { exact: true })).toBeVisible();
      await expect(card.getByText('Raymond Castillo')).toBeVisible();
      await expect(card.getByTestId('case-deadline')).toContainText('Step 2 - Station manager: the union must appeal by');
      await card.getByRole('button', { name: /^Case history \(\d+\)$/ }).click();
      const history = card.getByRole('list', { name: 'Case history' });
      await expect(history).toContainText('We will appeal to Step 2.');
      await expect(history).toContainText("Company's answer at Step 1 - Immediate supervisor received");
      await expect(page.getByText('The supervisor admitted it off the record.')).toHaveCount(0);
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((value) => document.documentElement.setAttribute('data-mantine-color-scheme', value), theme);
        expect(await seriousViolations(page), `My Grievances, ${theme}`).toEqual([]);
      }
    });
  }
});
