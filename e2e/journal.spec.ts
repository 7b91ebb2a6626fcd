import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { createMember, expect, expectAccessible, signInQuickly, test } from './fixtures';

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('the Workplace Journal keeps an entry, its photo, its witnesses and every word typed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, { firstName: 'Jamie', lastName: 'Ortiz' });
  await signInQuickly(page, member.username, member.password);
  await page.goto('/grievances');
  await expect(page.getByRole('heading', { name: 'Workplace Journal', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Journal Entries (0)' })).toBeVisible();
  await expect(page.getByText('No Journal Entries')).toBeVisible();

  // Create an event: the entry form opens, preselected on it.
  await page.getByRole('button', { name: 'Create Your First Event' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'New Event' });
  await eventDialog.getByLabel('Event Title').fill('Belt loader BL-07 stop failure');
  await eventDialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event Created')).toBeVisible();
  const form = page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(form.getByRole('combobox', { name: 'Event' })).toHaveValue('Belt loader BL-07 stop failure');
  await expect(form.getByLabel('Entry Date')).toHaveValue(today());
  await expect(form.getByText('Witnesses (0/8)')).toBeVisible();

  // Create an entry with a photo.
  await form.getByRole('combobox', { name: 'Shift' }).click();
  await page.getByRole('option', { name: '6am-2pm (Day)' }).click();
  await form.getByRole('combobox', { name: 'Job Title' }).click();
  await page.getByRole('option', { name: 'Crew Chief', exact: true }).click();
  await form.getByLabel('Incident Notes').fill('=SUM(1,2) the stop button did not cut power, "again".');
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: 'bl07-tag.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByText('Supporting Images (1/3)')).toBeVisible();
  await form.getByRole('button', { name: 'Create Entry' }).click();
  await expect(page.getByText('Entry Created')).toBeVisible();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: /^Journal entry: Jamie Ortiz/ });
  await expect(card.getByText('Belt loader BL-07 stop failure')).toBeVisible();
  const thumbnail = card.getByRole('img', { name: 'bl07-tag.jpg' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await card.getByRole('button', { name: 'Open photo bl07-tag.jpg full size' }).click();
  const viewer = page.getByRole('dialog', { name: 'bl07-tag.jpg' });
  await expect(viewer.getByRole('img', { name: 'bl07-tag.jpg' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close photo' }).click();
  await expect(viewer).toBeHidden();

  // Witnesses up to 8; the form is gone at 8, with a message saying so.
  for (let i = 1; i <= 8; i += 1) {
    await card.getByRole('button', { name: 'Add Witness' }).click();
    await card.getByLabel('Full Name').fill(`Witness ${i}`);
    await card.getByRole('combobox', { name: 'Job Title' }).click();
    await page.getByRole('option', { name: i === 8 ? 'Other' : 'Baggage Handler' }).click();
    await card.getByRole('button', { name: 'Add Witness' }).click();
    await expect(card.getByText(`${i}/8`)).toBeVisible();
  }
  await expect(card.getByText('Maximum of 8 participants reached')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add Witness' })).toHaveCount(0);

  // Edit the notes: Saving, then Saved; a reload shows the text kept.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('UpdateJournalEntry')) await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await card.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Incident Journal' });
  const notes = 'Belt kept running at 06:40; told to finish loading, "no tag", 2 flights.\nSecond line, kept.';
  await panel.getByLabel('Incident Notes').fill(notes);
  await expect(panel.getByText('Unsaved changes')).toBeVisible();
  await expect(panel.getByText('Saving...')).toBeVisible();
  await expect(panel.getByText('Saved', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toBeHidden();
  await page.unroute('**/graphql');
  await page.reload();
  await expect(card.getByText('Second line, kept.')).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Incident Journal' }).getByLabel('Incident Notes')).toHaveValue(notes);
  await page.getByRole('dialog', { name: 'Edit Incident Journal' }).getByRole('button', { name: 'Close', exact: true }).click();

  // Exports, built in the browser.
  const [csv] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`Jamie_Ortiz_${today()}_incident_journal.csv`);
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText).toContain(
    '"Incident Notes","Belt kept running at 06:40; told to finish loading, ""no tag"", 2 flights.\nSecond line, kept."',
  );
  expect(csvText).toContain('"8","Witness 8","Other","",""');
  await expect(page.getByText('Journal entry exported as CSV file')).toBeVisible();
  const [txt] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Text' }).click()]);
  expect(txt.suggestedFilename()).toBe(`Jamie_Ortiz_${today()}_incident_journal.txt`);
  const text = await readFile(await txt.path(), 'utf8');
  expect(text).toContain('Employee: Jamie Ortiz');
  expect(text).toContain('WITNESSES / PARTICIPANTS (8)');
  expect(text).toContain('- bl07-tag.jpg');
  await expect(page.getByText('Journal entry exported as text file')).toBeVisible();

  // A closed entry is read-only.
  const events = await (await page.request.get('/api/journal/events')).json();
  const closed = await page.request.post('/api/journal/entries', {
    data: {
      eventId: events[0].id,
      employeeName: 'Pat Closedcase',
      employeeNumber: '55501',
      shift: '2pm-10pm (Evening)',
      jobTitle: 'Cargo Agent',
      incidentNotes: 'Resolved at step one.',
      isClosed: true,
    },
  });
  expect(closed.status()).toBe(201);
  await page.reload();
  const closedCard = page.getByRole('article', { name: /^Journal entry: Pat Closedcase/ });
  await expect(closedCard.getByText('Entry is closed. This entry is read-only.')).toBeVisible();
  await expect(closedCard.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(closedCard.getByRole('button', { name: 'Add Witness' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Journal Entries (2)' })).toBeVisible();
});

test('an image that is not JPEG, PNG or WebP is refused inline before upload', async ({ page, request }) => {
  const member = await createMember(request);
  await signInQuickly(page, member.username, member.password);
  await page.goto('/grievances');
  await page.getByRole('button', { name: 'New Entry' }).click();
  const form = page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(form.getByText('New entries are added to an active event.')).toBeVisible();
  await form.getByRole('button', { name: 'New Event' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'New Event' });
  await eventDialog.getByLabel('Event Title').fill('Break room');
  await eventDialog.getByRole('button', { name: 'Create Event' }).click();
  await form.locator('input[type="file"]').setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByText('Only JPEG, PNG, and WebP images are allowed')).toBeVisible();
  await expect(form.getByText('Supporting Images (0/3)')).toBeVisible();
});

test('an inactive event takes no entries: creating one shows the Events tab, not an entry form', async ({ page, request }) => {
  const member = await createMember(request);
  await signInQuickly(page, member.username, member.password);
  await page.goto('/grievances');
  await page.getByRole('button', { name: 'New Event' }).first().click();
  const eventDialog = page.getByRole('dialog', { name: 'New Event' });
  await eventDialog.getByLabel('Event Title').fill('Old break room complaint');
  await eventDialog.getByLabel('Active (new entries can be added)').uncheck();
  await eventDialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event Created')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New Journal Entry' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Events (1)' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: 'Event: Old break room complaint' });
  await expect(card.getByText('Inactive')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add Entry' })).toBeDisabled();
});

test('long unbroken text stays inside the entry card on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await createMember(request);
  await signInQuickly(page, member.username, member.password);
  const event = await (await page.request.post('/api/journal/events', { data: { eventTitle: 'W'.repeat(200) } })).json();
  const entry = await page.request.post('/api/journal/entries', {
    data: {
      eventId: event.id,
      employeeName: 'N'.repeat(200),
      employeeNumber: '9'.repeat(32),
      shift: 'S'.repeat(50),
      teamNumber: 'T'.repeat(50),
      jobTitle: 'J'.repeat(100),
      incidentNotes: 'X'.repeat(3000),
    },
  });
  expect(entry.status()).toBe(201);
  await page.goto('/grievances');
  const card = page.getByRole('article', { name: /^Journal entry: N+/ });
  await expect(card).toBeVisible();
  const cardBox = await card.boundingBox();
  for (const text of ['S'.repeat(50), 'T'.repeat(50), 'J'.repeat(100), 'W'.repeat(200)]) {
    const box = await card.getByText(text).boundingBox();
    expect(box && cardBox && box.x + box.width <= cardBox.x + cardBox.width, `${text.slice(0, 5)}... inside the card`).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('two windows editing one entry: the second save shows the other text, and Keep my version saves it', async ({ page, request }) => {
  const member = await createMember(request);
  await signInQuickly(page, member.username, member.password);
  const event = await (await page.request.post('/api/journal/events', { data: { eventTitle: 'Ramp radio outage' } })).json();
  const created = await page.request.post('/api/journal/entries', {
    data: {
      eventId: event.id,
      employeeName: 'Sam Twowindows',
      employeeNumber: '77001',
      shift: '6am-2pm (Day)',
      jobTitle: 'Crew Chief',
      incidentNotes: 'Radios down at 07:10.',
    },
  });
  expect(created.status()).toBe(201);
  const entry = await created.json();

  // A second tab of the same browser: the same member, signed in once.
  const phone = await page.context().newPage();
  await phone.addInitScript(() => sessionStorage.setItem('splash_seen', '1'));
  const openEditor = async (tab: Page) => {
    await tab.goto('/grievances');
    await tab
      .getByRole('article', { name: /^Journal entry: Sam Twowindows/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    return tab.getByRole('dialog', { name: 'Edit Incident Journal' });
  };
  const laptopPanel = await openEditor(page);
  const phonePanel = await openEditor(phone);

  await laptopPanel.getByLabel('Incident Notes').fill('Radios down at 07:10. Written on the laptop.');
  await expect(laptopPanel.getByText('Saved', { exact: true })).toBeVisible();

  const phoneNotes = phonePanel.getByRole('textbox', { name: 'Incident Notes' });
  await phoneNotes.fill('Radios down at 07:10. Written on the phone.');
  const notice = phonePanel.getByRole('alert', { name: 'Changed in another window or device' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('group', { name: 'Incident Notes in the other version' })).toHaveText(
    'Radios down at 07:10. Written on the laptop.',
  );
  await expect(phoneNotes).toHaveValue('Radios down at 07:10. Written on the phone.');
  expect((await (await page.request.get(`/api/journal/entries/${entry.id}`)).json()).incidentNotes).toBe(
    'Radios down at 07:10. Written on the laptop.',
  );

  // The notice on a phone and on a desktop, in both themes.
  for (const size of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await phone.setViewportSize(size);
    await expect(notice).toBeVisible();
    await expectAccessible(phone, '[role="dialog"]');
  }

  await notice.getByRole('button', { name: 'Keep my version' }).click();
  await expect(phonePanel.getByText('Saved', { exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
  const stored = await (await page.request.get(`/api/journal/entries/${entry.id}`)).json();
  expect(stored).toMatchObject({ incidentNotes: 'Radios down at 07:10. Written on the phone.', version: 3 });
  await phone.close();
});
