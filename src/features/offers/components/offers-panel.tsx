// The offer stage on an application's page (issue #43): its offers (add, edit, delete, rehearse the call), every offer
// of the person compared side by side, and the negotiation brief.
import { BadgeEuro, Plus, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteOffer } from '@/data/offers/delete-offer';
import { useOffers } from '@/data/offers/get-offers';
import type { Offer, OfferWithApplication } from '@/data/offers/types';
import { toast } from '@/lib/toast';
import { offerName } from '@/features/offers/utils/offer-display';
import { NegotiationBrief } from './negotiation-brief';
import { OfferCard } from './offer-card';
import { OfferCompare } from './offer-compare';

// The form (and its schema) loads when an offer is added or edited: most applications never have one.
const OfferDrawer = lazy(() => import('./offer-drawer').then((module) => ({ default: module.OfferDrawer })));

function Frame({ children, onAdd }: { children: React.ReactNode; onAdd?: () => void }) {
  const { t } = useTranslation('application-detail', { keyPrefix: 'offers' });
  return (
    <section aria-labelledby="offers-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="offers-heading" className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900">
            <BadgeEuro aria-hidden="true" className="size-5 text-brand-600" /> {t('title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('description')}</p>
        </div>
        {onAdd && (
          <Button size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" /> {t('add')}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

export function OffersPanel({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('application-detail', { keyPrefix: 'offers' });
  const offers = useOffers();
  const deleteOffer = useDeleteOffer();
  // undefined = closed, null = a new offer, an offer = edit it.
  const [editing, setEditing] = useState<Offer | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OfferWithApplication | null>(null);

  if (offers.isPending) {
    return (
      <Frame>
        <div aria-busy="true" aria-label={t('loading')} className="space-y-2">
          <Skeleton className="h-20 w-full" />
        </div>
      </Frame>
    );
  }
  if (offers.isError) {
    return (
      <Frame>
        <ErrorAlert title={t('loadError')}>
          <p>{offers.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void offers.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('tryAgain')}
          </Button>
        </ErrorAlert>
      </Frame>
    );
  }

  const own = offers.data.filter((offer) => offer.application_id === applicationId);
  // This application's offers first, then the others, each oldest first.
  const compared = [...own, ...offers.data.filter((offer) => offer.application_id !== applicationId)];
  const confirmDelete = () => {
    if (!deleting) return;
    deleteOffer.mutate(deleting.id, {
      onSuccess: () => toast.success(t('deleted')),
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Frame onAdd={() => setEditing(null)}>
      {own.length === 0 ? (
        <p className="text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {own.map((offer) => (
            <OfferCard key={offer.id} offer={offer} onEdit={() => setEditing(offer)} onDelete={() => setDeleting(offer)} />
          ))}
        </ul>
      )}
      {own.length > 0 && <OfferCompare offers={compared} baseCurrency={own[0].currency} />}
      {own.length > 0 && <NegotiationBrief applicationId={applicationId} offers={offers.data} />}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <OfferDrawer applicationId={applicationId} offer={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteOffer.isPending && setDeleting(null)}
        title={t('deleteTitle')}
        description={deleting ? t('deleteDescription', { name: offerName(deleting) }) : ''}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pendingLabel={t('deleting')}
        isPending={deleteOffer.isPending}
        onConfirm={confirmDelete}
      />
    </Frame>
  );
}
