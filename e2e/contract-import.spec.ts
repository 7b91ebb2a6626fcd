import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMember, expect, signIn, test } from './fixtures';

// A local's administrator imports its own agreement (another layout, another craft) from the admin screen,
// and a member's question that only that agreement answers is answered from it. This file runs against a server of
// its own (playwright.config.ts: the 'own-contract' project), so that replacing the published contract does not
// change the answers the other files expect from the sample.

const transit = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../graphql-server/data/contract/corpus/transit-operators/agreement.md',
);

test('an administrator imports another agreement, and a member is answered from it', async ({ page, request, browser }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/contract');
  await page.locator('input[type=file]').setInputFiles(transit);
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('Markdown');
  await expect(preview).toContainText('3 document(s), 118 section(s)');
  await expect(preview).toContainText('Article 7, Section 7.4 - Spread Time');
  await expect(preview).toContainText('Memorandum of Understanding 1 - Extraboard Pilot');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Contract Published')).toBeVisible();
  await expect(page.getByTestId('current-contract')).toContainText('Collective Bargaining Agreement');

  const member = await createMember(request);
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await memberPage.addInitScript(() => sessionStorage.setItem('splash_seen', '1'));
  await signIn(memberPage, member.username, member.password);
  await memberPage.goto('/contract');
  const input = memberPage.getByRole('textbox', { name: 'Your question' });
  // 'Spread' is a transit word: the sample agreement has no such section.
  await input.fill('when do i get paid extra for spread time');
  await input.press('Enter');
  const answer = memberPage.getByTestId('ai-message').first();
  await expect(answer).toContainText('Article 7, Section 7.4 - Spread Time says:');
  await expect(answer).toContainText('time and one-half');
  await input.fill('do we get free bus passes for our family');
  await input.press('Enter');
  await expect(memberPage.getByTestId('ai-message').nth(1)).toContainText('The contract does not appear to cover this question.');
  await context.close();
});
