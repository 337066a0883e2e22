// Helpers for the coach specs: record what the page tries to say (the gateway's speech scheduled through Web Audio, and
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
 * Records every audio buffer started through Web Audio ("webaudio:<samples>") and every speechSynthesis.speak() (which
 * then "ends" at once). With failAudio, starting a buffer throws, as where the browser refuses audio output.
 * `endlessAudio`: the Coach's audio loops without ending (a long reply) until it is stopped, so speaking over it can be
 * seen to stop it.
 */
export async function recordSpeech(page: Page, options: { failAudio?: boolean; endlessAudio?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ failAudio, endlessAudio }: { failAudio: boolean; endlessAudio: boolean }) => {
      window.__coachPlayed = [];
      window.__coachSpoken = [];
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<AudioBufferSourceNode['start']>) {
        if (failAudio) throw new DOMException('No audio output device', 'NotAllowedError');
        window.__coachPlayed.push(`webaudio:${this.buffer?.length ?? 0}`);
        if (endlessAudio) this.loop = true;
        return start.apply(this, args);
      };
      if ('speechSynthesis' in window) {
        window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
          window.__coachSpoken.push(utterance.text);
          setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 50);
        };
      }
    },
    { failAudio: options.failAudio ?? false, endlessAudio: options.endlessAudio ?? false },
  );
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
