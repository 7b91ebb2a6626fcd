import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, seriousViolations, signInQuickly, test } from './fixtures';

// axe (WCAG 2.2 AA) finds no serious or critical violation on any screen, signed out and in, member and
// admin, light and dark, on a 375px phone and a desktop; and a toast never covers the header's menu button on a phone.

// 'desk': behind the Union Desk's guard (stewards and officers); e2e/union-desk.spec.ts checks those screens as a
// steward and an officer work them, and a member here sees the guard's message once.
type Access = 'member' | 'admin' | 'public' | 'desk';
interface Screen {
  /** What a failure names: the route, and the dialog open on it if any. */
  name: string;
  path: string;
  /** Opens the screen's main dialog or drawer once the page is shown. */
  open?: (page: Page) => Promise<void>;
}

/**
 * The app's routes as web/src/app/router.tsx declares them, so that a new screen is checked without editing this test:
 * each leaf `<Route>`'s full path, admin when under the AdminGuard, public when its Shell has a public page. The
 * catch-all becomes a path no screen has (the 404 page).
 */
function routesFromRouter(): Array<{ path: string; access: Access }> {
  const source = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/app/router.tsx'), 'utf8');
  const body = source.slice(source.indexOf('<Routes>'), source.indexOf('</Routes>'));
  const routes: Array<{ path: string; access: Access }> = [];
  const stack: Array<{ segment: string; attributes: string }> = [];
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('<Route', at);
    const close = body.indexOf('</Route>', at);
    if (open === -1 && close === -1) break;
    if (close !== -1 && (open === -1 || close < open)) {
      stack.pop();
      at = close + '</Route>'.length;
      continue;
    }
    // The opening tag ends at the first '>' outside braces (elements are written inside {...}).
    let depth = 0;
    let end = open + '<Route'.length;
    for (; end < body.length; end += 1) {
      if (body[end] === '{') depth += 1;
      else if (body[end] === '}') depth -= 1;
      else if (body[end] === '>' && depth === 0) break;
    }
    const attributes = body.slice(open + '<Route'.length, end);
    const segment = (/\bpath="([^"]*)"/.exec(attributes)?.[1] ?? '').replace('*', 'no-such-screen');
    const selfClosing = attributes.trimEnd().endsWith('/');
    const chain = [...stack, { segment, attributes }];
    const full = `/${chain
      .map((r) => r.segment)
      .filter(Boolean)
      .join('/')}`.replace(/(no-such-screen\/)+/, '');
    if (selfClosing) {
      const access: Access = chain.some((r) => r.attributes.includes('AdminGuard'))
        ? 'admin'
        : chain.some((r) => r.attributes.includes('UnionDeskGuard'))
          ? 'desk'
          : chain.some((r) => r.attributes.includes('publicPage'))
            ? 'public'
            : 'member';
      if (!routes.some((r) => r.path === full)) routes.push({ path: full, access });
    } else {
      stack.push({ segment, attributes });
    }
    at = end + 1;
  }
  return routes;
}

