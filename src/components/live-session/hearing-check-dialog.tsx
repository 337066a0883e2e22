// The hearing check (issue #27): share the meeting tab and speak; two meters (the interviewer from the tab, you from
// the microphone) and a verdict in words for each, with the likely cause when one is silent. Nothing is transcribed
// or sent: it costs no question and no audio time. The test phrase page plays an interviewer in any tab.
import { CircleCheck, CircleAlert, ExternalLink, LoaderCircle, Square, Stethoscope } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useHearingCheck } from '@/hooks/use-hearing-check';
import { cn } from '@/lib/cn';
import type { ChannelName, ChannelVerdict } from '@/lib/hearing/hearing-check';
import type { LevelStore } from '@/lib/level-store';
import { LevelMeter } from './level-meter';
import { ShareGuide } from './share-guide';

/** The verdict's key under copilot:hearingCheck.verdicts (problems reuse the Copilot's own capture messages). */
function verdictKey(channel: ChannelName, verdict: ChannelVerdict): ParseKeys<'copilot'> {
  switch (verdict.status) {
    case 'silent':
      return `hearingCheck.verdicts.silent.${verdict.cause}`;
    case 'noAudio':
      return `hearingCheck.verdicts.noAudio.${verdict.cause}`;
    case 'failed':
      return `hearing.problems.${verdict.problem}`;
    case 'unsupported':
      return 'hearingCheck.verdicts.unsupported';
    case 'heard':
      return `hearingCheck.verdicts.heard.${channel}`;
    default:
      return `hearingCheck.verdicts.${verdict.status}`;
  }
}

function ChannelRow({ channel, levelStore, verdict }: { channel: ChannelName; levelStore: LevelStore; verdict: ChannelVerdict }) {
  const { t } = useTranslation('copilot');
  const label = t(`hearingCheck.channels.${channel}`);
  const isHeard = verdict.status === 'heard';
  const isProblem = !isHeard && verdict.status !== 'idle' && verdict.status !== 'listening';
  const Icon = isHeard ? CircleCheck : isProblem ? CircleAlert : LoaderCircle;
  return (
    <div className="space-y-1.5 rounded-xl border border-slate-200 p-3" data-testid={`hearing-check-${channel}`}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <LevelMeter label={label} levelStore={levelStore} isActive={verdict.status === 'listening' || isHeard} className="w-24 sm:w-32" />
      </div>
      <p role="status" className={cn('flex items-start gap-1.5 text-sm', isHeard ? 'text-green-800' : isProblem ? 'text-amber-900' : 'text-slate-600')}>
        {verdict.status !== 'idle' && (
          <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', verdict.status === 'listening' && 'animate-spin motion-reduce:animate-none')} />
        )}
        <span>{t(verdictKey(channel, verdict))}</span>
      </p>
    </div>
  );
}

export function HearingCheckDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('copilot');
  const check = useHearingCheck();
  const handleOpenChange = (next: boolean) => {
    if (!next) check.stop();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={t('hearingCheck.title')}
      description={t('hearingCheck.description')}
      className="max-w-lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('hearingCheck.done')}</Button>
          </DialogClose>
          {check.isRunning ? (
            <Button onClick={check.stop}>
              <Square aria-hidden="true" className="size-4" /> {t('hearingCheck.stop')}
            </Button>
          ) : (
            <Button onClick={check.run}>
              <Stethoscope aria-hidden="true" className="size-4" /> {t('hearingCheck.start')}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-3">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>
            {t('hearingCheck.steps.open')}{' '}
            <a
              href={`/hearing-test.html?lang=${i18n.language === 'fr' ? 'fr' : 'en'}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {t('hearingCheck.testPhrase')} <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </li>
          <li>{t('hearingCheck.steps.share')}</li>
          <li>{t('hearingCheck.steps.speak')}</li>
        </ol>
        <ChannelRow channel="tab" levelStore={check.levels.tab} verdict={check.verdicts.tab} />
        <ChannelRow channel="mic" levelStore={check.levels.mic} verdict={check.verdicts.mic} />
        <p className="text-xs text-slate-500">{t('hearingCheck.cost')}</p>
        <details className="rounded-lg border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">{t('hearingCheck.howToShare')}</summary>
          <ShareGuide className="mt-3" />
        </details>
      </div>
    </Dialog>
  );
}
