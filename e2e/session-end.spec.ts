import type { Browser, Page } from '@playwright/test';
import { createMember, expect, expectAccessible, test } from './fixtures';

// On a server whose sessions end after one idle minute (playwright.config.ts): a session that ends in the middle of
// an auto-saved edit loses not a character, on a phone and on a desktop; another member who signs in on that browser
// finds nothing of the first member's.

// The idle minute, the tenth of it that the server's record of activity may lag, and a margin.
const PAST_IDLE_MS = 75_000;

type Member = Awaited<ReturnType<typeof createMember>>;

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Signs in through the API and writes one journal entry; returns its id. */
async function memberWithEntry(page: Page, member: Member) {
  const login = await page.request.post('/api/auth/login', { data: { username: member.username, password: member.password } });
  expect(login.status()).toBe(200);
  const { createJournalEvent } = await graphql<{ createJournalEvent: { id: string } }>(
    page,
    'mutation($input: JournalEventInput!) { createJournalEvent(input: $input) { id } }',
    { input: { eventTitle: 'Tug T-12 brake fault' } },
  );
  const { createJournalEntry } = await graphql<{ createJournalEntry: { id: string } }>(
    page,
    'mutation($input: JournalEntryInput!) { createJournalEntry(input: $input) { id } }',
    {
      input: {
        eventId: createJournalEvent.id,
        employeeName: `${member.firstName} ${member.lastName}`,
        employeeNumber: member.employeeNumber,
        shift: '6am-2pm (Day)',
        jobTitle: 'Crew Chief',
        incidentNotes: 'Reported the brake fault to the lead.',
      },
    },
  );
  return createJournalEntry.id;
}

async function savedNotes(page: Page, entryId: string) {
  const { journalEntry } = await graphql<{ journalEntry: { incidentNotes: string } }>(
    page,
    'query($id: ID!) { journalEntry(id: $id) { incidentNotes } }',
    { id: entryId },
  );
  return journalEntry.incidentNotes;
}

/** A browser of its own (the splash already seen). */
async function browserOf(browser: Browser, device: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext(device);
  await context.addInitScript(() => sessionStorage.setItem('splash_seen', '1'));
  return { context, page: await context.newPage() };
}

