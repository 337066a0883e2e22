// Writes an interview's debrief: the gateway reads the interview's Copilot history and notes itself (purpose
// `debrief`, one question charged) and answers in JSON, which it has checked by the rule used here
// (@shared/debrief-answer.ts): an answer that is not a debrief is refused with its question given back. The result is
// saved over any earlier debrief of the interview, keeping the outcome the person recorded, with the pieces of the
// person's record its suggested answers cite (issue #39).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiLanguage } from '@shared/ai-contract.ts';
import { citedPieces, type EvidencePiece } from '@shared/evidence.ts';
import { t } from 'i18next';
import { completeAnswer, toAiError } from '@/lib/ai';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { creditsKeys } from '@/data/credits/keys';
import { interviewSessionId } from '@/data/live-sessions/session-id';
import { parseModelDebrief } from './debrief-schema';
import { debriefKeys } from './keys';
import { parseDebriefRow } from './parse-debrief-row';
import { DEBRIEF_COLUMNS, type Debrief } from './types';

interface WriteDebriefInput {
  interviewId: string;
  language: AiLanguage;
  /** How the thank-you email is signed: the person's first name, or a placeholder to fill in when none is known. */
  signature: string;
}

async function writeDebrief({ interviewId, language, signature }: WriteDebriefInput): Promise<Debrief> {
  const unreadable = () => new Error(t('application-detail:debrief.unreadable'));
  let catalogue: EvidencePiece[] = [];
  const request = { purpose: 'debrief', session: interviewSessionId(interviewId), settings: { interviewLanguage: language } } as const;
  const reply = await completeAnswer(request, { onEvidence: (evidence) => (catalogue = evidence) }).catch((error: unknown) => {
    throw toAiError(error).code === 'unreadable_answer' ? unreadable() : error;
  });
  const content = parseModelDebrief(reply, signature);
  // The AI's answer did not have the debrief's shape (the gateway gave its question back): nothing is saved.
  if (!content) throw unreadable();
  // Kept with it: the pieces its suggested answers cite, so each cited specific shows its source (issue #39).
  const evidence = citedPieces(
    content.questions.map((entry) => entry.suggested),
    catalogue,
  ).map(({ ref, id, kind, title, text }) => ({ ref, id, kind, title, text }));
  const { data, error } = await supabase
    .from('interview_debriefs')
    .upsert({ interview_id: interviewId, language, ...content, evidence }, { onConflict: 'interview_id' })
    .select(DEBRIEF_COLUMNS)
    .single();
  if (error) throw new DataError(error, 'The debrief could not be saved.');
  return parseDebriefRow(data);
}

export function useWriteDebrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeDebrief,
    onSuccess: (debrief) => {
      queryClient.setQueryData(debriefKeys.detail(debrief.interview_id), debrief);
      void queryClient.invalidateQueries({ queryKey: debriefKeys.lists() });
    },
    // A written debrief spent a question, even when it could not be saved (an unreadable one was given back).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
  });
}
