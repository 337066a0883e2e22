// What a hearing event's problem says to the person: lib/hearing names problems, the screen words them.
import { t } from 'i18next';
import type { HearingProblem } from '@/lib/hearing/hearing-session-types';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';

/** A hearing event's problem in the person's language; the session's own (English) message when it names none. */
export function said(event: { message?: string; problem?: HearingProblem }): string {
  if (event.problem) return t(`copilot:hearing.problems.${event.problem}`);
  return event.message ?? LISTENING_MESSAGES.transcriptionFailed;
}
