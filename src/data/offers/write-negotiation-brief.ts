// The negotiation brief (issue #43): the browser names the application; the gateway reads its offers, the person's
// other offers and live applications, the interviews' debriefs and the standing rules itself (purpose `negotiation`,
// one question charged). The brief written is kept with the offer it leads with (the application's newest), with the
// moment it was written, so a reload shows it again instead of losing a charged brief; asked again, it is written again
// from the record as it is then, and replaces it.
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
  /** The offer the brief is kept with: the application's newest. */
  offerId: string;
  language: AiLanguage;
}

interface NegotiationBriefText {
  text: string;
  /** ISO timestamp. */
  writtenAt: string;
  /** False when it was written (and charged) but could not be kept: the person is told to copy it. */
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

async function writeNegotiationBrief({ applicationId, offerId, language }: WriteBriefInput): Promise<NegotiationBriefText> {
  const text = await completeAnswer({ purpose: 'negotiation', session: applicationSessionId(applicationId), settings: { responseLanguage: language } });
  const writtenAt = new Date().toISOString();
  // The question is spent whatever happens next: a brief that cannot be kept is still shown, and says so.
  const { data, error } = await supabase.from('offers').update({ negotiation_brief: text, negotiation_brief_at: writtenAt }).eq('id', offerId).select('id');
  return { text, writtenAt, isSaved: !error && data.length === 1 };
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
