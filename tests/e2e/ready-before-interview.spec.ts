// Ready before the interview (issue #27), in real Chromium on the built app:
// - the hearing check with a real tab capture (MACHINE-FACTS.md): the "meeting" is our own test phrase page
//   (/hearing-test.html, titled "Offerpilot hearing test") picked by Chromium's auto-select flag, the microphone is the fake
//   device playing the candidate; heard ✓ for both, and "shared without its audio" when the share carries no audio track
//   (the real share with its audio track removed, as Chrome returns it when "Also share tab audio" is unticked);
// - from an interview's page: "Open the Copilot" preselects it, the answer pops out into a Document Picture-in-Picture
//   window (the API exists and opens in headless Chromium 150 here, so that is the path exercised, not the popup
//   fallback) and a typed question's answer streams into it; closing it brings the answer back; "Rehearse with the
//   Coach" starts the Coach on that interview.
// Screenshots in tmp/ready-screenshots at 1440×900 and 390×844, English and French.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { recordSpeech } from './coach-helpers.ts';
import { fakeMicrophone, hearingDir, seedApplicationWithInterview } from './copilot-helpers.ts';
import { expect, signInViaUi, test, type TestUser } from './fixtures.ts';
import { launchWithMeeting } from './tab-audio.ts';
import { updateAs } from './tracker-helpers.ts';
import type { E2eEnv } from './e2e-env.ts';

const SCREENSHOTS = 'tmp/ready-screenshots';
const baseLaunch = config.use?.launchOptions ?? {};

// The default page's Chromium (the hearing check launches its own, for the real tab capture).
test.use(fakeMicrophone);

/** A Chromium that captures our hearing test page's tab for real and hears the candidate on its fake microphone. */
async function launchWithHearingTest(playwright: typeof import('playwright-core'), e2e: E2eEnv) {
  const dir = hearingDir();
  const meetingPage = { path: '/hearing-test.html?lang=en', title: 'Offerpilot hearing test' };
  const launched = await launchWithMeeting(playwright, { appUrl: e2e.appUrl, micWavPath: path.join(dir, 'mic-candidate.wav'), base: baseLaunch, meetingPage });
  await expect(launched.meeting.page).toHaveTitle(meetingPage.title);
  return launched;
}

async function openHearingCheck(page: Page, user: TestUser) {
  await signInViaUi(page, user);
  await page.goto('/copilot3');
  await page.getByRole('button', { name: 'Check hearing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hearing check' });
  await dialog.getByRole('button', { name: 'Check hearing' }).click();
  return dialog;
}

