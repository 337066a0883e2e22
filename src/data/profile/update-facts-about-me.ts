// Saves the person's "facts about me" (issue #39): the form's schema says what the database's checks say (at most
// 1,000 characters of plain text), and a refusal from the database reads as the same sentence.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostgrestError } from '@supabase/supabase-js';
import { t } from 'i18next';
import * as z from 'zod/mini';
import { FACTS_ABOUT_ME_CHARS } from '@shared/evidence.ts';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { profileKeys } from '@/data/profile/keys';

/** An HTML tag's start: `<b`, `</`, `<!--`, `<?` (user_profiles_facts_about_me_plain_text). */
export const HTML_TAG = /<[A-Za-z/!?]/;

const says = (key: 'tooLong' | 'html') => ({ error: () => t(`profile:facts.errors.${key}`, { max: FACTS_ABOUT_ME_CHARS }) });

export const factsAboutMeSchema = z.object({
  facts: z.string().check(
    z.trim(),
    z.maxLength(FACTS_ABOUT_ME_CHARS, says('tooLong')),
    z.refine((facts) => !HTML_TAG.test(facts), says('html')),
  ),
});
export type FactsAboutMeInput = z.infer<typeof factsAboutMeSchema>;

/** The database's refusal of the facts, as the form's own sentence. */
export function factsRefusal(error: PostgrestError): Error {
  const text = `${error.message} ${error.details}`;
  if (text.includes('user_profiles_facts_about_me_length'))
    return new Error(t('profile:facts.errors.tooLong', { max: FACTS_ABOUT_ME_CHARS }), { cause: error });
  if (text.includes('user_profiles_facts_about_me_plain_text')) return new Error(t('profile:facts.errors.html'), { cause: error });
  return new DataError(error, t('profile:facts.errors.notSaved'));
}

async function updateFactsAboutMe({ userId, facts }: { userId: string; facts: string }): Promise<string> {
  const { error } = await supabase.from('user_profiles').update({ facts_about_me: facts }).eq('id', userId);
  if (error) throw factsRefusal(error);
  return facts;
}

export function useUpdateFactsAboutMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFactsAboutMe,
    onSettled: (_data, _error, { userId }) => queryClient.invalidateQueries({ queryKey: profileKeys.factsAboutMe(userId) }),
  });
}
