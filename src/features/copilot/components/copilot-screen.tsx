// The live copilot (docs/product.md#copilot): pick what the session is about, listen to the interviewer, send the
// question, read the suggested answer. v3 adds the side panel, the settings popup, the Space shortcut and the
// typewriter. Layout only: the behaviour is in useCopilotController (docs/architecture.md).
import { Info, MonitorUp, PanelRightClose, PanelRightOpen, PictureInPicture2, Settings, Stethoscope, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditLimitModal } from '@/components/credit-limit-modal';
import { Composer } from '@/components/live-session/composer';
import { HearingCheckDialog } from '@/components/live-session/hearing-check-dialog';
import { LeaveWarningDialog } from '@/components/live-session/leave-warning-dialog';
import { SessionSelector } from '@/components/live-session/session-selector';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { usePopOut } from '@/hooks/use-pop-out';
import type { AnswerTiming } from '@/lib/hearing/turn-config';
import { useCopilotController } from '@/features/copilot/hooks/use-copilot-controller';
import type { CopilotVariant } from '@/features/copilot/utils/copilot-variants';
import { useScreenQuestion } from '@/features/copilot/screen/hooks/use-screen-question';
import { ScreenQuestionBar, ScreenQuestionButton } from '@/features/copilot/screen/components/screen-question-bar';
import { useEndedSession } from '@/features/copilot/hooks/use-ended-session';
import { AnswerPanel } from './answer-panel';
import { CopilotSettingsDialog } from './copilot-settings-dialog';
import { DebriefInvite } from './debrief-invite';
import { FloatingAnswer } from './floating-answer';
import { SessionToolbar } from './session-toolbar';
import { SidePanel } from './side-panel';

/** What the transcript's hint says about answering; v2 has no settings of its own, so its Off points to Copilot 3's. */
function timingHintKey(timing: AnswerTiming, hasFixedSettings: boolean) {
  return timing === 'off' && hasFixedSettings ? 'screen.timingHints.offFixed' : (`screen.timingHints.${timing}` as const);
}

