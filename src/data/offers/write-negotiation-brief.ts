// The negotiation brief (issue #43): the browser names the application; the gateway reads its offers, the person's
// other offers and live applications, the interviews' debriefs and the standing rules itself (purpose `negotiation`,
// one question charged). The brief is shown, not stored: asked again, it is written again from the record as it is then.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiLanguage } from '@shared/ai-contract.ts';
import { completeAnswer } from '@/lib/ai';
import { creditsKeys } from '@/data/credits/keys';
import { applicationSessionId } from '@/data/live-sessions/session-id';

interface WriteBriefInput {
  applicationId: string;
  language: AiLanguage;
}

function writeNegotiationBrief({ applicationId, language }: WriteBriefInput): Promise<string> {
  return completeAnswer({ purpose: 'negotiation', session: applicationSessionId(applicationId), settings: { responseLanguage: language } });
}

export function useWriteNegotiationBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeNegotiationBrief,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
  });
}
