// Adds an offer to an application or saves an edited one. The database's refusals (negative pay, an unknown currency,
// a schedule not adding up, another person's application) read as the form's own sentences.
import { t } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostgrestError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { offerKeys } from './keys';
import { toOfferRow, type OfferFormValues } from './offer-schema';

/** public.offers' checks, each with the sentence the form shows (offers:errors.<key>). */
type RefusalKey = 'negative' | 'currency' | 'vesting' | 'vestingMissing' | 'cliff' | 'notYours';
const REFUSALS: ReadonlyArray<[marker: string, key: RefusalKey]> = [
  ['_not_negative', 'negative'],
  ['offers_currency_known', 'currency'],
  ['offers_vesting_adds_up', 'vesting'],
  ['offers_equity_has_vesting', 'vestingMissing'],
  ['offers_vesting_cliff', 'cliff'],
  ['row-level security', 'notYours'],
];

function refusal(error: PostgrestError): Error {
  const found = REFUSALS.find(([marker]) => `${error.message} ${error.details}`.includes(marker));
  if (found) return new Error(t(`application-detail:offers.errors.${found[1]}`), { cause: error });
  return new DataError(error, t('application-detail:offers.errors.notSaved'));
}

interface SaveOfferInput {
  applicationId: string;
  /** The offer being edited, or null for a new one. */
  offerId: string | null;
  values: OfferFormValues;
}

async function saveOffer({ applicationId, offerId, values }: SaveOfferInput): Promise<void> {
  const row = toOfferRow(applicationId, values);
  if (offerId) {
    const { data, error } = await supabase.from('offers').update(row).eq('id', offerId).select('id');
    if (error) throw refusal(error);
    if (data.length === 0) throw new Error(t('application-detail:offers.errors.notFound'));
    return;
  }
  const { error } = await supabase.from('offers').insert(row);
  if (error) throw refusal(error);
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: offerKeys.all })),
  });
}