export function CopilotScreen({ variant, initialSessionId = null }: { variant: CopilotVariant; initialSessionId?: string | null }) {
  const { t } = useTranslation('copilot');
  const copilot = useCopilotController(variant, initialSessionId);
  const { subject, turn, panel, problem } = copilot;
  const { listening, ask } = turn;
  const [isHearingCheckOpen, setIsHearingCheckOpen] = useState(false);
  const popOut = usePopOut({ title: t('popOut.windowTitle') });
  const isAnswerShown = copilot.isConnected || copilot.isTypingWithoutMicrophone;
  // "What's on screen" is answered on the answer desk, like every question: one answer on screen, the newest.
  const screen = useScreenQuestion(ask.sendScreen);
  const { close: closePopOut } = popOut;
  const endedSessionId = useEndedSession(copilot.isConnected, subject.sessionId);
  // The floating answer ends with the session.
  useEffect(() => {
    if (!isAnswerShown) closePopOut();
  }, [isAnswerShown, closePopOut]);

  return (
    <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
      <div className="min-w-0 flex-1 space-y-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{variant.title}</h1>
            <p className="text-sm text-slate-600">{copilot.title}</p>
          </div>
          {/* Each label stays on one line (a wrapped label overflowed its 30 px button on a phone): the buttons wrap instead. */}
          <div className="flex flex-wrap gap-2 [&>button]:whitespace-nowrap">
            {isAnswerShown && !popOut.isOpen && (
              <Button variant="secondary" size="icon" aria-label={t('popOut.open')} title={t('popOut.open')} onClick={popOut.open}>
                <PictureInPicture2 aria-hidden="true" className="size-4" />
              </Button>
            )}
            {variant.hasSidePanel && (
              <>
                <Button variant="secondary" size="sm" onClick={() => copilot.settingsDialog.onOpenChange(true)}>
                  <Settings aria-hidden="true" className="size-4" /> {t('screen.settings')}
                </Button>
                {subject.sessionId && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={panel.isOpen}
                    aria-controls={panel.isShown ? panel.id : undefined}
                    onClick={panel.toggle}
                  >
                    {panel.isOpen ? <PanelRightClose aria-hidden="true" className="size-4" /> : <PanelRightOpen aria-hidden="true" className="size-4" />}
                    {panel.isOpen ? t('screen.hidePanel') : t('screen.showPanel')}
                  </Button>
                )}
              </>
            )}
          </div>
        </header>

        {copilot.settingsLoadError && (
          <ErrorAlert title={t('screen.settingsLoadError')}>{t('screen.settingsLoadErrorDetail', { message: copilot.settingsLoadError })}</ErrorAlert>
        )}

        {copilot.isConnected ? (
          <SessionToolbar copilot={copilot} onCheckHearing={() => setIsHearingCheckOpen(true)} />
        ) : (
          <SessionSelector
            subject={subject}
            onChange={copilot.selectSubject}
            onStart={copilot.start}
            isConnecting={listening.status === 'connecting'}
            requiresSelection={variant.requiresSelection}
            description={variant.fixedSettings ? t('screen.fixedSettingsNote') : undefined}
            footnote={copilot.footnote}
            actions={
              <Button type="button" variant="secondary" size="lg" onClick={() => setIsHearingCheckOpen(true)}>
                <Stethoscope aria-hidden="true" className="size-4" /> {t('hearingCheck.open')}
              </Button>
            }
          />
        )}

        {problem?.isInfo && (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            {problem.title}
          </p>
        )}
        {problem && !problem.isInfo && (
          <ErrorAlert title={problem.detail ? problem.title : undefined}>
            {problem.detail ?? problem.title}
            {problem.canResend && <p className="mt-1">{t('screen.questionKept')}</p>}
          </ErrorAlert>
        )}

        {copilot.hearingNotice && (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            <p className="min-w-0 flex-1">{copilot.hearingNotice.message}</p>
            {copilot.hearingNotice.shareTabAgain && (
              <Button variant="secondary" size="sm" onClick={copilot.hearingNotice.shareTabAgain}>
                <MonitorUp aria-hidden="true" className="size-4" /> {t('screen.shareTabAgain')}
              </Button>
            )}
          </div>
        )}

        <ScreenQuestionBar screen={screen} isEnabled={isAnswerShown} />

        {popOut.isRefused && <ErrorAlert>{t('popOut.refused')}</ErrorAlert>}

        {!copilot.isConnected && endedSessionId && <DebriefInvite option={subject.options.find((option) => option.value === endedSessionId)} />}

        {isAnswerShown && (
          <>
            <FloatingAnswer
              copilot={copilot}
              popOut={popOut.popOut}
              onBringBack={popOut.close}
              extraControls={<ScreenQuestionButton screen={screen} onPress={() => void screen.sendWholeFrame()} />}
            >
              {/* Popped out, the page is usually a background tab whose timers the browser slows: no typewriter there. */}
              <AnswerPanel
                answer={ask.answer}
                isSending={ask.isSending}
                hasTypewriter={variant.hasTypewriter && !popOut.isOpen}
                onCancel={ask.cancel}
                onAskAgain={ask.askAgain}
              />
            </FloatingAnswer>
            {/* One box for the interviewer's question: heard once the session hears (and typed into or corrected), typed without hearing. */}
            <Composer
              {...(copilot.isConnected
                ? {
                    label: t('screen.transcript'),
                    value: listening.transcript,
                    onChange: listening.setTranscript,
                    hint: listening.isStillHearing
                      ? t('screen.stillHearing')
                      : listening.isListening
                        ? t(timingHintKey(copilot.settings.answer_timing, Boolean(variant.fixedSettings)))
                        : t('screen.paused'),
                    placeholder: listening.isListening ? t('screen.transcriptPlaceholder') : t('screen.typePlaceholder'),
                  }
                : {
                    label: t('screen.typedQuestion'),
                    value: turn.typedText,
                    onChange: turn.setTypedText,
                    hint: t('screen.typedQuestionHint'),
                    placeholder: t('screen.typePlaceholder'),
                  })}
              isSending={ask.isSendPending}
              onSend={() => turn.send()}
            />
          </>
        )}
      </div>

      {panel.isShown && <SidePanel id={panel.id} userId={copilot.userId} sessionId={subject.sessionId} />}

      <HearingCheckDialog open={isHearingCheckOpen} onOpenChange={setIsHearingCheckOpen} />
      {variant.hasSidePanel && <CopilotSettingsDialog {...copilot.settingsDialog} settings={copilot.settings} />}
      <LeaveWarningDialog isActive={copilot.isConnected} description={t('leaveWarning')} />
      <CreditLimitModal open={ask.isCreditLimitOpen} onOpenChange={(open) => !open && ask.closeCreditLimit()} monthlyLimit={copilot.monthlyLimit} />
    </div>
  );
}
