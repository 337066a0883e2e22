// Adds a standing rule: the form's schema says what the database's checks say (1-200 characters of plain text, at
// most 20 rules), and a refusal from the database reads as the same sentence.
import { t } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostgrestError } from '@supabase/supabase-js';
import * as z from 'zod/mini';
import { STANDING_RULE_LIMITS } from '@shared/standing-rules.ts';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { standingRuleKeys } from './keys';

/** An HTML tag's start: `<b`, `</`, `<!--`, `<?` (public.standing_rules' standing_rules_body_plain_text). */
const HTML_TAG = /<[A-Za-z/!?]/;

const says = (key: 'empty' | 'tooLong' | 'html') => ({ error: () => t(`profile:standingRules.errors.${key}`, { max: STANDING_RULE_LIMITS.chars }) });

export const standingRuleSchema = z.object({
  body: z.string().check(
    z.trim(),
    z.minLength(1, says('empty')),
    z.maxLength(STANDING_RULE_LIMITS.chars, says('tooLong')),
    z.refine((body) => !HTML_TAG.test(body), says('html')),
  ),
});
export type StandingRuleInput = z.infer<typeof standingRuleSchema>;

/** The database's refusals, each with its sentence. */
const REFUSALS: ReadonlyArray<[marker: string, key: 'limit' | 'tooLong' | 'html']> = [
  ['at most 20 standing rules', 'limit'],
  ['standing_rules_body_length', 'tooLong'],
  ['standing_rules_body_plain_text', 'html'],
];

function refusal(error: PostgrestError): Error {
  const found = REFUSALS.find(([marker]) => `${error.message} ${error.details}`.includes(marker));
  if (found)
    return new Error(t(`profile:standingRules.errors.${found[1]}`, { count: STANDING_RULE_LIMITS.count, max: STANDING_RULE_LIMITS.chars }), { cause: error });
  return new DataError(error, t('profile:standingRules.errors.notSaved'));
}

async function addStandingRule({ input, position }: { input: StandingRuleInput; position: number }): Promise<void> {
  const { error } = await supabase.from('standing_rules').insert({ body: input.body, position });
  if (error) throw refusal(error);
}

export function useAddStandingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStandingRule,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: standingRuleKeys.all })),
  });
}
