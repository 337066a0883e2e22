// The person's "facts about me" (user_profiles.facts_about_me, issue #39): numbers, tools and achievements the Copilot
// may cite. Read on its own: the gateway reads it itself for each answer; only Settings shows it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from 'i18next';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { profileKeys } from '@/data/profile/keys';

async function getFactsAboutMe(userId: string, signal: AbortSignal): Promise<string> {
  const { data, error } = await supabase.from('user_profiles').select('facts_about_me').eq('id', userId).abortSignal(signal).maybeSingle();
  if (error) throw new DataError(error, t('profile:errors.loadFailed'));
  return data?.facts_about_me ?? '';
}

export function useFactsAboutMe(userId: string) {
  return useQuery(queryOptions({ queryKey: profileKeys.factsAboutMe(userId), queryFn: ({ signal }) => getFactsAboutMe(userId, signal) }));
}
