// The Interview Coach (docs/product.md#coach, #coach-interview): a spoken mock interview. Pick what it is about, hear a
// question, answer by voice or text, read and hear feedback and the next question; end for a summary saved to past
// sessions (each answered turn is saved at once: a session left before its end is there too, to summarise). Leaving a
// live session asks first. Layout only: the behaviour is in useCoachController (docs/architecture.md).
import { useTranslation } from 'react-i18next';
import { CreditLimitModal } from '@/components/credit-limit-modal';
import { Composer } from '@/components/live-session/composer';
import { LeaveWarningDialog } from '@/components/live-session/leave-warning-dialog';
import { SessionSelector } from '@/components/live-session/session-selector';
import { ErrorAlert } from '@/components/ui/error-alert';
import { DEMO_SESSION_ID } from '@/data/live-sessions/session-id';
import { useCoachController } from '@/features/coach/hooks/use-coach-controller';

import { CoachChat } from './coach-chat';
import { CoachToolbar } from './coach-toolbar';
import { NoQuestionsNotice } from './no-questions-notice';
import { PastSessions } from './past-sessions';
import { PracticeQuestions } from './practice-questions';
import { SessionSummary } from './session-summary';

export interface CoachScreenProps {
  /** Preselected session (`?session=app_<id>`). */
  initialSessionId?: string | null;
  /** `?practice=analysis`: the saved analysis's likely questions come first. */
  practice?: string | null;
  /** `?offer=<id>` with `practice=negotiation`: the Coach plays that offer's recruiter (issue #43). */
  offer?: string | null;
}

export function CoachScreen({ initialSessionId = null, practice = null, offer = null }: CoachScreenProps) {
  const { t } = useTranslation(['coach', 'application-detail']);
  const coach = useCoachController({ initialSessionId, practice, offer });
  const { subject, interview, recognition, composer, pastSessions, problem, isRunning } = coach;
  const { phase, activity } = interview;

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-sm text-slate-600">{coach.title}</p>
        {coach.isRolePlay && (
          <p className="mt-2 rounded-lg border border-slate-200 bg-brand-50 p-3 text-sm text-slate-800" data-testid="role-play-note">
            {t('application-detail:offers.rolePlay')}
          </p>
        )}
      </header>

      {isRunning ? (
        <CoachToolbar coach={coach} />
      ) : phase === 'ended' && interview.finished ? (
        <SessionSummary
          interview={interview.finished}
          isSaving={interview.isSaving}
          onRetrySave={() => void interview.retrySave()}
          onNewSession={interview.reset}
        />
      ) : (
        <>
          {coach.isOutOfQuestions && <NoQuestionsNotice monthlyLimit={coach.monthlyLimit} />}
          <SessionSelector
            subject={subject}
            onChange={coach.selectSubject}
            onStart={coach.start}
            isConnecting={phase === 'starting'}
            requiresSelection={false}
            pendingLabel={t('selector.starting')}
            description={t('selector.description')}
            footnote={coach.footnote}
            canStart={!coach.isOutOfQuestions}
          />
          {subject.sessionId && subject.sessionId !== DEMO_SESSION_ID && (
            <PracticeQuestions
              groups={coach.practiceQuestions.groups}
              selected={coach.practiceQuestions.chosen}
              onChange={coach.practiceQuestions.choose}
              focus={coach.practiceQuestions.focus}
            />
          )}
        </>
      )}

      {problem && <ErrorAlert title={problem.detail ? problem.title : undefined}>{problem.detail ?? problem.title}</ErrorAlert>}
      {isRunning && interview.audioNotice && <ErrorAlert>{interview.audioNotice}</ErrorAlert>}
      {isRunning && interview.isAudioOff && <p className="text-sm text-slate-600">{t('messages.audioOff')}</p>}

      {isRunning && (
        <>
          <CoachChat turns={interview.turns} isProcessing={activity === 'processing'} />
          {/* While answering by voice, Ctrl/⌘+Enter is "I'm done" (useDoneKey): it ends the spoken answer and sends it. */}
          <Composer
            label={t('composer.answer')}
            hint={recognition.isMicOn ? t('composer.hintMicOn') : t('composer.hintMicOff')}
            placeholder={t('composer.placeholder')}
            rows={4}
            value={composer.answer}
            onChange={composer.setAnswer}
            interim={recognition.interim}
            sendsOnCtrlEnter={!recognition.isMicOn}
            isSending={activity === 'processing'}
            onSend={composer.send}
          />
        </>
      )}

      {!isRunning && (
        <PastSessions
          sessions={pastSessions.data}
          isPending={pastSessions.isPending}
          error={pastSessions.isError ? pastSessions.error : null}
          onRetry={() => void pastSessions.refetch()}
          labelFor={subject.labelFor}
          onSummarise={(session) => void interview.summarise(session)}
          onResume={coach.resume}
          summarisingId={interview.summarisingId}
        />
      )}

      <LeaveWarningDialog isActive={isRunning} description={t('messages.leaveWarning')} />
      <CreditLimitModal open={interview.isCreditLimitOpen} onOpenChange={(open) => !open && interview.closeCreditLimit()} monthlyLimit={coach.monthlyLimit} />
    </div>
  );
}