/** A browser of its own, the member signed in, the journal open and the entry's editor open. */
async function editing(browser: Browser, device: typeof PHONE | typeof DESKTOP, member: Member) {
  const { context, page } = await browserOf(browser, device);
  const entryId = await memberWithEntry(page, member);
  await page.goto('/grievances');
  await page
    .getByRole('article', { name: /^Journal entry:/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit Incident Journal' });
  await expect(editor).toBeVisible();
  return { context, page, editor, entryId };
}

async function typeMore(editor: ReturnType<Page['getByRole']>, text: string) {
  const notes = editor.getByLabel('Incident Notes');
  await notes.click();
  await notes.press('End');
  await notes.pressSequentially(text);
}

async function signInAgain(page: Page, member: Pick<Member, 'username' | 'password'>) {
  await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Your session has ended')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeHidden();
}

test('a session that ends mid-edit loses not a character, and the next member on that browser sees none of it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const browserFor = (device: typeof PHONE | typeof DESKTOP) => browserOf(browser, device);
  const phoneMember = await createMember(request, { firstName: 'Dana', lastName: 'Phone' });
  const desktopMember = await createMember(request, { firstName: 'Lee', lastName: 'Desk' });
  const sharedFirst = await createMember(request, { firstName: 'Kim', lastName: 'First' });
  const sharedSecond = await createMember(request, { firstName: 'Ray', lastName: 'Second' });
  const formMember = await createMember(request, { firstName: 'Ana', lastName: 'Form' });
  const askingMember = await createMember(request, { firstName: 'Sam', lastName: 'Asks' });

  const phone = await editing(browser, PHONE, phoneMember);
  const desktop = await editing(browser, DESKTOP, desktopMember);
  const shared = await editing(browser, DESKTOP, sharedFirst);
  // A phone with the New Journal Entry form open and typed in; a desktop with a contract question typed.
  const newEntry = await browserFor(PHONE);
  await memberWithEntry(newEntry.page, formMember);
  await newEntry.page.goto('/grievances');
  await newEntry.page.getByRole('button', { name: 'New Entry' }).click();
  const entryForm = newEntry.page.getByRole('dialog', { name: 'New Journal Entry' });
  await entryForm.getByRole('combobox', { name: 'Shift' }).click();
  await newEntry.page.getByRole('option', { name: '2pm-10pm (Evening)' }).click();
  await entryForm.getByRole('combobox', { name: 'Job Title' }).click();
  await newEntry.page.getByRole('option', { name: 'Fleet Service Agent', exact: true }).click();
  const newNotes = 'Bag belt 4 jammed twice; supervisor told us to clear it with the power on.';
  await entryForm.getByLabel('Incident Notes').fill(newNotes);
  const asking = await browserFor(DESKTOP);
  await asking.page.request.post('/api/auth/login', { data: { username: askingMember.username, password: askingMember.password } });
  await asking.page.goto('/contract');
  const question = 'Can I refuse to do work that is unsafe?';
  await asking.page.getByRole('textbox', { name: 'Your question' }).fill(question);

  // Each types and is auto-saved; then no request for longer than the idle time.
  for (const device of [phone, desktop, shared]) {
    await typeMore(device.editor, ' Part one.');
    await expect(device.page.getByText('Auto-saved').first()).toBeVisible();
  }
  await phone.page.waitForTimeout(PAST_IDLE_MS);

  // The next words go to a server that has ended the session: the sign-in screen, on the same page, says so.
  const partTwo = ' Part two, typed as the session ended: the lead said "fix it later" at 14:05.';
  for (const device of [phone, desktop]) {
    await typeMore(device.editor, partTwo);
    await expect(device.page.getByText('Your session has ended')).toBeVisible();
    await expect(device.page).toHaveURL(/\/grievances$/);
  }
  await expectAccessible(phone.page);
  await expectAccessible(desktop.page);

  // Signing in again as the same member brings the editor back with every word, and saves it.
  for (const [device, member] of [
    [phone, phoneMember],
    [desktop, desktopMember],
  ] as const) {
    await signInAgain(device.page, member);
    const editor = device.page.getByRole('dialog', { name: 'Edit Incident Journal' });
    const expected = `Reported the brake fault to the lead. Part one.${partTwo}`;
    await expect(editor.getByLabel('Incident Notes')).toHaveValue(expected);
    await expect(device.page.getByText('Auto-saved').first()).toBeVisible();
    await expect.poll(() => savedNotes(device.page, device.entryId)).toBe(expected);
    // Nothing is kept once it is saved: a reload shows the journal, not the editor again.
    await device.page.reload();
    await expect(device.page.getByRole('heading', { name: 'Workplace Journal', level: 1 })).toBeVisible();
    await expect(device.page.getByRole('dialog', { name: 'Edit Incident Journal' })).toBeHidden();
  }

  // On the shared browser another member signs in after the first one's session ended with words unsaved.
  const secret = ' Words only Kim typed.';
  await typeMore(shared.editor, secret);
  await expect(shared.page.getByText('Your session has ended')).toBeVisible();
  await signInAgain(shared.page, sharedSecond);
  await expect(shared.page.getByRole('heading', { name: 'Workplace Journal', level: 1 })).toBeVisible();
  await expect(shared.page.getByRole('dialog', { name: 'Edit Incident Journal' })).toBeHidden();
  await expect(shared.page.getByText('Words only Kim typed')).toHaveCount(0);
  const stored = await shared.page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('Words only Kim typed');
  // The first member, back on that browser, finds their saved text and not the words discarded for them.
  await shared.page.getByRole('button', { name: 'Sign Out' }).click();
  await signInAgain(shared.page, { username: sharedFirst.username, password: sharedFirst.password });
  await expect(shared.page.getByRole('dialog', { name: 'Edit Incident Journal' })).toBeHidden();
  expect(await savedNotes(shared.page, shared.entryId)).toBe('Reported the brake fault to the lead. Part one.');

  // The entry form sent after the session ended comes back as typed, with no error toast; Create Entry saves it.
  await entryForm.getByRole('button', { name: 'Create Entry' }).click();
  await expect(newEntry.page.getByText('Your session has ended')).toBeVisible();
  await expect(newEntry.page.getByText('Failed to create incident journal')).toHaveCount(0);
  await signInAgain(newEntry.page, formMember);
  const keptForm = newEntry.page.getByRole('dialog', { name: 'New Journal Entry' });
  await expect(keptForm.getByText('Not saved yet')).toBeVisible();
  await expect(keptForm.getByLabel('Incident Notes')).toHaveValue(newNotes);
  await expect(keptForm.getByRole('combobox', { name: 'Shift' })).toHaveValue('2pm-10pm (Evening)');
  await expectAccessible(newEntry.page, '[role="dialog"]');
  await keptForm.getByRole('button', { name: 'Create Entry' }).click();
  await expect(newEntry.page.getByText('Entry Created')).toBeVisible();
  await expect(newEntry.page.getByRole('tab', { name: 'Journal Entries (2)' })).toBeVisible();

  // The contract question sent after the session ended is asked again once the member is back, and answered.
  await asking.page.getByRole('button', { name: 'Send question' }).click();
  await expect(asking.page.getByText('Your session has ended')).toBeVisible();
  await signInAgain(asking.page, askingMember);
  await expect(asking.page.getByTestId('user-message').first()).toContainText(question);
  await expect(asking.page.getByTestId('ai-message').first()).toContainText('Article 18, Section 18.2');
  await expect(asking.page.getByText('Failed to get answer')).toHaveCount(0);

  for (const device of [phone, desktop, shared, newEntry, asking]) await device.context.close();
});
