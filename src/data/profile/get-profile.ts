// Read the person's profile: photo and AI settings (user_profiles).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode, ResponseLength } from '@/config/constants';
import { supabase } from '@/lib/supabase';
import { profileKeys } from '@/data/profile/keys';

export interface Profile {
  id: string;
  photo_url: string | null;
  ai_response_length: ResponseLength;
  interview_language: LanguageCode;
  ai_response_language: LanguageCode;
  auto_send: boolean;
}

export const PROFILE_COLUMNS = 'id, photo_url, ai_response_length, interview_language, ai_response_language, auto_send';

export async function getProfile(userId: string): Promise<Profile> {
  const { data, error } = await supabase.from('user_profiles').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw error;
  if (data) return data as Profile;
  // A missing row (created before the trigger existed): create it with the defaults.
  const { data: created, error: insertError } = await supabase.from('user_profiles').insert({ id: userId }).select(PROFILE_COLUMNS).single();
  if (insertError) throw insertError;
  return created as Profile;
}

export function profileQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileKeys.detail(userId), queryFn: () => getProfile(userId) });
}

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
