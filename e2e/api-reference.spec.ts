import { createMember, expect, signInQuickly, test } from './fixtures';

// The REST API's reference page at /api/docs (Swagger UI served by the app itself from its own copy of
// swagger-ui-dist) shows the operations of /api/openapi.json and loads nothing from another origin.

test('the API reference lists the operations, and nothing comes from another origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const requests: string[] = [];
  const problems: string[] = [];
  page.context().on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/docs');
  await expect(page).toHaveTitle('API reference — Transport Workers Association');
  await expect(page.locator('.info .title')).toContainText('Transport Workers Association API');
  // The modules as groups, and operations with their method and path.
  for (const tag of ['Account', 'Journal', 'Grievances', 'Meetings', 'Bulletins']) {
    await expect(page.locator('.opblock-tag-section').filter({ has: page.locator(`[data-tag="${tag}"]`) })).toBeVisible();
  }
  const createEntry = page.locator('.opblock-post').filter({ has: page.locator('[data-path="/api/journal/entries"]') });
  await expect(createEntry).toBeVisible();
  await expect(createEntry).toContainText('Write a journal entry');
  expect(await page.locator('.opblock').count()).toBeGreaterThan(50);
  await page.screenshot({ path: '/tmp/apidocs-list.png', fullPage: false });

  // One operation opened: its request body (from the journal rules), its answers and the scope it needs.
  await createEntry.locator('.opblock-summary').click();
  await expect(createEntry).toContainText("An access token needs the 'write' scope");
  await expect(createEntry.locator('.responses-table')).toContainText('401');
  await expect(createEntry.locator('.body-param, .opblock-section-request-body')).toContainText('employeeName');
  await createEntry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/apidocs-operation.png', fullPage: false });

  // A phone-sized window still shows the list.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/apidocs-phone.png', fullPage: false });

  const elsewhere = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
  expect(elsewhere).toEqual([]);
  expect(requests).toContain(`${origin}/api/openapi.json`);
  expect(problems).toEqual([]);
});

test('a signed-in member tries an operation from the page and gets their own account', async ({ page, request }) => {
  const member = await createMember(request);
  await signInQuickly(page, member.username, member.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/docs');
  const me = page.locator('.opblock-get').filter({ has: page.locator('[data-path="/api/auth/me"]') });
  await me.locator('.opblock-summary').click();
  await expect(me.getByRole('button', { name: 'Try it out' })).toBeVisible();
  await me.getByRole('button', { name: 'Try it out' }).click();
  await me.getByRole('button', { name: 'Execute' }).click();
  const live = me.locator('.live-responses-table');
  await expect(live.locator('td.response-col_status:not(.col_header)').first()).toContainText('200');
  await expect(live).toContainText(`"username": "${member.username}"`);
  await me.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/apidocs-try-it-out.png', fullPage: false });
});
