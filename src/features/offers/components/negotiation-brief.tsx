// The negotiation brief: one AI question (a credit) written by the gateway from the record; shown with its blanks for
// the person to fill, and an error said in place (the question is given back when nothing was written). The last brief
// is kept with the application's newest offer and shown again, with the day it was written, when the page is opened
// again; writing it again spends a question, and the button says so. The gateway keeps it (the page only reads it).
import { FileText, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '@/components/markdown-text';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useProfile } from '@/data/profile/get-profile';
import { useAuth } from '@/data/auth/auth-context';
import { unrecordedAmounts } from '@/data/offers/brief-numbers';
import type { Offer } from '@/data/offers/types';
import { savedNegotiationBrief, useWriteNegotiationBrief } from '@/data/offers/write-negotiation-brief';
import { formatDate } from '@/i18n/format';
import { useAwaitedBrief } from '../hooks/use-awaited-brief';

/** `offers`: every offer on record, which the brief's amounts are held to; those of `applicationId` keep its brief. */
export function NegotiationBrief({ applicationId, offers }: { applicationId: string; offers: ReadonlyArray<Offer> }) {
  const { t } = useTranslation('application-detail', { keyPrefix: 'offers' });
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const write = useWriteNegotiationBrief();
  const own = offers.filter((offer) => offer.application_id === applicationId);
  // Oldest first: the newest offer (a revised one) is the one the brief leads with and is kept with.
  const newest = own.at(-1);
  const saved = savedNegotiationBrief(own);
  const brief = write.data ?? saved;
  // Asked for on a page since closed: the gateway is still writing it, and it is kept without this page.
  const awaited = useAwaitedBrief(applicationId, saved?.writtenAt ?? null);
  const isAwaited = awaited.isAwaited && !write.isPending;
  const isOlderThanNewestOffer = !write.data && saved !== null && newest !== undefined && saved.offerId !== newest.id;
  const unrecorded = brief ? unrecordedAmounts(brief.text, offers) : [];
  const handleWrite = () => {
    if (!newest) return;
    awaited.markAsked();
    write.mutate({ applicationId, language: profile.data?.ai_response_language ?? 'en' }, { onSettled: awaited.forget });
  };

  return (
    <section aria-labelledby="negotiation-brief-heading" className="space-y-3">
      <div>
        <h3 id="negotiation-brief-heading" className="text-base font-semibold text-slate-900">
          {t('brief.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('brief.description')}</p>
      </div>
      <Button variant={brief ? 'secondary' : 'primary'} onClick={handleWrite} isPending={write.isPending || isAwaited} pendingLabel={t('brief.writing')}>
        {brief ? <RotateCcw aria-hidden="true" className="size-4" /> : <FileText aria-hidden="true" className="size-4" />}
        {brief ? t('brief.rewrite') : t('brief.write')}
      </Button>
      {isAwaited && (
        <p role="status" className="text-sm text-slate-700">
          {t('brief.stillWriting')}
        </p>
      )}
      {write.isError && (
        <ErrorAlert title={t('brief.failed')}>
          <p>{write.error.message}</p>
        </ErrorAlert>
      )}
      {brief && !write.isPending && (
        <article aria-label={t('brief.title')} className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
          <p className="mb-3 text-xs text-slate-600" data-testid="brief-written-at">
            {t('brief.writtenAt', { date: formatDate(brief.writtenAt, { dateStyle: 'long', timeStyle: 'short' }) })}
          </p>
          {!brief.isSaved && (
            <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 p-2 text-red-900">
              {t('brief.notKept')}
            </p>
          )}
          {isOlderThanNewestOffer && (
            <p role="note" className="mb-3 rounded-md border border-slate-300 bg-white p-2 text-slate-700">
              {t('brief.beforeNewestOffer')}
            </p>
          )}
          {unrecorded.length > 0 && (
            <p role="note" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
              {t('brief.unrecorded', { amounts: unrecorded.join(', ') })}
            </p>
          )}
          <MarkdownText text={brief.text} />
          <p className="mt-3 text-xs text-slate-600">{t('brief.blanks')}</p>
        </article>
      )}
    </section>
  );
}
