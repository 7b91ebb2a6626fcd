import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expect, expectAccessible, signInQuickly, test } from './fixtures';

// A journal entry with a photo becomes a grievance in one dialog, is found under My Grievances with its
// evidence, and gives a filing-ready PDF, on a desktop and on a phone.

const run = promisify(execFile);

/** A journal entry of the member's own, with one photo and one witness, made through the REST shim. */
async function entryWithPhoto(request: APIRequestContext) {
  const headers = { 'X-Requested-With': 'e2e' };
  const event = await request.post('/api/journal/events', { data: { eventTitle: 'Overtime skipped on the ramp', isActive: true } });
  expect(event.status()).toBe(201);
  const entry = await request.post('/api/journal/entries', {
    data: {
      eventId: (await event.json()).id,
      employeeName: 'Dana Ruiz',
      employeeNumber: 'E4471',
      shift: '2pm-10pm (Swing)',
      jobTitle: 'Ramp Agent',
      incidentNotes:
        'The supervisor gave the voluntary overtime to a junior agent and skipped me, though I was first on the seniority list for overtime.',
    },
  });
  expect(entry.status()).toBe(201);
  const entryId = (await entry.json()).id as string;
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a5533a' } })
    .jpeg()
    .toBuffer();
  const upload = await request.post(`/api/journal/entries/${entryId}/images`, {
    headers,
    multipart: { image: { name: 'overtime-board.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const witness = await request.post(`/api/journal/entries/${entryId}/participants`, {
    data: { entryId, name: 'Lee Park', jobTitle: 'Ramp Agent', employeeNumber: 'E5120', order: 1 },
  });
  expect(witness.status()).toBe(201);
  return { photo };
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
]) {
  test(`${device.name}: convert an entry with a photo, accept a suggested article, find the grievance with its evidence and its PDF`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(device.viewport);
    const member = await createMember(page.request, { firstName: 'Dana', lastName: 'Ruiz' });
    await signInQuickly(page, member.username, member.password);
    const { photo } = await entryWithPhoto(page.request);

    await page.goto('/grievances');
    const card = page.getByRole('article', { name: /^Journal entry: Dana Ruiz/ });
    await card.getByRole('button', { name: 'Convert to Grievance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to Grievance' });
    await expect(dialog.getByLabel('Title')).toHaveValue(/^Entry \w/);
    await expect(dialog.getByLabel('Description')).toHaveValue(/gave the voluntary overtime to a junior agent/);
    await expect(dialog.getByLabel('Witness Name')).toHaveValue('Lee Park');
    await expect(dialog.getByLabel('Witness Employee Number')).toHaveValue('E5120');
    await expect(dialog.getByRole('img', { name: 'overtime-board.jpg' })).toBeVisible();

    // The analysis suggests the overtime article; one tap adds it, and its text can be read.
    const add = dialog.getByRole('button', { name: /^Add to violation: Article 7, Section 7\.2/ });
    await expect(add).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await add.click();
    await expect(dialog.getByLabel('Contract Violation')).toHaveValue(/Article 7, Section 7\.2 - Distribution of Overtime/);
    await dialog.getByRole('button', { name: /^Read section: Article 7, Section 7\.2/ }).click();
    const reader = page.getByRole('dialog', { name: 'Contract text' });
    await expect(reader.getByRole('heading', { name: 'Article 7, Section 7.2 - Distribution of Overtime' })).toBeVisible();
    await expect(reader).toContainText('Voluntary overtime shall be offered by seniority');
    await reader.getByRole('button', { name: 'Close contract text' }).click();
    await expect(reader).toBeHidden();

    const title = `Overtime bypass ${device.name} ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Location').fill('Gate C14');
    await page.screenshot({ path: testInfo.outputPath('convert-dialog.png') });
    await dialog.getByRole('button', { name: 'Create Grievance' }).click();
    await expect(page.getByText('Journal entry has been successfully converted to a grievance.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Grievance', { exact: true })).toBeVisible();
    await expect(card.getByText('Entry has been converted to grievance. This entry is read-only.')).toBeVisible();

    // My Grievances: the card, its details and its evidence.
    await card.getByRole('link', { name: 'View Grievance' }).click();
    await expect(page).toHaveURL(/\/my-grievances/);
    await expect(page.getByTestId('grievance-count')).toHaveText('You have 1 grievance.');
    const grievance = page.getByRole('article', { name: `Grievance: ${title}` });
    await expect(grievance.getByText('Draft', { exact: true }).first()).toBeVisible();
    await expect(grievance).toContainText('Gate C14');
    await expect(grievance).toContainText('Lee Park');
    await grievance.getByRole('button', { name: 'Images (1)' }).click();
    await expect(grievance).toContainText('overtime-board.jpg');
    await expect(grievance).toContainText('image/jpeg');
    await expectAccessible(page, 'main');
    await page.screenshot({ path: testInfo.outputPath('my-grievances.png'), fullPage: true });

    // View opens the image in a new tab, Download saves it under its own name, with the same bytes.
    const [viewer] = await Promise.all([
      page.waitForEvent('popup'),
      grievance.getByRole('link', { name: 'View overtime-board.jpg' }).click(),
    ]);
    await viewer.waitForLoadState();
    expect(viewer.url()).toMatch(/\/api\/grievances\/[^/]+\/images\/[^/]+\/view$/);
    await viewer.close();
    const [image] = await Promise.all([
      page.waitForEvent('download'),
      grievance.getByRole('link', { name: 'Download overtime-board.jpg' }).click(),
    ]);
    expect(image.suggestedFilename()).toBe('overtime-board.jpg');
    const saved = testInfo.outputPath('evidence.jpg');
    await image.saveAs(saved);
    const meta = await sharp(saved).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
    expect(photo.length).toBeGreaterThan(0);

    // The filing-ready PDF: its text holds the title and the cited article.
    const [pdf] = await Promise.all([page.waitForEvent('download'), grievance.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfPath = testInfo.outputPath('grievance.pdf');
    await pdf.saveAs(pdfPath);
    const { stdout } = await run('pdftotext', ['-layout', pdfPath, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain(title);
    expect(text).toContain('Article 7, Section 7.2');
    expect(text).toContain('Dana Ruiz');
    await writeFile(testInfo.outputPath('grievance.txt'), stdout);
  });
}
