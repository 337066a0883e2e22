// Answers held to the evidence (issue #39), on the built app in Chromium: the fake upstream, asked to cite, answers
// with the employer of the person's experience cited and an invented figure cited all the same. The page and the
// floating window show the cited one's source on hover and keyboard focus, and mark the invented one "not in your
// record"; no marker ever shows.
import { seedApplicationWithInterview, fakeMicrophone } from './copilot-helpers.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

test.use(fakeMicrophone);

const CITED = 'Globex, source: Experience: Globex — Business Analyst';
const INVENTED = '47, not in your record';

async function expectCitations(page: Page, answer: Locator, { withKeyboard }: { withKeyboard: boolean }) {
  await expect(answer.getByRole('button', { name: INVENTED })).toBeVisible({ timeout: 20_000 });
  await expect(answer).not.toContainText('[E');
  const cited = answer.getByRole('button', { name: CITED });
  await cited.hover();
  await expect(answer.getByRole('tooltip')).toHaveText('Experience: Globex — Business Analyst“Business Analyst at Globex, 2021-01-01 to present”');
  await answer.getByRole('button', { name: INVENTED }).hover();
  await expect(answer.getByRole('tooltip')).toContainText('Not in your record');
  await page.mouse.move(0, 0);
  await expect(answer.getByRole('tooltip')).toHaveCount(0);
  // The keyboard reaches each mark and opens its source; Escape closes it. (In the page: a headless floating window
  // hands the focus back to its opener, which closes what focus opened.)
  if (!withKeyboard) return;
  await cited.focus();
  await expect(cited).toHaveAttribute('aria-expanded', 'true');
  await expect(answer.getByRole('tooltip')).toContainText('Business Analyst at Globex');
  await page.keyboard.press('Escape');
  await expect(answer.getByRole('tooltip')).toHaveCount(0);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a cited answer shows its source and marks what the record does not hold, in the page and the floating window (${viewport.width})`, async ({
    page,
    e2e,
    user,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { interviewId } = await seedApplicationWithInterview(e2e, user);
    await signInViaUi(page, user);
    await page.goto(`/copilot3?session=int_${interviewId}`);
    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop' }).click();

    await page.getByLabel('Transcript').fill(`Tell me about your last role. ${test.info().testId}`);
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.getByTestId('copilot-answer');
    await expectCitations(page, answer, { withKeyboard: true });
    await expectNoSeriousAxeViolations(page);

    const floating = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Pop out the answer over the meeting' }).click();
    const pip = await floating;
    const floatingAnswer = pip.getByTestId('copilot-answer');
    await expectCitations(pip, floatingAnswer, { withKeyboard: false });
  });
}
