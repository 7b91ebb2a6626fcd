import type { Page, Request } from '@playwright/test';
import { createMember, expect, signIn, test } from './fixtures';

// The sign-in screen runs without Apollo Client (a plain fetch asks who is signed in, the local's names, and signs in);
// the signed-in shell brings the client, its cache seeded with what the sign-in screen learnt.

/** The GraphQL operations the page sends, by name, in order. */
function recordOperations(page: Page) {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const query = String(request.postDataJSON()?.query ?? '');
    names.push(query.match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1] ?? '?');
  });
  return names;
}

test('signing in asks for the member and the local once: the shell does not ask again', async ({ page, request }) => {
  const member = await createMember(request);
  const operations = recordOperations(page);
  await signIn(page, member.username, member.password);
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${member.firstName}`);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page.getByText(member.username, { exact: true })).toBeVisible();
  expect(operations.filter((name) => name === 'Me')).toHaveLength(1);
  expect(operations.filter((name) => name === 'Branding')).toHaveLength(1);
  expect(operations).toContain('Login');
});

test('after signing out, another member signs in on the same page and sees their own name and profile', async ({ page, request }) => {
  const first = await createMember(request, { firstName: 'Avery' });
  const second = await createMember(request, { firstName: 'Jordan' });
  await signIn(page, first.username, first.password);
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, Avery');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Username' }).fill(second.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(second.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, Jordan');
  await page.goto('/profile');
  await expect(page.getByText(second.username, { exact: true })).toBeVisible();
  await expect(page.getByText(first.username, { exact: true })).toHaveCount(0);
});

test('a session that expires brings back the sign-in screen, and signing in again returns to the page', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  await page.goto('/contract');
  const input = page.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeVisible();
  // The shell's own first requests are answered before the session goes: one of them refused would bring the
  // sign-in screen back before the question is typed.
  await page.waitForLoadState('networkidle');
  // The server no longer knows this browser (as when the session's idle or absolute limit passes).
  await context.clearCookies();
  await input.fill('How much notice before a schedule change?');
  await input.press('Enter');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page).toHaveURL('/contract');
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible();
});

test('the sign-in screen shows the local and keeps the theme chosen before', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(/Local \d+ · Fleet Service/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a visitor downloads none of the signed-in side; a member reloading the home gets it with the page, none of the sign-in screen, and Apollo Client with the next page', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/assets/')) scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The page has settled on the sign-in screen: nothing of Apollo Client, the shell or the home was fetched.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /\/(apollo|AppLayout|SignedIn|home\.page)-/.test(s))).toEqual([]);
  expect(scripts.filter((s) => s.startsWith('/assets/AuthScreen-'))).toHaveLength(1);

  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${member.firstName}`);
  // Signed in through the form, the home's client asks for the announcements itself: that request (and its Apollo
  // Client code) must be over before the reload is watched, or a slow machine counts it as the reloaded page's.
  await expect(page.getByTestId('announcements-loading')).toHaveCount(0);
  scripts.length = 0;
  const operations = recordOperations(page);
  await page.reload();
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${member.firstName}`);
  // The announcements' skeleton gives way (to the cards, or to nothing when there is no announcement).
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('announcements-loading')).toHaveCount(0);
  // The announcements asked for by the page's first script are the ones the home shows: asked once.
  expect(operations.filter((name) => name === 'HomeAnnouncements')).toHaveLength(1);
  for (const name of ['AppLayout', 'SignedIn', 'home.page']) {
    expect(scripts.filter((s) => s.startsWith(`/assets/${name}-`) && s.endsWith('.js'))).toHaveLength(1);
  }
  // The sign-in screen is a visitor's: a member's page neither links nor fetches it.
  expect(scripts.filter((s) => s.startsWith('/assets/AuthScreen-'))).toEqual([]);
  // The home's first screen runs without Apollo Client; the first other page brings it, once.
  expect(scripts.filter((s) => s.startsWith('/assets/apollo-'))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Shop Stewards' }).click();
  await expect(page.getByRole('heading', { name: 'Shop Steward Directory' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.startsWith('/assets/apollo-'))).toHaveLength(1);
});
