import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMember, expect, signIn, test } from './fixtures';

// The Contract Assistant in the built app, answering offline from the demo's SAMPLE agreement.

const sample = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../graphql-server/data/contract/sample-agreement.md');

test('a member asks by chip and by typing, sees the pending indicator, the answer with its confidence and sources, and opens a source', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  // Slow the answers a little so the pending state can be seen.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('AskContract')) await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.goto('/contract');
  await expect(page.getByRole('heading', { name: 'Contract Assistant' })).toBeVisible();
  await expect(page.getByTestId('employment-status')).toHaveText('Full-Time');
  await expect(page.getByTestId('chat-area')).toHaveCSS('height', '600px');

  await page.getByRole('button', { name: 'Overtime rules' }).click();
  await expect(page.getByTestId('user-message').first()).toContainText('What are the rules for overtime?');
  await expect(page.getByText('Analyzing your question...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send question' })).toBeDisabled();
  const first = page.getByTestId('ai-message').first();
  await expect(first).toContainText('Article 7, Section');
  await expect(first).toContainText(/Confidence: \d+%/);
  await expect(page.getByText('Analyzing your question...')).toBeHidden();

  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Send question' })).toBeDisabled();
  await input.fill('');
  await input.pressSequentially('Can I refuse to do work');
  await input.press('Shift+Enter');
  await input.pressSequentially('that is unsafe?');
  await expect(input).toHaveValue('Can I refuse to do work\nthat is unsafe?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('user-message').nth(1)).toContainText('that is unsafe?');
  const second = page.getByTestId('ai-message').nth(1);
  await expect(second).toContainText('Article 18, Section 18.2 - Right to Refuse Unsafe Work says:');

  await second.getByRole('button', { name: 'Article 18, Section 18.2 - Right to Refuse Unsafe Work' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Article 18, Section 18.2 - Right to Refuse Unsafe Work' })).toBeVisible();
  await expect(drawer).toContainText('An employee who in good faith believes that an assignment presents an imminent danger');
  await expect(drawer).toContainText('Safety and Health');
});

test('on a phone, a long answer opens at its first line; a failed question shows the error toast and comes back to the input', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await createMember(request);
  await signIn(page, member.username, member.password);
  await page.goto('/contract');
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill('What happens in an investigatory meeting? Can I be fired?');
  await input.press('Enter');
  const answer = page.getByTestId('ai-message').first();
  await expect(answer).toContainText('talk to your shop steward');
  // The answer is taller than the chat area: its beginning, not its end, is what the member sees first.
  const placement = () =>
    answer.evaluate((node) => {
      const viewport = node.closest('.mantine-ScrollArea-viewport') as HTMLElement;
      const a = node.getBoundingClientRect();
      const v = viewport.getBoundingClientRect();
      return { taller: a.height > v.height, startVisible: a.top >= v.top - 1 && a.top < v.top + 40 };
    });
  await expect.poll(placement).toEqual({ taller: true, startVisible: true });

  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('AskContract') ? route.abort('connectionrefused') : route.continue(),
  );
  await input.fill('  How much notice before a schedule change?  ');
  await input.press('Enter');
  await expect(page.getByText('Failed to get answer. Please try again.')).toBeVisible();
  await expect(page.getByTestId('user-message').nth(1)).toHaveText(/How much notice before a schedule change\?/);
  await expect(input).toHaveValue('How much notice before a schedule change?');
  await page.unroute('**/graphql');
  await input.press('Enter');
  await expect(page.getByTestId('ai-message').nth(1)).toContainText('Article 6, Section 6.4 - Schedule Changes');
});

test('an off-topic question is declined, and a part-time member gets the part-time provision first', async ({ page, request }) => {
  const member = await createMember(request, { employmentStatus: 'part_time' });
  await signIn(page, member.username, member.password);
  await page.goto('/contract');
  await expect(page.getByTestId('employment-status')).toHaveText('Part-Time');
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill('How is overtime paid?');
  await input.press('Enter');
  const answer = page.getByTestId('ai-message').first();
  await expect(answer).toContainText('As a part-time employee, the part-time provisions apply to you first.');
  await expect(answer.getByRole('button').first()).toHaveText('Article 14, Section 14.3 - Part-Time Overtime');
  await input.fill('What is the 401k match?');
  await input.press('Enter');
  const declined = page.getByTestId('ai-message').nth(1);
  await expect(declined).toContainText('The contract does not appear to cover this question.');
  await expect(declined).toContainText(/Confidence: ([0-9]|[12][0-9]|3[0-4])%/);
});

test('an administrator uploads an agreement, previews its outline and publishes it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/contract');
  await expect(page.getByRole('heading', { name: 'Contract Import' })).toBeVisible();
  const current = page.getByTestId('current-contract');
  await expect(current).toContainText('SAMPLE Agreement');
  const before = Number((await current.textContent())?.match(/Version (\d+)/)?.[1]);
  await page.locator('input[type=file]').setInputFiles(sample);
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('Markdown');
  await expect(preview).toContainText('2 document(s), 98 section(s)');
  await expect(preview).toContainText('Article 7, Section 7.4 - Mandatory Overtime');
  await expect(preview).toContainText('Letter of Agreement 1 - Extreme Weather and Ramp Closures');
  await expect(page.getByLabel('Effective date')).toHaveValue('2020-03-26');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Contract Published')).toBeVisible();
  await expect(current).toContainText(`Version ${before + 1}`);
  await expect(preview).toBeHidden();
});
