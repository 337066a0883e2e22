// The negotiation brief (issue #43): the browser names the application; the gateway reads its offers, the person's
// other offers and live applications, the interviews' debriefs and the standing rules itself (purpose `negotiation`,
// one question charged). The gateway also keeps the brief, with the moment it was written, on the offer it leads with
// (the application's newest) before it answers (supabase/functions/ai/negotiation-brief.ts), so a reload or a closed
// tab never loses a charged brief; the browser never writes it, it reads the kept brief back. Asked again, it is
// written again from the record as it is then, and replaces it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiLanguage } from '@shared/ai-contract.ts';
import { completeAnswer } from '@/lib/ai';
import { supabase } from '@/lib/supabase';
import { creditsKeys } from '@/data/credits/keys';
import { applicationSessionId } from '@/data/live-sessions/session-id';
import { offerKeys } from './keys';
import type { Offer } from './types';

interface WriteBriefInput {
  applicationId: string;
  language: AiLanguage;
}

interface NegotiationBriefText {
  text: string;
  /** ISO timestamp. */
  writtenAt: string;
  /** False when it was written (and charged) but the gateway could not keep it: the person is told to copy it. */
  isSaved: boolean;
}

/** The last brief kept with one of these offers (an application's), or null. */
export function savedNegotiationBrief(
  offers: ReadonlyArray<Pick<Offer, 'id' | 'negotiation_brief' | 'negotiation_brief_at'>>,
): (NegotiationBriefText & { offerId: string }) | null {
  let last: (NegotiationBriefText & { offerId: string }) | null = null;
  for (const offer of offers) {
    if (!offer.negotiation_brief || !offer.negotiation_brief_at) continue;
    if (last && Date.parse(last.writtenAt) >= Date.parse(offer.negotiation_brief_at)) continue;
    last = { text: offer.negotiation_brief, writtenAt: offer.negotiation_brief_at, isSaved: true, offerId: offer.id };
  }
  return last;
}

async function writeNegotiationBrief({ applicationId, language }: WriteBriefInput): Promise<NegotiationBriefText> {
  const text = await completeAnswer({ purpose: 'negotiation', session: applicationSessionId(applicationId), settings: { responseLanguage: language } });
  // The question is spent whatever happens next: the brief is shown, kept or not, and says when it was not kept.
  const { data, error } = await supabase.from('offers').select('id, negotiation_brief, negotiation_brief_at').eq('application_id', applicationId);
  const kept = error ? null : savedNegotiationBrief(data);
  if (kept?.text === text) return { text, writtenAt: kept.writtenAt, isSaved: true };
  return { text, writtenAt: new Date().toISOString(), isSaved: false };
}

export function useWriteNegotiationBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeNegotiationBrief,
    onSuccess: (brief) => {
      if (brief.isSaved) void queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
  });
}
