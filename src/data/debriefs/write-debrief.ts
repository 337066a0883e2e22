// Writes an interview's debrief: the gateway reads the interview's Copilot history and notes itself (purpose
// `debrief`, one question charged) and answers in JSON; the checked result is saved over any earlier debrief of the
// interview, keeping the outcome the person recorded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiLanguage } from '@shared/ai-contract.ts';
import { t } from 'i18next';
import { completeAnswer } from '@/lib/ai';
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
}

async function writeDebrief({ interviewId, language }: WriteDebriefInput): Promise<Debrief> {
  const reply = await completeAnswer({ purpose: 'debrief', session: interviewSessionId(interviewId), settings: { interviewLanguage: language } });
  const content = parseModelDebrief(reply);
  // The AI's answer did not have the debrief's shape: nothing is saved.
  if (!content) throw new Error(t('application-detail:debrief.unreadable'));
  const { data, error } = await supabase
    .from('interview_debriefs')
    .upsert({ interview_id: interviewId, language, ...content }, { onConflict: 'interview_id' })
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
    // A written debrief spent a question, even when its answer could not be read or saved.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: creditsKeys.all }),
  });
}
