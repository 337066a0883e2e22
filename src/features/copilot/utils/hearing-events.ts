// What each event of the Copilot's HearingSession does on the screen (docs/realtime.md, "The screens' side"): the
// tab's channel and `micAsInterviewer` become the notice (with "Share the tab again"), the interviewer's words the
// transcript, a turn's answer events go to the caller (the answer desk), what is only information to the one problem
// place, a step down to uploads says so, and "still hearing…" follows the turn it waits for. Failures (a fatal one
// ends the hearing) are worded by useHearingSession, which hands the screen every event. Split from
// use-copilot-hearing.ts, which holds that state.
import { t } from 'i18next';
import type { Dispatch, SetStateAction } from 'react';
import { said } from '@/data/live-sessions/use-hearing-session';
import type { HearingSessionEvent } from '@/lib/hearing/hearing-session-types';
import { continueTurn, hearTurn, type HeardTranscript } from '@/features/copilot/utils/heard-transcript';

/** What the person should know about the channels; `canShareTab`: "Share the tab again" helps. */
export interface HearingNotice {
  message: string;
  canShareTab: boolean;
}

export type AnswerEvent = Extract<HearingSessionEvent, { type: 'draftStarted' | 'draftCancelled' | 'confirmed' | 'turnContinued' }>;

/** The screen's state and callbacks an event reaches (use-copilot-hearing.ts holds them). */
interface HearingScreen {
  setIsTabHeard: (isHeard: boolean) => void;
  setNotice: (notice: HearingNotice | null) => void;
  setHeard: Dispatch<SetStateAction<HeardTranscript>>;
  /** The turn whose confirm waits for words still being transcribed ("still hearing…"). */
  setStillHearing: Dispatch<SetStateAction<string | null>>;
  /** A draft started, was cancelled, or the turn was confirmed: the caller answers. */
  onAnswerEvent: (event: AnswerEvent) => void;
  /** Something to know that is not a failure (Answer now with nothing new to answer). */
  onInfo: (message: string) => void;
}

export function showHearingEvent(event: HearingSessionEvent, screen: HearingScreen): void {
  switch (event.type) {
    case 'channel':
      if (event.channel !== 'tab') return;
      screen.setIsTabHeard(event.status === 'connected');
      return screen.setNotice(event.status === 'connected' ? null : { message: said(event), canShareTab: true });
    case 'micAsInterviewer':
      return screen.setNotice({ message: t('copilot:hearing.micAsInterviewer', { problem: said(event) }), canShareTab: true });
    case 'interviewerText':
      return screen.setHeard((current) => hearTurn(current, event.turnKey, event.text));
    case 'turnContinued':
      screen.setHeard((current) => continueTurn(current, event.fromKey, event.turnKey));
      return screen.onAnswerEvent(event);
    case 'draftStarted':
    case 'draftCancelled':
    case 'confirmed':
      return screen.onAnswerEvent(event);
    case 'nothingToAnswer':
      return screen.onInfo(t('copilot:hearing.nothingToAnswer'));
    case 'steppedDown':
      return screen.setNotice({ message: t('copilot:hearing.steppedDown'), canShareTab: false });
    case 'stillHearing':
      return screen.setStillHearing(event.turnKey);
    case 'turnEnded':
      return screen.setStillHearing((key) => (key === event.turnKey ? null : key));
  }
}
