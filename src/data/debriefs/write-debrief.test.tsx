// Writing a debrief keeps, with it, the pieces of the person's record its suggested answers cite (issue #39): only
// those, as the gateway sent them with the completion.
import type { EvidencePiece } from '@shared/evidence.ts';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { useWriteDebrief } from './write-debrief';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
const catalogue: EvidencePiece[] = [
  { ref: 'E1', id: 'experience:a#0', kind: 'experience', title: 'Acme — Data lead', text: 'Data lead at Acme' },
  { ref: 'E2', id: 'fact:1', kind: 'fact', title: '', text: 'Speak Spanish' },
];
vi.mock('@/lib/ai', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/ai')>()),
  completeAnswer: vi.fn(async (_request: unknown, options: { onEvidence?: (evidence: EvidencePiece[]) => void }) => {
    options.onEvidence?.(catalogue);
    return JSON.stringify({
      questions: [{ question: 'Why us?', suggested: 'At Acme [E1] I led data.', note: '' }],
      wentWell: ['Calm'],
      toWorkOn: ['Numbers'],
      toSend: [],
      thankYou: { subject: 'Thanks', body: 'Dear Bill' },
    });
  }),
}));

describe('useWriteDebrief', () => {
  beforeEach(() => {
    resetFakeSupabase();
    fakeSupabase.tables.interview_debriefs = [];
  });

  it('saves the debrief with the pieces its suggested answers cite, and reads them back', async () => {
    let write: ReturnType<typeof useWriteDebrief> | undefined;
    function Probe() {
      write = useWriteDebrief();
      return null;
    }
    renderWithProviders(<Probe />);
    const saved = await write?.mutateAsync({ interviewId: 'iv-1', language: 'en', signature: 'Ana' });
    expect(fakeSupabase.tables.interview_debriefs[0]).toMatchObject({ interview_id: 'iv-1', evidence: [catalogue[0]] });
    expect(saved?.evidence).toEqual([catalogue[0]]);
    expect(saved?.questions[0].suggested).toBe('At Acme [E1] I led data.');
  });
});
