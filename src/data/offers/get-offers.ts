// Every offer of the signed-in person, oldest first, with the company and role of its application.
import { t } from 'i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { offerKeys } from './keys';
import type { OfferWithApplication } from './types';

async function getOffers(signal: AbortSignal): Promise<OfferWithApplication[]> {
  const { data, error } = await supabase.from('offers').select('*, application:applications(company_name, job_title)').order('created_at').abortSignal(signal);
  if (error) throw new DataError(error, t('application-detail:offers.errors.notLoaded'));
  return data;
}

export function useOffers() {
  return useQuery(queryOptions({ queryKey: offerKeys.list(), queryFn: ({ signal }) => getOffers(signal) }));
}
