// The negotiation brief: one AI question (a credit) written by the gateway from the record; shown with its blanks for
// the person to fill, and an error said in place (the question is given back when nothing was written).
import { FileText, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '@/components/markdown-text';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useProfile } from '@/data/profile/get-profile';
import { useAuth } from '@/data/auth/auth-context';
import { unrecordedAmounts } from '@/data/offers/brief-numbers';
import type { Offer } from '@/data/offers/types';
import { useWriteNegotiationBrief } from '@/data/offers/write-negotiation-brief';

/** `offers`: every offer on record, which the brief's amounts are held to. */
export function NegotiationBrief({ applicationId, offers }: { applicationId: string; offers: ReadonlyArray<Offer> }) {
  const { t } = useTranslation('application-detail', { keyPrefix: 'offers' });
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const brief = useWriteNegotiationBrief();
  const unrecorded = brief.data ? unrecordedAmounts(brief.data, offers) : [];
  const write = () => brief.mutate({ applicationId, language: profile.data?.ai_response_language ?? 'en' });

  return (
    <section aria-labelledby="negotiation-brief-heading" className="space-y-3">
      <div>
        <h3 id="negotiation-brief-heading" className="text-base font-semibold text-slate-900">
          {t('brief.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('brief.description')}</p>
      </div>
      <Button variant={brief.data ? 'secondary' : 'primary'} onClick={write} isPending={brief.isPending} pendingLabel={t('brief.writing')}>
        {brief.data ? <RotateCcw aria-hidden="true" className="size-4" /> : <FileText aria-hidden="true" className="size-4" />}
        {brief.data ? t('brief.rewrite') : t('brief.write')}
      </Button>
      {brief.isError && (
        <ErrorAlert title={t('brief.failed')}>
          <p>{brief.error.message}</p>
        </ErrorAlert>
      )}
      {brief.data && !brief.isPending && (
        <article aria-label={t('brief.title')} className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
          {unrecorded.length > 0 && (
            <p role="note" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
              {t('brief.unrecorded', { amounts: unrecorded.join(', ') })}
            </p>
          )}
          <MarkdownText text={brief.data} />
          <p className="mt-3 text-xs text-slate-600">{t('brief.blanks')}</p>
        </article>
      )}
    </section>
  );
}
