// What the Copilot screen's tests share: the screen rendered signed in, and the steps "start a session" and "hear
// the interviewer". The fakes are in copilot-fakes.ts and src/testing/fake-supabase.ts.
import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { fakeSession, WithAuth } from '@/testing/fake-auth-state';
import { renderWithProviders } from '@/testing/render';
import { resetFakeSupabase } from '@/testing/fake-supabase';
import { COPILOT_V3 } from '@/features/copilot/utils/copilot-variants';
import { CopilotScreen } from './copilot-screen';
import { aiState, hearingState } from './copilot-fakes';

export { aiState, hearingState };

export function resetCopilot() {
  hearingState.session = null;
  hearingState.startError = null;
  aiState.isConfigured = true;
  // jsdom has no audio worklet: give the ladder a browser that can hear (the hearing session itself is faked).
  Object.assign(window, { AudioWorkletNode: class {} });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn() } });
  resetFakeSupabase({ ai_response_length: 'short', interview_language: 'de', ai_response_language: 'es', answer_timing: 'pause' });
  window.matchMedia = vi
    .fn()
    .mockImplementation(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() })) as unknown as typeof window.matchMedia;
}

export function renderScreen(variant = COPILOT_V3) {
  return renderWithProviders(
    <WithAuth state={{ session: fakeSession() }}>
      <CopilotScreen variant={variant} />
    </WithAuth>,
  );
}

export async function startSession(user: ReturnType<typeof userEvent.setup>, value = 'app_a1') {
  await user.selectOptions(await screen.findByLabelText('Interview or application'), value);
  await user.click(screen.getByRole('button', { name: 'Start Session' }));
  await screen.findByRole('timer', { name: 'Session time' });
}

/** The interviewer's words so far in turn `turnKey`. */
export function hear(text: string, turnKey = 'app_a1:1') {
  act(() => hearingState.session?.emit({ type: 'interviewerText', turnKey, text }));
}
