// The side form that adds an offer to the application or edits one; a refused save keeps everything typed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SideDrawer } from '@/components/ui/side-drawer';
import { offerToForm, type OfferFormValues } from '@/data/offers/offer-schema';
import { useSaveOffer } from '@/data/offers/save-offer';
import type { Offer } from '@/data/offers/types';
import { toast } from '@/lib/toast';
import { OfferForm } from './offer-form';

const FORM_ID = 'offer-form';

export interface OfferDrawerProps {
  applicationId: string;
  /** undefined = closed, null = a new offer, an offer = edit that one. */
  offer: Offer | null | undefined;
  onClose: () => void;
}

export function OfferDrawer({ applicationId, offer, onClose }: OfferDrawerProps) {
  const { t } = useTranslation('application-detail', { keyPrefix: 'offers' });
  const saveOffer = useSaveOffer();
  const [submitError, setSubmitError] = useState<string | null>(null);

  function close() {
    setSubmitError(null);
    onClose();
  }

  function handleSubmit(values: OfferFormValues) {
    setSubmitError(null);
    saveOffer.mutate(
      { applicationId, offerId: offer?.id ?? null, values },
      {
        onSuccess: () => {
          toast.success(offer ? t('drawer.updated') : t('drawer.added'));
          close();
        },
        onError: (error) => setSubmitError(error.message),
      },
    );
  }

  return (
    <SideDrawer
      open={offer !== undefined}
      onOpenChange={(open) => !open && !saveOffer.isPending && close()}
      title={offer ? t('drawer.editTitle') : t('drawer.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saveOffer.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={saveOffer.isPending} pendingLabel={t('drawer.saving')}>
            {t('drawer.save')}
          </Button>
        </>
      }
    >
      {offer !== undefined && (
        <OfferForm
          key={offer?.id ?? 'new'}
          id={FORM_ID}
          defaultValues={offer ? offerToForm(offer) : undefined}
          submitError={submitError}
          onSubmit={handleSubmit}
        />
      )}
    </SideDrawer>
  );
}
