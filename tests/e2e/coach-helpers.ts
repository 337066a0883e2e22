// Helpers for the coach specs: record what the page tries to say (the <audio> element's play() and
// speechSynthesis.speak(), which has no voices in headless Chromium), and start a coach session.
import { expect, type Page } from '@playwright/test';
import { selectSession } from './fixtures.ts';

declare global {
  interface Window {
    __coachPlayed: string[];
    __coachSpoken: string[];
  }
}

/**
 * Records every play() of a media element and every speechSynthesis.speak() (which then "ends" at once).
 * `endlessAudio`: the Coach's audio plays without ending (a long reply), so speaking over it can be seen to stop it.
 */
export async function recordSpeech(page: Page, options: { failAudio?: boolean; endlessAudio?: boolean } = {}): Promise<void> {
  await page.addInitScript(({ failAudio, endlessAudio }: { failAudio: boolean; endlessAudio: boolean }) => {
    window.__coachPlayed = [];
    window.__coachSpoken = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      window.__coachPlayed.push(this.src);
      if (failAudio) return Promise.reject(new DOMException('No audio output device', 'NotAllowedError'));
      if (endlessAudio) return Promise.resolve();
      return play.call(this);
    };
    if ('speechSynthesis' in window) {
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        window.__coachSpoken.push(utterance.text);
        setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 50);
      };
    }
  }, { failAudio: options.failAudio ?? false, endlessAudio: options.endlessAudio ?? false });
}

export async function playedSources(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__coachPlayed);
}

export async function spokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__coachSpoken);
}

/** Picks a session, starts it and waits for the first question. */
export async function startCoachSession(page: Page, optionLabel: string): Promise<string> {
  await selectSession(page, optionLabel);
  await page.getByRole('button', { name: 'Start Session' }).click();
  const question = page.getByTestId('coach-question').first();
  await expect(question).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
  return ((await question.textContent()) ?? '').replace(/^Coach asks:\s*/, '').trim();
}
