import { createMember, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

// The steward directory, bulletins, and the administrators' tools, in the built app on demo data.

test('an admin creates a private bulletin; a member sees it on /bulletins and subscribes', async ({ page, browser, request }) => {
  const member = await createMember(request);
  const title = `Pushback recert ${Date.now()}`;

  await signIn(page, 'admin');
  await page.goto('/admin/bulletins');
  await page.getByRole('button', { name: 'Create Bulletin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Bulletin' });
  await dialog.getByRole('button', { name: 'Create Bulletin' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Content is required')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('New class dates for wide-body pushback recertification.');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Training' }).click();
  // A day ago, so it does not crowd the Home screen's newest two that another test checks.
  const yesterday = new Date(Date.now() - 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await dialog
    .getByLabel('Publish date')
    .fill(`${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}T09:00`);
  await dialog.getByRole('switch', { name: /Public/ }).uncheck();
  await dialog.getByRole('button', { name: 'Create Bulletin' }).click();
  await expect(page.getByText('Bulletin Created')).toBeVisible();
  const card = page.getByTestId('admin-bulletin').filter({ hasText: title });
  await expect(card).toContainText('Private');
  await expect(card).toContainText('Training');

  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await memberPage.addInitScript(() => sessionStorage.setItem('splash_seen', '1'));
  await signIn(memberPage, member.username, member.password);
  await memberPage.goto('/bulletins');
  const feedCard = memberPage.getByTestId('bulletin-card').filter({ hasText: title });
  await expect(feedCard).toContainText('Private');
  await feedCard.getByRole('button', { name: 'Subscribe' }).click();
  await expect(memberPage.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(feedCard.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await memberPage.reload();
  await expect(
    memberPage.getByTestId('bulletin-card').filter({ hasText: title }).getByRole('button', { name: 'Unsubscribe' }),
  ).toBeVisible();
  await context.close();
});

test('the home screen shows the 2 newest announcements', async ({ page, request }) => {
  await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const stamp = Date.now();
  const older = `Older notice ${stamp}`;
  const newer = `Newest notice ${stamp}`;
  const long = `${'Ramp safety matters. '.repeat(15)}END`;
  expect(
    (
      await request.post('/api/bulletins', {
        data: { title: older, content: 'Short one.', publishedAt: new Date(stamp - 60_000).toISOString() },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/bulletins', {
        data: { title: newer, content: long, type: 'urgent', publishedAt: new Date(stamp - 30_000).toISOString() },
      })
    ).status(),
  ).toBe(201);
  await request.post('/api/auth/logout', { data: {} });

  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  const announcements = page.getByTestId('announcement');
  await expect(announcements).toHaveCount(2);
  await expect(announcements.nth(0)).toContainText(newer);
  await expect(announcements.nth(1)).toContainText(older);
  await expect(announcements.nth(0)).not.toContainText('END');
  await expect(announcements.nth(0).getByRole('link', { name: 'Read More' })).toBeVisible();
  await expect(announcements.nth(1).getByRole('link', { name: 'Read More' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View All Bulletins & Announcements' }).click();
  await expect(page).toHaveURL('/bulletins');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeVisible();
});

test('an admin adds an email to the allowlist and a new person registers with it', async ({ page, browser }) => {
  const email = `joiner_${Date.now()}@example.org`;
  await signIn(page, 'admin');
  await page.goto('/admin/allowlist');
  await page.getByRole('button', { name: 'Add Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Email to Allowlist' });
  await dialog.getByLabel('Email address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Email' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Add Email' }).click();
  await expect(page.getByText('Email Added')).toBeVisible();
  await page.getByLabel('Search emails').fill(email);
  await expect(page.getByTestId('allowlist-entry')).toHaveCount(1);
  await expect(page.getByTestId('allowlist-entry')).toContainText('Added');
  await expect(page.getByTestId('allowlist-entry')).toContainText('by Dana Okafor');

  // The same address again: a clear message, not a crash.
  await page.getByRole('button', { name: 'Add Email' }).click();
  await page.getByRole('dialog', { name: 'Add Email to Allowlist' }).getByLabel('Email address').fill(email.toUpperCase());
  await page.getByRole('dialog', { name: 'Add Email to Allowlist' }).getByRole('button', { name: 'Add Email' }).click();
  await expect(page.getByRole('dialog').getByText('This email is already on the allowlist')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.addInitScript(() => sessionStorage.setItem('splash_seen', '1'));
  await visitor.goto('/');
  await visitor.getByRole('tab', { name: 'Register' }).click();
  await visitor.getByRole('textbox', { name: 'Username' }).fill(`joiner${Date.now()}`);
  await visitor.getByLabel('First name').fill('Jo');
  await visitor.getByLabel('Last name').fill('Iner');
  await visitor.getByLabel('Personal email').fill(email);
  await visitor.getByLabel('Employee number').fill(`J${Date.now()}`);
  await visitor.getByLabel('Hire date').fill('2024-02-01');
  await visitor.getByRole('combobox', { name: 'Employment status' }).click();
  await visitor.getByRole('option', { name: 'Full-Time Employee' }).click();
  await visitor.getByRole('textbox', { name: 'Password' }).fill('a-long-enough-password');
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor.getByText('Registration Successful')).toBeVisible();
  await expect(visitor.getByTestId('welcome')).toHaveText('Welcome, Jo');
  await context.close();
});

test('steward search and filters narrow the directory and Clear Filters restores it', async ({ page, request }) => {
  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  await page.goto('/shop-stewards');
  const cards = page.getByTestId('steward-card');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('steward-count')).toHaveText(`${total} shop stewards`);
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

  await page.getByLabel('Search shop stewards').fill('CHIEF');
  await expect(cards).not.toHaveCount(total);
  for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('chief');
  const chiefs = await cards.count();
  await expect(page.getByTestId('steward-count')).toHaveText(`${chiefs} of ${total} shop stewards`);

  await page.getByRole('combobox', { name: 'Shift' }).click();
  await page.getByRole('option', { name: 'Night Shift' }).click();
  for (const text of await cards.allTextContents()) {
    expect(text.toLowerCase()).toContain('chief');
    expect(text).toContain('Night Shift');
  }

  await page.getByLabel('Search shop stewards').fill('');
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Ramp', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ramp');
  await expect(cards.first()).toContainText('Night Shift');
  await expect(cards.first().getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\d{10}$/);

  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'GSE' }).click();
  await page.getByLabel('Search shop stewards').fill('nobody-by-this-name');
  await expect(page.getByText('No shop stewards match your search criteria.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(cards).toHaveCount(total);
  await expect(page.getByTestId('steward-count')).toHaveText(`${total} shop stewards`);
  await expect(page.getByLabel('Search shop stewards')).toHaveValue('');
  await expect(page.getByText('Emergency Union Contact')).toBeVisible();
});
