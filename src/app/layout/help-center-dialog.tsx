// The Help Center (issue #27): how to let the Copilot hear the interviewer (per browser and meeting app, with a
// drawing), which Copilot to pick (v2: the spec's fixed French, balanced answers; v3: the person's settings), what
// costs a question, and the short tour of the app.
import { useTranslation } from 'react-i18next';
import { ShareGuide } from '@/components/live-session/share-guide';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';

const TOUR = ['dashboard', 'experience', 'copilot', 'settings', 'password'] as const;
const COSTS = ['copilotAnswer', 'drafts', 'coach', 'analyzer', 'free'] as const;

function HelpSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function HelpCenterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('help.title')}
      description={t('help.description')}
      className="max-w-2xl"
      footer={
        <DialogClose asChild>
          <Button>{t('help.gotIt')}</Button>
        </DialogClose>
      }
    >
      <div className="space-y-6 text-sm text-slate-700">
        <HelpSection id="help-hearing" title={t('help.hearing.title')}>
          <p>{t('help.hearing.intro')}</p>
          <ShareGuide />
        </HelpSection>
        <HelpSection id="help-copilots" title={t('help.copilots.title')}>
          <dl className="space-y-2">
            <div>
              <dt className="font-medium text-slate-900">{t('help.copilots.v3.name')}</dt>
              <dd>{t('help.copilots.v3.what')}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">{t('help.copilots.v2.name')}</dt>
              <dd>{t('help.copilots.v2.what')}</dd>
            </div>
          </dl>
        </HelpSection>
        <HelpSection id="help-costs" title={t('help.costs.title')}>
          <ul className="list-disc space-y-1 pl-5">
            {COSTS.map((cost) => (
              <li key={cost}>{t(`help.costs.${cost}`, { count: FREE_MONTHLY_QUESTIONS })}</li>
            ))}
          </ul>
        </HelpSection>
        <HelpSection id="help-tour" title={t('help.tour')}>
          <ul className="list-disc space-y-2 pl-5">
            {TOUR.map((entry) => (
              <li key={entry}>{t(`help.${entry}`)}</li>
            ))}
          </ul>
        </HelpSection>
      </div>
    </Dialog>
  );
}
