// The thank-you email drafted with the debrief, in the interview's language: copy it, or open it in the person's mail
// app (`mailto:`). Offerpilot sends nothing.
import { Copy, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { thankYouMailto } from '../utils/debrief-extras';

export function ThankYouDraft({ subject, body, interviewerNames }: { subject: string; body: string; interviewerNames: string }) {
  const { t } = useTranslation('application-detail');
  if (!body.trim()) return null;
  const handleCopy = () =>
    navigator.clipboard.writeText(subject.trim() ? `${subject}\n\n${body}` : body).then(
      () => toast.success(t('debrief.thankYou.copied')),
      () => toast.error(t('debrief.thankYou.notCopied')),
    );
  return (
    <section aria-label={t('debrief.thankYou.title')} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h4 className="text-sm font-semibold text-slate-900">{t('debrief.thankYou.title')}</h4>
      <p className="mt-0.5 text-xs text-slate-600">{t('debrief.thankYou.to', { names: interviewerNames })}</p>
      {subject && (
        <p className="mt-2 text-sm font-medium text-slate-900" data-testid="thank-you-subject">
          {subject}
        </p>
      )}
      <p className="mt-1 whitespace-pre-line text-sm text-slate-800" data-testid="thank-you-body">
        {body}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" className="size-4" /> {t('debrief.thankYou.copy')}
        </Button>
        <a
          href={thankYouMailto(subject, body)}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Mail aria-hidden="true" className="size-4" /> {t('debrief.thankYou.openMail')}
        </a>
      </div>
    </section>
  );
}
