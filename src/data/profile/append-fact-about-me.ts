// Adds one line to the person's "facts about me" (issue #39): the Coach offers it for a claim of their answer the record
// does not hold. The facts are read fresh first (Settings may have changed them), held to the same schema as the form
// (at most 1,000 characters of plain text: a refusal says which rule and nothing is saved), then saved whole.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from 'i18next';
import { FACTS_ABOUT_ME_CHARS } from '@shared/evidence.ts';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { profileKeys } from '@/data/profile/keys';
import { factsAboutMeSchema, factsRefusal, HTML_TAG } from '@/data/profile/update-facts-about-me';

async function appendFactAboutMe({ userId, fact }: { userId: string; fact: string }): Promise<string> {
  const read = await supabase.from('user_profiles').select('facts_about_me').eq('id', userId).maybeSingle();
  if (read.error) throw new DataError(read.error, t('profile:facts.errors.notSaved'));
  const facts = read.data?.facts_about_me ?? '';
  const line = fact.replace(/\s+/g, ' ').trim();
  if (facts.split('\n').some((existing) => existing.trim() === line)) return facts;
  const next = facts.trim() ? `${facts.trimEnd()}\n${line}` : line;
  if (HTML_TAG.test(line)) throw new Error(t('profile:facts.errors.htmlInSentence'));
  if (next.length > FACTS_ABOUT_ME_CHARS) throw new Error(t('profile:facts.errors.full', { max: FACTS_ABOUT_ME_CHARS }));
  const checked = factsAboutMeSchema.safeParse({ facts: next });
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? t('profile:facts.errors.notSaved'));
  const { error } = await supabase.from('user_profiles').update({ facts_about_me: next }).eq('id', userId);
  if (error) throw factsRefusal(error);
  return next;
}

export function useAppendFactAboutMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appendFactAboutMe,
    onSuccess: (facts, { userId }) => queryClient.setQueryData(profileKeys.factsAboutMe(userId), facts),
    onSettled: (_data, _error, { userId }) => queryClient.invalidateQueries({ queryKey: profileKeys.factsAboutMe(userId) }),
  });
}
