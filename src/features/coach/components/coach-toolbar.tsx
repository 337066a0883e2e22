// The Coach's live bar: whose turn it is, Skip audio while the coach speaks, I'm done while answering by voice, the
// microphone and End (the answer box below is typed in: no typing box).
import { CircleCheck, Square, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LiveSessionBar } from '@/components/live-session/live-session-bar';
import { Button } from '@/components/ui/button';
import type { CoachController } from '@/features/coach/hooks/use-coach-controller';
import { DONE_KEY_SHORTCUTS } from '@/features/coach/hooks/use-done-key';
import type { CoachActivity } from '@/features/coach/utils/mock-interview-machine';

const STATUS: Record<CoachActivity, { dot: string; tone: string }> = {
  speaking: { dot: 'bg-brand-500', tone: 'text-brand-800' },
  answering: { dot: 'bg-green-500 ring-4 ring-green-100', tone: 'text-green-800' },
  processing: { dot: 'bg-amber-500', tone: 'text-amber-900' },
};

export function CoachToolbar({ coach }: { coach: CoachController }) {
  const { t } = useTranslation('coach');
  const { interview, recognition } = coach;
  const { activity } = interview;
  const status = STATUS[activity];
  const isSpeakingNow = activity === 'answering' && recognition.isMicOn;
  // A long pause in an open answer: a cue to take their time, not feedback (issue #40).
  const statusText = isSpeakingNow ? t(recognition.isTakingTime ? 'toolbar.takeYourTime' : 'toolbar.speakNow') : t(`toolbar.${activity}`);
  return (
    <LiveSessionBar
      status={statusText}
      statusTone={status.tone}
      dotTone={status.dot}
      elapsedSeconds={coach.elapsedSeconds}
      meters={[{ label: t('toolbar.micLevel'), levelStore: recognition.levelStore }]}
      isLevelActive={recognition.isMicOn && activity === 'answering'}
      microphone={{ isOn: recognition.isMicOn, onToggle: recognition.toggleMic, onLabel: t('toolbar.stopMic'), offLabel: t('toolbar.answerByVoice') }}
      end={
        <Button variant="danger" size="sm" onClick={coach.end} isPending={interview.phase === 'ending'} pendingLabel={t('toolbar.ending')}>
          <Square aria-hidden="true" className="size-3.5" /> {t('toolbar.end')}
        </Button>
      }
    >
      {activity === 'speaking' && (
        <Button variant="ghost" size="sm" onClick={interview.stopSpeaking}>
          <VolumeX aria-hidden="true" className="size-4" /> {t('toolbar.skipAudio')}
        </Button>
      )}
      {coach.isAnsweringByVoice && (
        <Button variant="secondary" size="sm" onClick={coach.finishAnswer} aria-keyshortcuts={DONE_KEY_SHORTCUTS} title={t('toolbar.doneShortcut')}>
          <CircleCheck aria-hidden="true" className="size-4" /> {t('toolbar.done')}
          <kbd aria-hidden="true" className="hidden rounded border border-slate-300 px-1 text-xs font-normal text-slate-600 sm:inline">
            {t('toolbar.doneKey')}
          </kbd>
        </Button>
      )}
    </LiveSessionBar>
  );
}
