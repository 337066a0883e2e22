// A saved debrief's suggested answers cite the person's record (issue #39), on the built app in Chromium: read back
// from public.interview_debriefs with the pieces they cite, the cited employer shows its source on keyboard focus and
// the invented figure is marked "not in your record"; no marker shows. English at 1440, French at 390.
import { seedApplicationWithInterview } from './copilot-helpers.ts';
import { expect, expectNoSeriousAxeViolations, signInInFrench, signInViaUi, test } from './fixtures.ts';
import { insertAs } from './tracker-helpers.ts';

const LOCALES = [
  {
    viewport: { width: 1440, height: 900 },
    signIn: signInViaUi,
    debrief: 'Debrief',
    cited: 'Globex, source: Experience: Globex — Business Analyst',
    invented: '47, not in your record',
    drill: 'Drill these',
  },
  {
    viewport: { width: 390, height: 844 },
    signIn: signInInFrench,
    debrief: 'Bilan',
    cited: 'Globex, source : Expérience : Globex — Business Analyst',
    invented: '47, absent de votre dossier',
    drill: 'S’entraîner sur ces questions',
  },
] as const;

for (const words of LOCALES) {
  test(`a debrief's suggested answer shows its sources and marks what the record lacks (${words.viewport.width})`, async ({ page, e2e, user }) => {
    await page.setViewportSize(words.viewport);
    const { applicationId, interviewId } = await seedApplicationWithInterview(e2e, user);
    const piece = {
      ref: 'E1',
      id: `experience:${interviewId}#0`,
      kind: 'experience',
      title: 'Globex — Business Analyst',
      text: 'Business Analyst at Globex, 2021-01-01 to present',
    };
    await insertAs(e2e, user, 'interview_debriefs', [
      {
        interview_id: interviewId,
        questions: [{ question: 'Tell me about a project you led', suggested: 'At Globex [E1] I cut churn by 47% [E1].', note: '' }],
        went_well: ['Clear story'],
        to_work_on: ['Give numbers'],
        to_send: [],
        thank_you_subject: 'Thank you',
        thank_you_body: 'Dear Bill',
        evidence: [piece],
      },
    ]);
    await words.signIn(page, user);
    await page.goto(`/application/${applicationId}?debrief=${interviewId}`);
    const suggested = page.getByRole('region', { name: words.debrief, exact: true }).getByTestId('debrief-suggested');
    await expect(suggested.getByRole('button', { name: words.invented })).toBeVisible({ timeout: 20_000 });
    await expect(suggested).not.toContainText('[E');
    const cited = suggested.getByRole('button', { name: words.cited });
    await cited.focus();
    await expect(suggested.getByRole('tooltip')).toContainText('Business Analyst at Globex');
    await page.keyboard.press('Escape');
    await expect(suggested.getByRole('tooltip')).toHaveCount(0);
    // The page as a whole, the "Drill these" link included: its screen-reader name starts with its visible words.
    await expectNoSeriousAxeViolations(page);
    await expect(page.getByRole('link', { name: words.drill })).toBeVisible();
  });
}
