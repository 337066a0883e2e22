// Row shape of public.interview_debriefs as the SPA reads it, with its JSON columns checked (debrief-schema.ts).
import type { AiLanguage } from '@shared/ai-contract.ts';
import type { EvidencePiece } from '@shared/evidence.ts';
import type { Tables } from '@/types/database';
import type { DebriefContent, DebriefOutcome } from './debrief-schema';

/** `evidence`: the pieces of the person's record its suggested answers cite (issue #39); none in a debrief written before. */
export type Debrief = Pick<Tables<'interview_debriefs'>, 'id' | 'interview_id' | 'created_at' | 'updated_at'> &
  DebriefContent & { language: AiLanguage; outcome: DebriefOutcome | null; evidence?: EvidencePiece[] };

export const DEBRIEF_COLUMNS =
  'id, interview_id, questions, went_well, to_work_on, to_send, language, thank_you_subject, thank_you_body, outcome, evidence, created_at, updated_at';