const ROUTES = routesFromRouter();
/** An agreement in another layout, for the contract import's preview. */
const CORPUS_AGREEMENT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../graphql-server/data/contract/corpus/transit-operators/agreement.md',
);
// Twelve tests (three roles, two themes, two sizes), each in its own browser context: both workers take them.
test.describe.configure({ mode: 'parallel' });
const VIEWPORTS = [
  { name: '375px', size: { width: 375, height: 812 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
];

test('the route table is read from the router', () => {
  const paths = (access: Access) => ROUTES.filter((r) => r.access === access).map((r) => r.path);
  expect(paths('member')).toEqual(expect.arrayContaining(['/', '/contract', '/grievances', '/my-grievances', '/profile']));
  expect(paths('admin')).toEqual(expect.arrayContaining(['/admin', '/admin/bulletins', '/admin/allowlist']));
  expect(paths('public')).toEqual(expect.arrayContaining(['/terms', '/privacy', '/no-such-screen']));
  expect(paths('desk')).toEqual(expect.arrayContaining(['/cases', '/cases/:id']));
});

/** The screens each role is checked on. GraphiQL's /graphql is the explorer spec's (its own nested-interactive finding). */
function screensOf(role: 'signed-out' | 'member' | 'admin'): Screen[] {
  const routes = (access: Access) => ROUTES.filter((r) => r.access === access).map((r) => ({ name: r.path, path: r.path }));
  if (role === 'signed-out') {
    return [
      { name: '/ (Sign In)', path: '/' },
      { name: '/ (Register)', path: '/', open: (page) => page.getByRole('tab', { name: 'Register' }).click() },
      ...routes('public'),
    ];
  }
  if (role === 'admin') {
    /** Clicks the button named `button` (the first of them) and waits for the dialog named `dialog`. */
    const dialogOf =
      (button: string | RegExp, dialog: string) =>
      async (page: Page): Promise<void> => {
        await page.getByRole('button', { name: button }).first().click();
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      };
    return [
      ...routes('admin'),
      { name: '/admin/bulletins (Create Bulletin)', path: '/admin/bulletins', open: dialogOf('Create Bulletin', 'Create Bulletin') },
      { name: '/admin/bulletins (Edit Bulletin)', path: '/admin/bulletins', open: dialogOf(/^Edit /, 'Edit Bulletin') },
      { name: '/admin/bulletins (Delete Bulletin)', path: '/admin/bulletins', open: dialogOf(/^Delete /, 'Delete Bulletin') },
      { name: '/admin/allowlist (Add Email)', path: '/admin/allowlist', open: dialogOf('Add Email', 'Add Email to Allowlist') },
      { name: '/admin/allowlist (Remove Email)', path: '/admin/allowlist', open: dialogOf(/^Remove /, 'Remove Email') },
      {
        name: '/admin/members (a member)',
        path: '/admin/members',
        open: async (page) => {
          await page
            .getByTestId('member-row')
            .first()
            .getByRole('button', { name: /^Open / })
            .click();
          await expect(page.getByTestId('member-details')).toBeVisible();
        },
      },
      {
        // Only asked: the account stays active.
        name: '/admin/members (Disable Account)',
        path: '/admin/members',
        open: async (page) => {
          await page.getByRole('button', { name: 'Open Marcus Reyes' }).click();
          await page.getByRole('switch', { name: /^Active/ }).click({ force: true });
          await expect(page.getByRole('dialog', { name: 'Disable Account' })).toBeVisible();
        },
      },
      { name: '/admin/members?tab=roster', path: '/admin/members?tab=roster' },
      { name: '/admin/members?tab=roster (Add Steward)', path: '/admin/members?tab=roster', open: dialogOf('Add Steward', 'Add Steward') },
      { name: '/admin/members?tab=roster (Edit Steward)', path: '/admin/members?tab=roster', open: dialogOf(/^Edit /, 'Edit Steward') },
      {
        name: '/admin/members?tab=roster (Deactivate Steward)',
        path: '/admin/members?tab=roster',
        open: dialogOf(/^Deactivate /, 'Deactivate Steward'),
      },
      {
        // Choosing a file only shows the outline: nothing is published, so the other tests' contract stays.
        name: '/admin/contract (import preview)',
        path: '/admin/contract',
        open: async (page) => {
          await page.locator('input[type=file]').setInputFiles(CORPUS_AGREEMENT);
          await expect(page.getByTestId('import-preview')).toContainText('section(s)');
        },
      },
    ];
  }
  return [
    ...routes('member'),
    ...routes('public'),
    // A member at an admin route sees the guard's message, and at the Union Desk its own.
    { name: '/admin (not an administrator)', path: '/admin' },
    { name: '/cases (not a steward)', path: '/cases' },
    {
      name: '/ (navigation sheet on a phone, sidebar on a desktop)',
      path: '/',
      open: async (page) => {
        const burger = page.getByRole('button', { name: 'Open navigation' });
        if (await burger.isVisible()) {
          await burger.click();
          await expect(page.getByRole('dialog')).toBeVisible();
        }
      },
    },
    {
      name: '/ (meeting wizard, first step)',
      path: '/',
      open: async (page) => {
        await page.getByRole('button', { name: 'INITIATE MEETING' }).first().click();
        await expect(page.getByRole('dialog', { name: 'Grievance Meeting' })).toBeVisible();
      },
    },
    {
      name: '/grievances (New Journal Entry form)',
      path: '/grievances',
      open: async (page) => {
        await page.getByRole('button', { name: 'New Entry' }).click();
        await expect(page.getByRole('dialog', { name: 'New Journal Entry' })).toBeVisible();
      },
    },
    {
      name: '/grievances (Convert to Grievance dialog)',
      path: '/grievances',
      open: async (page) => {
        await page.getByRole('button', { name: 'Convert to Grievance' }).and(page.locator(':enabled')).first().click();
        const dialog = page.getByRole('dialog', { name: 'Convert to Grievance' });
        await expect(dialog.getByRole('button', { name: /^Add to violation:/ }).first()).toBeVisible();
      },
    },
    {
      name: '/contract (an answer)',
      path: '/contract',
      open: async (page) => {
        await page.getByRole('button', { name: 'Overtime rules' }).click();
        await expect(page.getByTestId('ai-message').first()).toContainText(/Confidence: \d+%/);
      },
    },
  ];
}

/**
 * Opens a route of the app. Another build of web/dist while the suite runs can answer one navigation with an error
 * instead of the app's page (seen as a 400 'Bad request'): that navigation is retried, up to 10 seconds.
 */
async function openPage(page: Page, route: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if ((await page.goto(route))?.ok()) return;
    await page.waitForTimeout(1000);
  }
}

/** Waits until the screen has loaded its data (no loader, no skeleton, no request in flight). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-label="Loading"], .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
  // Modals, drawers and toasts fade in: axe must see their final colours.
  await page.waitForTimeout(350);
}

for (const theme of ['light', 'dark'] as const) {
  for (const role of ['signed-out', 'member', 'admin'] as const) {
    for (const viewport of VIEWPORTS) {
      test(`${role}, ${theme} theme, ${viewport.name}: no serious or critical axe violation on any screen`, async ({ page }, testInfo) => {
        // An administrator has the most screens (members, the roster, the Union Desk, the contract import).
        test.setTimeout(role === 'admin' ? 240_000 : 150_000);
        // The theme as the toggle remembers it, so the app itself starts in it.
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        if (role !== 'signed-out') await signInQuickly(page, role);
        const found: string[] = [];
        await page.setViewportSize(viewport.size);
        for (const screen of screensOf(role)) {
          await openPage(page, screen.path);
          await expect(page.locator('html'), `${screen.name} at ${viewport.name} is shown in the ${theme} theme`).toHaveAttribute(
            'data-mantine-color-scheme',
            theme,
          );
          await settle(page);
          if (screen.open) {
            await screen.open(page);
            await settle(page);
          }
          if (screen.path === '/' && !screen.open && role === 'member' && viewport.name === '375px') {
            await page.screenshot({ path: testInfo.outputPath(`home-375-${theme}.png`), fullPage: true });
          }
          for (const violation of await seriousViolations(page)) found.push(`${screen.name} at ${viewport.name}: ${violation}`);
        }
        expect(found, `axe: serious or critical violations (${role}, ${theme} theme, ${viewport.name})`).toEqual([]);
      });
    }
  }
}

test('on a phone, the Registration Successful toast does not cover the header menu button', async ({ page, request }) => {
  const email = `a11y_${Date.now()}@example.org`;
  expect((await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).status()).toBe(200);
  expect((await request.post('/api/admin/email-allowlist', { data: { email } })).status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill(`a11y${Date.now()}`);
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Personal email').fill(email);
  await page.getByLabel('Employee number').fill(`A${Date.now()}`);
  await page.getByLabel('Hire date').fill('2023-04-01');
  await page.getByRole('combobox', { name: 'Employment status' }).click();
  await page.getByRole('option', { name: 'Full-Time Employee' }).click();
  await page.getByRole('textbox', { name: 'Password' }).fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await page.waitForTimeout(350);

  // What a tap at the centre of each header control lands on is the control itself, not the toast.
  for (const name of ['Open navigation', 'Toggle theme', 'Sign Out']) {
    const control = page.getByRole('button', { name });
    const box = await control.boundingBox();
    if (!box) throw new Error(`${name} is not shown`);
    const hit = await control.evaluate(
      (el, [x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === el || el.contains(top));
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit, `${name} is covered at its centre`).toBe(true);
  }
  await expect(page.getByText('Registration Successful')).toBeVisible();
});