test.describe('the hearing check, with a real meeting tab', () => {
  let browser: Browser | null = null;
  test.afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  test('hears the interviewer from the tab and the candidate from the microphone', async ({ playwright, e2e, user }) => {
    test.setTimeout(60_000);
    const launched = await launchWithHearingTest(playwright, e2e);
    browser = launched.browser;
    const { page } = launched;
    const dialog = await openHearingCheck(page, user);
    await expect(dialog.getByTestId('hearing-check-tab')).toContainText('Heard ✓ The Copilot hears the meeting tab.', { timeout: 15_000 });
    await expect(dialog.getByTestId('hearing-check-mic')).toContainText('Heard ✓ The Copilot hears you.', { timeout: 15_000 });
    await expect(dialog.getByRole('meter', { name: 'Interviewer — from the meeting tab' })).toBeVisible();
    await expect(dialog.getByRole('meter', { name: 'You — microphone' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/hearing-check-heard.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/hearing-check-heard-phone.png` });
    // Nothing was spent: no question, no transcription.
    await dialog.getByRole('button', { name: 'Stop the check' }).click();
    await expect(page.getByTestId('credits-badge')).toContainText('10/10');
    // Stopped, both meters are back at zero (they kept their last level, which carried into the next check).
    await expect(dialog.getByRole('meter', { name: 'Interviewer — from the meeting tab' })).toHaveAttribute('aria-valuenow', '0');
    await expect(dialog.getByRole('meter', { name: 'You — microphone' })).toHaveAttribute('aria-valuenow', '0');
  });

  test('says the tab was shared without its audio', async ({ playwright, e2e, user }) => {
    test.setTimeout(60_000);
    const launched = await launchWithHearingTest(playwright, e2e);
    browser = launched.browser;
    const { page } = launched;
    // The real share, its audio track dropped: what Chrome returns when "Also share tab audio" is unticked.
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const share = devices.getDisplayMedia.bind(devices);
      devices.getDisplayMedia = async (constraints) => {
        const stream = await share(constraints);
        for (const track of stream.getAudioTracks()) {
          track.stop();
          stream.removeTrack(track);
        }
        return stream;
      };
    });
    const dialog = await openHearingCheck(page, user);
    await expect(dialog.getByTestId('hearing-check-tab')).toContainText('No sound: the tab was shared without its audio.');
    await expect(dialog.getByTestId('hearing-check-mic')).toContainText('Heard ✓', { timeout: 15_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/hearing-check-no-audio.png` });
  });
});

test.describe('from an interview’s page', () => {
  test('opens the Copilot on it, pops the answer out over the meeting, and rehearses it with the Coach', async ({ page, e2e, user }) => {
    test.setTimeout(90_000);
    const { applicationId, interviewId } = await seedApplicationWithInterview(e2e, user);
    await recordSpeech(page);
    await signInViaUi(page, user);
    await page.goto(`/application/${applicationId}`);
    await expect(page.getByRole('link', { name: 'Open the Copilot for Initech - Product Owner' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/application-page.png`, fullPage: true });
    await page.getByRole('link', { name: 'Open the Copilot for Hiring manager' }).click();
    await expect(page).toHaveURL(new RegExp(`/copilot3\\?session=int_${interviewId}$`));
    await expect(page.getByLabel('Interview or application')).toHaveValue(`int_${interviewId}`);
    await page.screenshot({ path: `${SCREENSHOTS}/copilot-preselected.png` });

    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    const floating = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Pop out the answer over the meeting' }).click();
    const pip = await floating;
    await expect(page.getByText('The answer floats over your meeting in its own window.')).toBeVisible();
    await expect(pip.getByRole('button', { name: 'Answer now' })).toBeVisible();
    await expect(pip.getByRole('button', { name: 'Listen' })).toBeVisible();
    // A question sent from the page is answered in the floating window as it streams.
    await page.getByLabel('Transcript').fill('Why do you want to work at Initech?');
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = pip.getByTestId('copilot-answer');
    await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible({ timeout: 20_000 });
    await expect(pip.getByText('Question: Why do you want to work at Initech?')).toBeVisible();
    await expect(page.getByTestId('copilot-answer')).toHaveCount(0);
    await pip.screenshot({ path: `${SCREENSHOTS}/pop-out-window.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/copilot-popped-out.png` });
    // Closing the window brings the answer back to the page.
    await pip.close();
    await expect(page.getByTestId('copilot-answer').locator('strong', { hasText: 'Suggested answer' })).toBeVisible();

    await page.goto(`/application/${applicationId}`);
    await page.getByRole('link', { name: 'Rehearse with the Coach: Hiring manager' }).click();
    await expect(page).toHaveURL(new RegExp(`/coach\\?session=int_${interviewId}$`));
    await expect(page.getByLabel('Interview or application')).toHaveValue(`int_${interviewId}`);
    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(page.getByTestId('coach-question').first()).toBeVisible({ timeout: 20_000 });
  });

  test('the picker, the application page and the Help Center in French, on a phone and a desktop', async ({ page, e2e, user }) => {
    test.setTimeout(60_000);
    const { applicationId } = await seedApplicationWithInterview(e2e, user);
    await signInViaUi(page, user);
    expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { language: 'fr' })).toHaveLength(1);
    await page.evaluate(() => window.localStorage.setItem('offerpilot.language', 'fr'));
    await page.goto(`/application/${applicationId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Ouvrir le Copilot pour Hiring manager' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/application-page-fr.png`, fullPage: true });
    await page.goto('/copilot3');
    const groups = page.getByLabel('Entretien ou candidature').locator('optgroup');
    await expect(groups).toHaveCount(3);
    expect(await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('label')))).toEqual(['Entretiens à venir', 'Candidatures', 'Essayer']);
    await page.getByRole('button', { name: 'Vérifier l’écoute' }).click();
    await expect(page.getByRole('dialog', { name: 'Vérification de l’écoute' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/hearing-check-fr.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/hearing-check-fr-phone.png` });
    await page.keyboard.press('Escape');
    await page.goto('/copilot2');
    await expect(page.getByText('Le Copilot v2 garde les réglages fixes d’origine')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/copilot-v2-fr-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Centre d’aide' }).click();
    const help = page.getByRole('dialog', { name: 'Centre d’aide' });
    await expect(help.getByRole('heading', { name: 'Faire entendre le recruteur au Copilot' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/help-center-fr.png` });
  });
});
