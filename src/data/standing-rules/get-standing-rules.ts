// The signed-in person's standing rules (issue #39), in their order.
import { t } from 'i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import type { Tables } from '@/types/database';
import { standingRuleKeys } from './keys';

export type StandingRule = Pick<Tables<'standing_rules'>, 'id' | 'body' | 'position'>;

async function getStandingRules(signal: AbortSignal): Promise<StandingRule[]> {
  const { data, error } = await supabase.from('standing_rules').select('id, body, position').order('position').order('created_at').abortSignal(signal);
  if (error) throw new DataError(error, t('profile:standingRules.errors.notLoaded'));
  return data;
}

const standingRulesQueryOptions = () => queryOptions({ queryKey: standingRuleKeys.list(), queryFn: ({ signal }) => getStandingRules(signal) });

export function useStandingRules() {
  return useQuery(standingRulesQueryOptions());
}

const bodiesOf = (rules: StandingRule[]) => rules.map((rule) => rule.body);

/** The rules' texts, for holding an answer to them (undefined while they load or when they cannot be read). */
export function useStandingRuleBodies(): string[] | undefined {
  return useQuery({ ...standingRulesQueryOptions(), select: bodiesOf }).data;
}
