import { createMember, expect, expectAccessible, signIn, test } from './fixtures';

// An airline local (LABOR_LAW=rla, the default): until an officer confirms the agreement's provision, a member is told
// to ask, have it noted, answer truthfully and call a steward after; once confirmed, the words cite the provision.
test('an officer confirms the representation provision; the wizard and the assistant then cite it, and withdrawing undoes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/admin');
  const settings = page.getByRole('region', { name: 'Representation rights' });
  await expect(settings.getByText('Railway Labor Act (airlines and railroads)')).toBeVisible();
  await expect(settings.getByTestId('admin-words-to-say')).not.toContainText(/choose not to participate/);
  await expect(settings).not.toContainText(/Weingarten/);
  await expectAccessible(page);

  // The contract engine's first proposal, confirmed as it is (not letting a member decline).
  const proposal = settings.getByRole('radio').first();
  await proposal.check();
  const reference = await settings.getByRole('textbox', { name: /Provision as members will see it cited/ }).inputValue();
  expect(reference).toMatch(/Article \d+/);
  await settings.getByRole('button', { name: 'Confirm provision' }).click();
  await expect(page.getByText('Provision Confirmed', { exact: true })).toBeVisible();
  await expect(settings.getByTestId('confirmed-provision')).toContainText(reference);

  const memberPage = await (await browser.newContext()).newPage();
  const member = await createMember(memberPage.request);
  await signIn(memberPage, member.username, member.password);
  await memberPage.getByRole('button', { name: 'INITIATE MEETING' }).first().click();
  const dialog = memberPage.getByRole('dialog', { name: 'Grievance Meeting' });
  await expect(dialog.getByTestId('words-to-say')).toContainText(`Under ${reference} of our agreement`, { timeout: 30_000 });
  await expect(dialog.getByTestId('words-to-say')).not.toContainText('choose not to participate');
  await expect(dialog.getByRole('link', { name: /Find a steward now/ })).toHaveAttribute('href', '/shop-stewards');
  await memberPage.keyboard.press('Escape');

  await memberPage.goto('/contract');
  await memberPage.getByRole('textbox', { name: 'Your question' }).fill('Can I have a union rep when my supervisor questions me?');
  await memberPage.keyboard.press('Enter');
  const said = memberPage.getByTestId('answer-representation');
  await expect(said).toContainText(`Under ${reference} of our agreement`, { timeout: 30_000 });

  await settings.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Provision Withdrawn', { exact: true })).toBeVisible();
  await expect(settings.getByTestId('confirmed-provision')).toContainText('none confirmed');
  const rights = await memberPage.request.get('/api/rights/representation');
  expect((await rights.json()).script.kind).toBe('ask_and_note');
});
