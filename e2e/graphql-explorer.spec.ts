import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, expect, signIn, test } from './fixtures';

// The GraphQL explorer at /graphql (GraphiQL, bundled by the app) for a signed-in member. It must load
// nothing from another origin, run a saved example with the session and follow the system's light or dark theme.

/** A journal entry with one witness for the member signed in on `request`, so the first example has data to show. */
async function entryWithWitness(request: APIRequestContext, witness = 'Noor Witness') {
  const event = await request.post('/api/journal/events', { data: { eventTitle: 'Tug TG-12 brakes fading' } });
  expect(event.status()).toBe(201);
  const entry = await request.post('/api/journal/entries', {
    data: {
      eventId: (await event.json()).id,
      employeeName: 'Kai Explorer',
      employeeNumber: 'E8812',
      shift: '10pm-6am (Night)',
      jobTitle: 'Ramp Agent',
      incidentNotes: 'The tug TG-12 needed two tries to stop at the bag room door.',
    },
  });
  expect(entry.status()).toBe(201);
  const entryId = (await entry.json()).id as string;
  const added = await request.post(`/api/journal/entries/${entryId}/participants`, {
    data: { entryId, name: witness, jobTitle: 'Crew Chief', employeeNumber: 'E9001', order: 1 },
  });
  expect(added.status()).toBe(201);
}

/** Every request the browser makes (page and its workers), and every console message about the security policy. */
function watch(page: Page) {
  const requests: string[] = [];
  const policyErrors: string[] = [];
  const pageErrors: string[] = [];
  page.context().on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) policyErrors.push(m.text());
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return { requests, policyErrors, pageErrors };
}

const responsePane = (page: Page) => page.locator('.graphiql-response');

/** Light or dark as drawn: GraphiQL follows the system's preference (prefers-color-scheme) through its CSS. */
async function expectDrawnIn(page: Page, scheme: 'light' | 'dark') {
  await expect(page.locator('.graphiql-query-editor')).toContainText('# My journal entries with witnesses');
  await expect
    .poll(async () => {
      const rgb = await page.evaluate(() => getComputedStyle(document.querySelector('.graphiql-container') as Element).backgroundColor);
      const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
      return r + g + b > 384 ? 'light' : 'dark';
    })
    .toBe(scheme);
}

