import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { createMember, DEMO_PASSWORD, expect, expectAccessible, signInQuickly, test } from './fixtures';

// The member follows their case on My Grievances: once the steward has taken it, filed Step 1 and written a shared
// and an internal note, the card shows the status, the step, the steward with Call and Email, the next deadline in
// words and the shared history (never the internal note); the member replies, adds evidence, and withdraws it after
// a confirmation. On a phone and a desktop, axe-clean in both themes.

const SHARED = 'I filed Step 1 with your supervisor today; the company has five days to answer.';
const INTERNAL = 'Internal: supervisor has two prior grievances on overtime; push for back pay.';

/** Today at the local (America/Chicago), as the server counts the step's filing day. */
const localToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

/** A submitted grievance of the signed-in member, made through the REST shim. */
async function submittedGrievance(request: APIRequestContext, title: string) {
  const created = await request.post('/api/grievances', {
    data: {
      title,
      description: 'The supervisor gave the voluntary overtime to a junior agent and skipped me, first on the seniority list.',
      contractViolation: 'Article 7, Section 7.2 - Distribution of Overtime',
      location: 'Gate C14',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/grievances/${id}/submit`)).status()).toBe(200);
  return id;
}

/** The demo steward takes the case, files Step 1 today and writes one shared and one internal note. */
async function stewardWorks(request: APIRequestContext, id: string) {
  expect((await request.post('/api/auth/login', { data: { username: 'steward', password: DEMO_PASSWORD } })).status()).toBe(200);
  const me = (await (await request.get('/api/auth/me')).json()) as { id: string };
  expect((await request.post(`/api/cases/${id}/assign`, { data: { stewardUserId: me.id } })).status()).toBe(200);
  expect((await request.post(`/api/cases/${id}/steps`, { data: { action: 'file', filedOn: localToday() } })).status()).toBe(200);
  expect((await request.post(`/api/cases/${id}/notes`, { data: { text: SHARED, internal: false } })).status()).toBe(201);
  expect((await request.post(`/api/cases/${id}/notes`, { data: { text: INTERNAL, internal: true } })).status()).toBe(201);
  await request.post('/api/auth/logout', { data: {} });
}

/** Screenshots of the page in the light and the dark theme (set as the theme toggle sets it). */
async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-mantine-color-scheme', value), scheme);
    await page.screenshot({ path: outputPath(`${name}-${scheme}.png`), fullPage: true });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
]) {
  test(`${device.name}: the member follows their case, replies, adds evidence and withdraws it`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(device.viewport);
    const member = await createMember(page.request, { firstName: 'Dana', lastName: 'Ruiz' });
    await signInQuickly(page, member.username, member.password);
    const title = `Overtime bypass ${device.name} ${Date.now()}`;
    const id = await submittedGrievance(page.request, title);

    // Submitted and not yet taken: waiting for a steward, nothing filed.
    await page.goto('/my-grievances');
    const card = page.getByRole('article', { name: `Grievance: ${title}` });
    await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(card.getByText('Waiting for a steward')).toBeVisible();
    await expect(card.getByText('Not yet filed with the company')).toBeVisible();
    await expect(card.getByTestId('case-deadline')).toContainText('Step 1 - Immediate supervisor: the union must file by');

    await stewardWorks(request, id);
    await page.reload();
    await expect(card.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(card.getByText('Step 1 - Immediate supervisor', { exact: true })).toBeVisible();
    await expect(card.getByText('Raymond Castillo')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call Raymond Castillo at (817) 555-0101' })).toHaveAttribute('href', 'tel:8175550101');
    await expect(card.getByRole('link', { name: 'Email Raymond Castillo' })).toHaveAttribute(
      'href',
      'mailto:r.castillo@local-union.example',
    );
    await expect(card.getByTestId('case-deadline')).toContainText('Step 1 - Immediate supervisor: the company must answer by');
    await expect(card.getByTestId('case-deadline')).toContainText(/\(in \d+ days\)/);

    // The shared history behind its toggle: the shared note, never the internal one.
    const history = card.getByRole('list', { name: 'Case history' });
    await expect(history).toBeHidden();
    await card.getByRole('button', { name: /^Case history \(\d+\)$/ }).click();
    await expect(history.getByText(SHARED)).toBeVisible();
    await expect(history).toContainText('Step 1 - Immediate supervisor filed with the company');
    await expect(page.getByText(INTERNAL)).toHaveCount(0);
    await expect(page.getByText('Internal note')).toHaveCount(0);
    const shownBefore = await history.getByRole('listitem').count();
    await expectAccessible(page, 'main');
    await shoot(page, `case-${device.name}`, (name) => testInfo.outputPath(name));

    // A reply joins the history; the box empties.
    const box = card.getByLabel('Send a note to your steward');
    await box.fill('Thank you. My supervisor asked me to sign a statement; I did not.');
    await card.getByRole('button', { name: 'Send Note' }).click();
    await expect(page.getByText('Note Sent')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(history.getByRole('listitem')).toHaveCount(shownBefore + 1);
    await expect(history.getByRole('listitem').last()).toContainText('My supervisor asked me to sign a statement');

    // Evidence added to the open case is recorded in the history.
    await card.getByRole('button', { name: 'Images (0)' }).click();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    await card.locator('input[type="file"]').setInputFiles({ name: 'statement.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(card.getByRole('button', { name: 'Images (1)' })).toBeVisible();
    await expect(history.getByRole('listitem').last()).toContainText('Evidence added: statement.jpg');

    // Withdrawing asks first, says it cannot be undone, and takes a reason.
    await card.getByRole('button', { name: 'Withdraw Grievance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this grievance?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await page.waitForTimeout(350);
    await expectAccessible(page, '[role="dialog"]');
    await shoot(page, `withdraw-${device.name}`, (name) => testInfo.outputPath(name));
    await dialog.getByLabel('Reason (optional)').fill('We settled it on the floor.');
    await dialog.getByRole('button', { name: 'Withdraw Grievance' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(card.getByLabel('Send a note to your steward')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Withdraw Grievance' })).toHaveCount(0);
    await expect(history).toContainText('We settled it on the floor.');
    await expectAccessible(page, 'main');
    await shoot(page, `withdrawn-${device.name}`, (name) => testInfo.outputPath(name));
  });
}
