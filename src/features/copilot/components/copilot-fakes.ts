// Fake modules for the Copilot screen's tests: the hearing session, the AI client and the applications list. Kept apart from
// the render helpers, because vi.mock factories import this file while the screen is still loading.
import type { HearingSessionEvent, HearingSessionOptions } from '@/lib/hearing/hearing-session-types';

export interface FakeHearing {
  options: HearingSessionOptions;
  stop: ReturnType<typeof vi.fn>;
  setListening: ReturnType<typeof vi.fn>;
  answerNow: ReturnType<typeof vi.fn>;
  reconnectTab: ReturnType<typeof vi.fn>;
  setTiming: ReturnType<typeof vi.fn<(timing: HearingSessionOptions['timing']) => void>>;
  /** Emits what a real session would. */
  emit: (event: HearingSessionEvent) => void;
}

/** Whether the AI gateway says it is configured (getAiCapabilities). */
export const aiState = { isConfigured: true };

export const hearingState = {
  session: null as FakeHearing | null,
  /** Start fails as the real one does: a fatal error event (the tab and the microphone could not open). */
  startError: null as string | null,
};

/** Replaces '@/lib/hearing/hearing-session': start connects the microphone and the tab unless `startError` is set. */
export function fakeHearingModule() {
  return {
    HearingSession: class implements FakeHearing {
      options: HearingSessionOptions;
      stop = vi.fn();
      setListening = vi.fn();
      answerNow = vi.fn();
      reconnectTab = vi.fn(async () => undefined);
      setTiming = vi.fn();
      nextTurnSeq = 1;
      /** No turn of the hearing is in progress in these fakes (the tests' turns carry their own keys). */
      turnKey = () => 'fake:no-turn';
      constructor(options: HearingSessionOptions) {
        this.options = options;
        hearingState.session = this;
      }
      emit(event: HearingSessionEvent) {
        this.options.onEvent(event);
      }
      async start() {
        if (hearingState.startError) return this.emit({ type: 'error', message: hearingState.startError, isFatal: true });
        this.emit({ type: 'channel', channel: 'tab', status: 'connected' });
        this.emit({ type: 'channel', channel: 'mic', status: 'connected' });
      }
    },
  };
}

/** Replaces '@/lib/ai': the answer stream is a mock to script; AI is configured as `aiState.isConfigured` says. */
export async function fakeAiModule(importOriginal: () => Promise<typeof import('@/lib/ai')>) {
  return {
    ...(await importOriginal()),
    streamAnswer: vi.fn(),
    transcribeAudio: vi.fn(),
    getAiCapabilities: vi.fn(async () => ({ configured: aiState.isConfigured, realtime: null })),
  };
}

/** Replaces '@/data/applications/get-applications': one application with one interview. */
export function fakeApplicationsModule() {
  const data = [
    {
      id: 'a1',
      company_name: 'Initech',
      job_title: 'Product Owner',
      job_offer_content: 'Own billing.',
      interviews: [{ id: 'i1', name: 'HR call', date: '2099-11-30T10:00:00Z' }],
    },
  ];
  return { useApplications: () => ({ data, isPending: false, isError: false, error: null, refetch: vi.fn() }) };
}