test('a visitor opening /graphql is sent to the sign-in screen', async ({ page }) => {
  await page.goto('/graphql');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a member runs the first saved example with the session; nothing comes from another origin', async ({ page, request }, testInfo) => {
  const seen = watch(page);
  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  await entryWithWitness(page.request);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/graphql');
  await expect(page).toHaveTitle('GraphQL Explorer — Transport Workers Association');
  // The three saved examples, the first one open.
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveCount(3);
  for (const name of ['MyJournalEntriesWithWitnesses', 'Bulletins', 'StewardsByShift']) {
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  }
  await expect(page.locator('.graphiql-query-editor')).toContainText('# My journal entries with witnesses');

  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(responsePane(page)).toContainText('"Noor Witness"');
  await expect(responsePane(page)).toContainText('"Tug TG-12 brakes fading"');

  // The docs explorer shows the schema's descriptions.
  const query = await page.request.post('/graphql', { data: { query: '{ __type(name: "Query") { fields { name description } } }' } });
  const fields = (await query.json()).data.__type.fields as { name: string; description: string }[];
  const described = fields.find((f) => f.name === 'journalEntries')?.description ?? '';
  expect(described).not.toBe('');
  await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
  const docs = page.getByRole('region', { name: 'Documentation Explorer' });
  await docs.getByText('Query', { exact: true }).click();
  await expect(docs).toContainText(described.slice(0, 60));

  await page.screenshot({ path: '/tmp/explorer-desktop-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expectDrawnIn(page, 'dark');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(responsePane(page)).toContainText('"Noor Witness"');
  await page.screenshot({ path: '/tmp/explorer-desktop-dark.png' });

  // A phone: the docs closed (they take the whole width), the response under the operation.
  await page.getByRole('button', { name: /Hide Documentation Explorer/ }).click();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expectDrawnIn(page, 'light');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(responsePane(page)).toContainText('"journalEntries"');
  await page.screenshot({ path: '/tmp/explorer-phone-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expectDrawnIn(page, 'dark');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(responsePane(page)).toContainText('"journalEntries"');
  await page.screenshot({ path: '/tmp/explorer-phone-dark.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const origin = new URL(testInfo.project.use.baseURL as string).origin;
  const elsewhere = seen.requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
  expect(elsewhere, 'requests to another origin').toEqual([]);
  expect(
    seen.requests.some((url) => /\/assets\/.*worker.*\.js$/.test(url)),
    'the editor workers come from this app',
  ).toBe(true);
  expect(seen.policyErrors, 'Content-Security-Policy errors in the console').toEqual([]);
  expect(seen.pageErrors, 'uncaught errors').toEqual([]);
});

test("with a token in the Headers tab the explorer answers as the token's owner, not the signed-in member", async ({ page, request }) => {
  // Another member, with a witness of their own and a read token (made through their session, as the API Access card does).
  const owner = await createMember(request);
  expect((await request.post('/api/auth/login', { data: { username: owner.username, password: owner.password } })).status()).toBe(200);
  await entryWithWitness(request, 'Tova Tokenowner');
  const created = await request.post('/api/tokens', { data: { name: 'Explorer test', scopes: ['read'] } });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  expect(token).toMatch(/^uc_pat_/);
  await request.post('/api/auth/logout', { data: {} });

  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-query-editor')).toContainText('# My journal entries with witnesses');

  await page.getByRole('button', { name: 'Headers' }).click();
  const headers = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden)');
  await headers.click();
  await page.keyboard.insertText(`{"Authorization": "Bearer ${token}"}`);
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && r.method() === 'POST' && r.postData()?.includes('journalEntries') === true,
  );
  await page.getByRole('button', { name: /Execute query/ }).click();
  expect((await sent).headers()['authorization']).toBe(`Bearer ${token}`);
  await expect(responsePane(page)).toContainText('"Tova Tokenowner"');

  // Without the header: the session's member, who has no entries.
  await headers.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(responsePane(page)).toContainText('"journalEntries": []');
  // The history keeps the operation, never the header: nothing the browser stores holds the token.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).toContain('MyJournalEntriesWithWitnesses');
  expect(stored).not.toContain(token);
});

// GraphiQL's own markup that this app cannot change without patching the package: each operation tab is an
// `li role="tab"` holding its select and close buttons (nested-interactive). Anything else fails the test.
const GRAPHIQL_OWN = (id: string, targets: string[]) => id === 'nested-interactive' && targets.every((t) => /graphiql-tab|^li/.test(t));

async function seriousFindings(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))
    .filter((v) => !GRAPHIQL_OWN(v.id, v.targets))
    .map((v) => `${label}: ${v.id} on ${v.targets.join(', ')}`);
}

test('axe on the explorer, light and dark: on opening, and with a result and the docs open', async ({ page, request }) => {
  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  await entryWithWitness(page.request);
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/graphql');
    await expectDrawnIn(page, scheme);
    found.push(...(await seriousFindings(page, `${scheme}, opened`)));
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect(responsePane(page)).toContainText('"Noor Witness"');
    await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
    const docs = page.getByRole('region', { name: 'Documentation Explorer' });
    await docs.getByText('Query', { exact: true }).click();
    await expect(docs.getByText('journalEntries', { exact: true })).toBeVisible();
    found.push(...(await seriousFindings(page, `${scheme}, result and docs`)));
    await page.getByRole('button', { name: /Hide Documentation Explorer/ }).click();
  }
  expect(found).toEqual([]);
});
