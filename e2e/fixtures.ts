import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'union-demo-2020';

/** Pages start with the splash already seen (one test checks the splash itself) and the light theme. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem('splash_seen', '1'));
    await use(page);
  },
});
export { expect };

/** Signs in through the real form. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** Signs in through the API (faster, for tests about something else); the cookie is shared with the page. */
export async function signInQuickly(page: Page, username: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
}

let sequence = 0;
/**
 * A brand-new member of our own (tests do not share members): the demo admin allowlists the email through the
 * API, then the member registers through the API. Returns the credentials.
 */
export async function createMember(request: APIRequestContext, overrides: Record<string, string> = {}) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1000)}`;
  const member = {
    username: `m_${tag}`,
    password: 'a-strong-password',
    personalEmail: `m_${tag}@example.org`,
    employeeNumber: `E${tag}`.slice(0, 30),
    firstName: 'Robin',
    lastName: 'Tester',
    employmentStatus: 'full_time',
    hireDate: '2021-06-01',
    ...overrides,
  };
  const admin = await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(admin.status()).toBe(200);
  const allow = await request.post('/api/admin/email-allowlist', { data: { email: member.personalEmail } });
  expect(allow.status()).toBe(201);
  await request.post('/api/auth/logout', { data: {} });
  const reg = await request.post('/api/auth/register', { data: member });
  expect(reg.status()).toBe(201);
  await request.post('/api/auth/logout', { data: {} });
  return member;
}

/**
 * WCAG 2.2 AA as axe checks it: no serious or critical violation in `scope` (a CSS selector, default the whole page),
 * in the light and the dark theme (set as the theme toggle sets it), at the page's current size.
 */
export async function expectAccessible(page: Page, scope?: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-mantine-color-scheme', value), scheme);
    let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    if (scope) axe = axe.include(scope);
    const { violations } = await axe.analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${scheme}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, `axe found serious or critical violations in the ${scheme} theme`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
}

/**
 * Every serious or critical WCAG 2.2 AA violation axe finds on the page as it is now (one theme, one size), one line
 * each: rule, impact, axe's one-line help and the elements (their markup's start; for contrast, the colours). `scope` is a CSS selector (default: the page).
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  // Only violations are wanted: axe then skips recording every passing node (a page's run is about twice as fast).
  let axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] });
  if (scope) axe = axe.include(scope);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}, on ${v.nodes.map(describeNode).join('; ')}`);
}

/** One element axe flagged, short enough to read in a list: its markup's start and, for contrast, the colours. */
function describeNode(node: { html: string; any: Array<{ data?: unknown }> }) {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)` : '';
  return `${node.html.replace(/\s+/g, ' ').slice(0, 110)}${colours}`;
}
