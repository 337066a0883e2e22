// Fake modules for the Copilot screen's tests: the transcription engine and the applications list. Kept apart from
// the render helpers, because vi.mock factories import this file while the screen is still loading.
interface EngineCallbacks {
  onText: (text: string) => void;
  onSegmentClosed?: () => void;
  onStatus?: (status: string) => void;
  onLevel?: (level: number) => void;
  onError?: (error: Error) => void;
}

export const engineState = {
  engine: null as null | { options: EngineCallbacks; startListening: ReturnType<typeof vi.fn>; stopListening: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn> },
  connectError: null as Error | null,
};

/** Replaces '@/lib/transcription/engine'. */
export function fakeEngineModule() {
  return {
    TranscriptionEngine: class {
      options: EngineCallbacks;
      startListening = vi.fn();
      stopListening = vi.fn(async () => undefined);
      disconnect = vi.fn(async () => undefined);
      constructor(options: EngineCallbacks) {
        this.options = options;
        engineState.engine = this;
      }
      async connect() {
        if (engineState.connectError) throw engineState.connectError;
        this.options.onStatus?.('connected');
      }
    },
  };
}

/** Replaces '@/data/applications/get-applications': one application with one interview. */
export function fakeApplicationsModule() {
  const data = [
    { id: 'a1', company_name: 'Initech', job_title: 'Product Owner', job_offer_content: 'Own billing.', interviews: [{ id: 'i1', name: 'HR call', date: '2026-11-30T10:00:00Z' }] },
  ];
  return { useApplications: () => ({ data, isPending: false, isError: false, error: null, refetch: vi.fn() }) };
}
