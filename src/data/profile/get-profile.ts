// Read the person's profile: photo (its URL on today's backend, photo-url.ts), app language and AI settings (user_profiles). Reading never writes: a missing row is repaired by
// the explicit ensure_profile() call, as get-subscription.ts does with ensure_subscription().
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from 'i18next';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { profileKeys } from '@/data/profile/keys';
import { photoUrlOf } from '@/data/profile/photo-url';
import type { Tables } from '@/types/database';

export type Profile = Pick<
  Tables<'user_profiles'>,
  'id' | 'photo_url' | 'language' | 'ai_response_length' | 'interview_language' | 'ai_response_language' | 'answer_timing' | 'quiet_after_days'
>;

const PROFILE_COLUMNS = 'id, photo_url, language, ai_response_length, interview_language, ai_response_language, answer_timing, quiet_after_days';

async function getProfile(userId: string, signal: AbortSignal): Promise<Profile> {
  const { data, error } = await supabase.from('user_profiles').select(PROFILE_COLUMNS).eq('id', userId).abortSignal(signal).maybeSingle();
  if (error) throw new DataError(error, t('profile:errors.loadFailed'));
  if (data) return { ...data, photo_url: photoUrlOf(data.photo_url) };
  const { data: repaired, error: repairError } = await supabase.rpc('ensure_profile').select(PROFILE_COLUMNS).abortSignal(signal).single();
  if (repairError) throw new DataError(repairError, t('profile:errors.loadFailed'));
  return { ...repaired, photo_url: photoUrlOf(repaired.photo_url) };
}

function profileQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileKeys.detail(userId), queryFn: ({ signal }) => getProfile(userId, signal) });
}

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
