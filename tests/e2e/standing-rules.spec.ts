// Standing rules (issue #39): written once in Settings, they go into the upstream request of a Copilot answer, and a
// finished answer that breaks one a machine can check is flagged under it. Bad input is refused in the form.
import type { Page } from '@playwright/test';
import { chatRequestsAbout, fakeMicrophone, startCopilotSession } from './copilot-helpers.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';
import { selectAs } from './tracker-helpers.ts';

test.use(fakeMicrophone);

async function openStandingRules(page: Page) {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile settings' });
  const section = dialog.getByRole('region', { name: 'Standing rules' });
  await expect(section.getByLabel('New rule')).toBeVisible();
  return section;
}

test('a rule added in Settings reaches the Copilot’s upstream request, and an answer that breaks it is flagged', async ({ page, user, e2e }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  const section = await openStandingRules(page);
  const field = section.getByLabel('New rule');
  const add = section.getByRole('button', { name: 'Add rule' });

  // Bad input: said in the form, nothing saved.
  await field.fill('x'.repeat(2_000));
  await add.click();
  await expect(section.getByText('A rule holds at most 200 characters: shorten it.')).toBeVisible();
  await field.fill('Never say <b>boss</b>');
  await add.click();
  await expect(section.getByText('A rule is plain text: remove the HTML tag (< followed by a letter).')).toBeVisible();
  expect(await selectAs(e2e, user, 'standing_rules', 'select=body')).toEqual([]);

  // The fake upstream's answer ends with "- Then the result.": this rule is broken by every answer.
  for (const rule of ['Never say then the result', 'Answer in under 45 seconds']) {
    await field.fill(rule);
    await add.click();
    await expect(section.getByRole('list', { name: 'Standing rules' }).getByText(rule)).toBeVisible();
  }
  await expect(section.getByText('2 of 20 rules')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/copilot2');
  await startCopilotSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Stop' }).click();
  const question = `What is your biggest weakness? ${test.info().testId}`;
  await page.getByLabel('Interviewer’s question (transcript)').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByTestId('copilot-answer')).toContainText('Then the result.');
  const flag = page.getByRole('region', { name: 'Breaks your standing rules' });
  await expect(flag).toHaveText(/“Never say then the result”: it says “then the result”\./);
  // The length rule is kept by this short answer: only the broken rule is named.
  await expect(flag.getByRole('listitem')).toHaveCount(1);

  const [sent] = await chatRequestsAbout(e2e, question);
  expect(sent.messages?.[0].content).toContain('- Never say then the result\n- Answer in under 45 seconds (at most 112 words)');
});
